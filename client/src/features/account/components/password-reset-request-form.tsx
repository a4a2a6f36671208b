import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { emailOnlySchema } from "@shared/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { FormAlert } from "../../../components/form/form-alert";
import { useLocalizedResolver } from "../../../components/form/localized-resolver";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useT } from "../../../lib/i18n";
import { RequestPasswordResetMutation } from "../api/request-password-reset-mutation";

export function PasswordResetRequestForm() {
  const t = useT();
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const [summary, setSummary] = useState("");
  const [sentTo, setSentTo] = useState("");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailOnlySchema>, unknown, z.output<typeof emailOnlySchema>>({
    resolver: useLocalizedResolver(zodResolver(emailOnlySchema)),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setSummary("");
    try {
      const { data } = await requestReset({
        variables: { email, redirectUrl: `${window.location.origin}/resetpass` },
      });
      const result = data?.requestPasswordReset;
      // The answer is the same whether or not the address is registered.
      if (result && "message" in result) setSummary(applyFailure(result, setError, ["email"]));
      else setSentTo(email);
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  if (sentTo) {
    return (
      <div className="account__sent">
        <FormAlert tone="success">{t("reset.sent")}</FormAlert>
        <p className="account__sent-address">{sentTo}</p>
        <p>
          {t("reset.sentIfKnown")}
          <br />
          {t("reset.followLink")}
        </p>
        <p>
          <Link to="/login">{t("reset.backToLogin")}</Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="form__lead">{t("reset.lead")}</p>
      <FormAlert>{summary}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t("facts.email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          registration={register("email")}
          error={errors.email?.message}
        />
        <div className="form__actions">
          <SubmitButton submitting={isSubmitting}>{t("reset.send")}</SubmitButton>
        </div>
      </form>
      <ul className="form__links">
        <li>
          <Link to="/login">{t("reset.backToLogin")}</Link>
        </li>
      </ul>
    </>
  );
}
