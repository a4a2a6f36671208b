import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MESSAGES, administratorUpdateSchema } from "@shared/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { readCredentials, storeCredentials } from "../../../lib/credentials";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { UpdateMyAdministratorAccountMutation } from "../api/update-my-administrator-account-mutation";

type UpdateValues = z.input<typeof administratorUpdateSchema>;
const FIELDS = ["name", "email", "password", "passwordConfirmation", "currentPassword"] as const;
const EMPTY_PASSWORDS = { password: "", passwordConfirmation: "", currentPassword: "" };

export function OwnAccountForm({ administrator }: { administrator: { name: string; email: string } }) {
  const [update] = useMutation(UpdateMyAdministratorAccountMutation);
  const [summary, setSummary] = useState("");
  const [flash, showFlash] = useSuccessMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdateValues, unknown, z.output<typeof administratorUpdateSchema>>({
    resolver: zodResolver(administratorUpdateSchema),
    defaultValues: { name: administrator.name, email: administrator.email, ...EMPTY_PASSWORDS },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    const sensitive = values.email !== administrator.email.toLowerCase() || Boolean(values.password);
    if (sensitive && !values.currentPassword) {
      setError("currentPassword", { type: "required", message: ACCOUNT_MESSAGES.currentPasswordRequired });
      return;
    }
    try {
      const { data } = await update({ variables: { input: values } });
      const result = data?.updateMyAdministratorAccount;
      if (result?.__typename === "MutationUpdateMyAdministratorAccountSuccess") {
        // The header shows the stored name; the uid is the e-mail address.
        const current = readCredentials("admin");
        if (current)
          storeCredentials("admin", { ...current, uid: result.data.email }, { name: result.data.name });
        reset({ name: result.data.name, email: result.data.email, ...EMPTY_PASSWORDS });
        showFlash("アカウント情報を更新しました");
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
        <TextField
          label="名前"
          required
          autoComplete="name"
          registration={register("name")}
          error={errors.name?.message}
        />
        <TextField
          label="メールアドレス"
          required
          type="email"
          inputMode="email"
          autoComplete="username"
          hint="変更する場合は「現在のパスワード」も入力してください"
          registration={register("email")}
          error={errors.email?.message}
        />
        <h2 className="form__section-title">パスワードの変更</h2>
        <p className="form__lead">変更しない場合は空欄のままにしてください。</p>
        <div className="form__row form__row--2">
          <TextField
            label="新しいパスワード"
            required={false}
            type="password"
            autoComplete="new-password"
            hint="半角英数字8〜16文字（英字と数字を含む）"
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
        </div>
        <TextField
          label="現在のパスワード"
          type="password"
          autoComplete="current-password"
          hint="メールアドレスまたはパスワードを変更するときに必要です"
          registration={register("currentPassword")}
          error={errors.currentPassword?.message}
        />
        <div className="form__actions">
          {flash ? <FormAlert tone="success">{flash}</FormAlert> : null}
          <FormAlert>{summary}</FormAlert>
          <SubmitButton submitting={isSubmitting} pendingLabel="保存しています…">
            変更を保存する
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
