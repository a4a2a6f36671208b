import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { newPasswordSchema } from "@shared/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { FormAlert } from "../../../components/form/form-alert";
import { useLocalizedResolver } from "../../../components/form/localized-resolver";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { storeCredentials } from "../../../lib/credentials";
import { useT } from "../../../lib/i18n";
import { ResetPasswordMutation } from "../api/reset-password-mutation";

interface NewPasswordFormProps {
  uid: string;
  accessToken: string;
}

export function NewPasswordForm({ uid, accessToken }: NewPasswordFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const [summary, setSummary] = useState("");
  const [linkExpired, setLinkExpired] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof newPasswordSchema>, unknown, z.output<typeof newPasswordSchema>>({
    resolver: useLocalizedResolver(zodResolver(newPasswordSchema)),
    defaultValues: { password: "", passwordConfirmation: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await resetPassword({ variables: { uid, accessToken, ...values } });
      const result = data?.resetPassword;
      if (result?.__typename === "MutationResetPasswordSuccess") {
        storeCredentials("customer", result.data.credentials);
        navigate("/mypage/info", { replace: true, state: { flash: t("reset.changed") } });
      } else if (result) {
        setLinkExpired(result.__typename === "UnauthorizedError");
        setSummary(applyFailure(result, setError, ["password", "passwordConfirmation"]));
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  return (
    <>
      <p className="form__lead">{t("reset.newLead")}</p>
      {summary ? (
        <FormAlert>
          {summary}
          {linkExpired ? (
            <>
              {" "}
              <Link to="/resetpass">{t("reset.again")}</Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t("info.newPassword")}
          required
          type="password"
          autoComplete="new-password"
          hint={t("signup.passwordHint")}
          registration={register("password")}
          error={errors.password?.message}
        />
        <TextField
          label={t("info.newPasswordConfirmation")}
          required
          type="password"
          autoComplete="new-password"
          registration={register("passwordConfirmation")}
          error={errors.passwordConfirmation?.message}
        />
        <div className="form__actions">
          <SubmitButton submitting={isSubmitting}>{t("reset.change")}</SubmitButton>
        </div>
      </form>
    </>
  );
}
