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
import { useLocalizedResolver } from "../../../components/form/localized-resolver";
import { useT } from "../../../lib/i18n";

const FIELDS = [...PROFILE_FIELDS, "password", "passwordConfirmation", "currentPassword"] as const;
const EMPTY_PASSWORDS = { password: "", passwordConfirmation: "", currentPassword: "" };

export function InfoEditForm({ defaults }: { defaults: ProfileValues }) {
  const t = useT();
  const [update] = useMutation(UpdateMyAccountMutation);
  const [summary, setSummary] = useState("");
  const [pending, setPending] = useState<string | null>(null);
  const [flash, showFlash] = useSuccessMessage();
  const form = useForm<CustomerUpdateInput, unknown, z.output<typeof customerUpdateSchema>>({
    resolver: useLocalizedResolver(zodResolver(customerUpdateSchema)),
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
        showFlash(t("info.updated"));
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
          emailHint={t("info.emailHint")}
        />
        <h2 className="form__section-title">{t("info.passwordTitle")}</h2>
        <p className="form__lead">{t("info.passwordLead")}</p>
        <TextField
          label={t("info.newPassword")}
          required={false}
          type="password"
          autoComplete="new-password"
          hint={t("signup.passwordHint")}
          registration={register("password")}
          error={errors.password?.message}
        />
        <TextField
          label={t("info.newPasswordConfirmation")}
          required={false}
          type="password"
          autoComplete="new-password"
          registration={register("passwordConfirmation")}
          error={errors.passwordConfirmation?.message}
        />
        <h2 className="form__section-title">{t("info.currentPassword")}</h2>
        <TextField
          label={t("info.currentPassword")}
          type="password"
          autoComplete="current-password"
          hint={t("info.currentPasswordHint")}
          registration={register("currentPassword")}
          error={errors.currentPassword?.message}
        />
        <div className="form__actions">
          {flash ? <FormAlert tone="success">{flash}</FormAlert> : null}
          {pending ? <FormAlert tone="info">{t("info.pendingSent", { email: pending })}</FormAlert> : null}
          <FormAlert>{summary}</FormAlert>
          <SubmitButton submitting={isSubmitting} pendingLabel={t("info.saving")}>
            {t("info.save")}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
