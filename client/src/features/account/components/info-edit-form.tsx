import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MESSAGES, type CustomerUpdateInput, customerUpdateSchema } from "@shared/account";
import { useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import {
  CustomerProfileFields,
  PROFILE_FIELDS,
  type ProfileValues,
} from "../../../domain/customer/profile-fields";
import { updateStoredUid } from "../../../lib/credentials";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { UpdateMyAccountMutation } from "../api/update-my-account-mutation";
import "../../../components/form/forms.css";

const FIELDS = [...PROFILE_FIELDS, "password", "passwordConfirmation", "currentPassword"] as const;
const EMPTY_PASSWORDS = { password: "", passwordConfirmation: "", currentPassword: "" };

export function InfoEditForm({ defaults }: { defaults: ProfileValues }) {
  const [update] = useMutation(UpdateMyAccountMutation);
  const [summary, setSummary] = useState("");
  const [pending, setPending] = useState<string | null>(null);
  const [flash, showFlash] = useSuccessMessage();
  const form = useForm<CustomerUpdateInput, unknown, z.output<typeof customerUpdateSchema>>({
    resolver: zodResolver(customerUpdateSchema),
    defaultValues: { ...defaults, ...EMPTY_PASSWORDS },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    const sensitive = values.email !== defaults.email.toLowerCase() || Boolean(values.password);
    if (sensitive && !values.currentPassword) {
      setError("currentPassword", { type: "required", message: ACCOUNT_MESSAGES.currentPasswordRequired });
      return;
    }
    try {
      const { data } = await update({ variables: { input: values } });
      const result = data?.updateMyAccount;
      if (result?.__typename === "MutationUpdateMyAccountSuccess") {
        // A new address applies only once the link mailed to it is followed (decision 0018): until
        // then the account, and the session's uid, keep the current one.
        const { email, pendingEmail } = result.data;
        updateStoredUid("customer", email);
        reset({ ...values, email, ...EMPTY_PASSWORDS });
        setPending(pendingEmail ?? null);
        showFlash("会員情報を更新しました");
      } else if (result) {
        setSummary(applyFailure(result, setError, FIELDS));
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  return (
    <div className="form-card">
      <form className="form" onSubmit={onSubmit} noValidate>
        <CustomerProfileFields
          form={form as unknown as UseFormReturn<ProfileValues>}
          emailHint="変更する場合は、下の「現在のパスワード」も入力してください"
        />
        <h2 className="form__section-title">パスワードの変更</h2>
        <p className="form__lead">変更しない場合は空欄のままにしてください。</p>
        <TextField
          label="新しいパスワード"
          required={false}
          type="password"
          autoComplete="new-password"
          hint="半角英数字8〜16文字（英字と数字をそれぞれ1文字以上）"
          registration={register("password")}
          error={errors.password?.message}
        />
        <TextField
          label="新しいパスワード（確認）"
          required={false}
          type="password"
          autoComplete="new-password"
          registration={register("passwordConfirmation")}
          error={errors.passwordConfirmation?.message}
        />
        <h2 className="form__section-title">現在のパスワード</h2>
        <TextField
          label="現在のパスワード"
          type="password"
          autoComplete="current-password"
          hint="メールアドレスまたはパスワードを変更するときに必要です。パスワードの変更後は、ほかの端末ではログアウトされます。"
          registration={register("currentPassword")}
          error={errors.currentPassword?.message}
        />
        <div className="form__actions">
          {flash ? <FormAlert tone="success">{flash}</FormAlert> : null}
          {pending ? (
            <FormAlert tone="info">
              {`新しいメールアドレス（${pending}）に確認メールを送りました。メール内のリンクを開くと変更が完了します。それまでは現在のメールアドレスでログインしてください。`}
            </FormAlert>
          ) : null}
          <FormAlert>{summary}</FormAlert>
          <SubmitButton submitting={isSubmitting} pendingLabel="保存しています…">
            変更を保存する
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
