import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { emailOnlySchema } from "@shared/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "../../../components/form/form-alert";
import { useLocalizedResolver } from "../../../components/form/localized-resolver";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useT } from "../../../lib/i18n";
import { ResendConfirmationMutation } from "../api/resend-confirmation-mutation";

/** Asks for the address again and mails a fresh confirmation link. */
export function ResendConfirmationForm() {
  const t = useT();
  const [resend] = useMutation(ResendConfirmationMutation);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
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
    setNotice(null);
    try {
      const { data } = await resend({ variables: { email } });
      const result = data?.resendConfirmation;
      if (result && "message" in result) {
        setNotice({ tone: "error", text: applyFailure(result, setError, ["email"]) });
      } else {
        setNotice({ tone: "success", text: t("resend.sentTo", { email }) });
      }
    } catch (error) {
      setNotice({ tone: "error", text: messageOfError(error) });
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t("resend.form")}>
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      <TextField
        label={t("resend.email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register("email")}
        error={errors.email?.message}
      />
      <SubmitButton submitting={isSubmitting}>{t("resend.button")}</SubmitButton>
    </form>
  );
}
