import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type SignInInput, signInSchema } from "@shared/account";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { useLocalizedResolver } from "../../../components/form/localized-resolver";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useFocusFirstInvalid } from "../../../components/form/use-focus-first-invalid";
import { PageHeading } from "../../../components/page-heading";
import { safeReturnPath, storeCredentials } from "../../../lib/credentials";
import { useCustomerLoggedIn } from "../../../lib/local-session";
import { forgetSessionEnd, sessionEndMessage } from "../../../lib/session-end";
import { SignInMutation } from "../api/sign-in-mutation";
import { ResendConfirmationForm } from "./resend-confirmation-form";
import "./account.css";
import { useT } from "../../../lib/i18n";

const AFTER_LOGIN = "/mypage/info";

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useCustomerLoggedIn();
  const [signIn] = useMutation(SignInMutation);
  const [summary, setSummary] = useState("");
  const [resendOpen, setResendOpen] = useState(false);
  // A live page closed because the session ended (signed out elsewhere, expired, account deleted).
  const [ended] = useState(() => sessionEndMessage("customer"));
  useEffect(() => forgetSessionEnd, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SignInInput>({
    resolver: useLocalizedResolver(zodResolver(signInSchema)),
    defaultValues: { email: "", password: "" },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount, Object.keys(errors).length > 0);
  const returnTo = safeReturnPath((location.state as { from?: unknown } | null)?.from, AFTER_LOGIN);

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await signIn({ variables: values });
      const result = data?.signIn;
      if (result?.__typename === "MutationSignInSuccess") {
        storeCredentials("customer", result.data.credentials);
        navigate(returnTo, { replace: true });
      } else if (result) {
        setSummary(applyFailure(result, setError, ["email", "password"]));
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  if (loggedIn && !isSubmitting) return <Navigate to={returnTo} replace />;

  return (
    <section className="page account">
      <PageHeading eyebrow="Login">{t("nav.login")}</PageHeading>
      <div className="form-card">
        {summary ? null : <FormAlert tone="info">{ended}</FormAlert>}
        <FormAlert>{summary || (Object.keys(errors).length > 0 ? t("form.invalid") : "")}</FormAlert>
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          <TextField
            label={t("facts.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            registration={register("email")}
            error={errors.email?.message}
          />
          <TextField
            label={t("account.password")}
            type="password"
            autoComplete="current-password"
            registration={register("password")}
            error={errors.password?.message}
          />
          <div className="form__actions">
            <SubmitButton submitting={isSubmitting} pendingLabel={t("account.loggingIn")}>
              {t("nav.login")}
            </SubmitButton>
          </div>
        </form>
        <ul className="form__links">
          <li>
            <Link to="/resetpass">{t("account.forgot")}</Link>
          </li>
          <li>
            <Link to="/signup">{t("account.toSignup")}</Link>
          </li>
        </ul>
        {/* An account not confirmed yet cannot log in: its link can be mailed again from here. The
            form is rendered only when asked for, so the login form keeps the only e-mail field. */}
        <div className="account__resend">
          <button
            type="button"
            className="button--link account__resend-toggle"
            aria-expanded={resendOpen}
            onClick={() => setResendOpen((open) => !open)}
          >
            {t("account.noConfirmation")}
          </button>
          {resendOpen ? <ResendConfirmationForm /> : null}
        </div>
      </div>
    </section>
  );
}
