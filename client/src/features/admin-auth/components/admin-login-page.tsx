import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminSignInInput, adminSignInSchema } from "@shared/account";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Navigate, useLocation, useNavigate } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHeading } from "../../../components/page-heading";
import { safeReturnPath, storeCredentials } from "../../../lib/credentials";
import { useAdminLoggedIn } from "../../../lib/local-session";
import { forgetSessionEnd, sessionEndMessage } from "../../../lib/session-end";
import { SignInAdminMutation } from "../api/sign-in-admin-mutation";
import "../../../components/form/forms.css";

const AFTER_LOGIN = "/admin/order/today";

export function AdminLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAdminLoggedIn();
  const [signIn] = useMutation(SignInAdminMutation, { context: { realm: "admin" } });
  const [summary, setSummary] = useState("");
  // The password was right and the account has a second factor: the code is asked for (0049).
  const [codeAsked, setCodeAsked] = useState("");
  // A live board closed because the session ended (signed out elsewhere, expired, rights changed).
  const [ended] = useState(() => sessionEndMessage("admin"));
  useEffect(() => forgetSessionEnd, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminSignInInput>({
    resolver: zodResolver(adminSignInSchema),
    defaultValues: { email: "", password: "", otp: "" },
  });
  const from = safeReturnPath((location.state as { from?: unknown } | null)?.from, AFTER_LOGIN);
  const returnTo = from.startsWith("/admin/") ? from : AFTER_LOGIN;

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await signIn({ variables: { ...values, otp: values.otp || null } });
      const result = data?.signInAdmin;
      if (result?.__typename === "MutationSignInAdminSuccess") {
        const { administrator, credentials } = result.data;
        storeCredentials("admin", credentials, { name: administrator.name, role: administrator.role });
        navigate(returnTo, { replace: true });
      } else if (result?.__typename === "SecondFactorRequiredError") {
        setCodeAsked(result.message);
      } else if (result) {
        setSummary(applyFailure(result, setError, ["email", "password", "otp"]));
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  if (loggedIn && !isSubmitting) return <Navigate to={returnTo} replace />;

  return (
    <section className="page admin-login">
      <PageHeading eyebrow="Admin">管理者ログイン</PageHeading>
      <div className="form-card">
        {summary ? null : <FormAlert tone="info">{codeAsked || ended}</FormAlert>}
        <FormAlert>{summary}</FormAlert>
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField
            label="メールアドレス"
            type="email"
            inputMode="email"
            autoComplete="username"
            registration={register("email")}
            error={errors.email?.message}
          />
          <TextField
            label="パスワード"
            type="password"
            autoComplete="current-password"
            registration={register("password")}
            error={errors.password?.message}
          />
          {codeAsked ? (
            <TextField
              label="確認コード"
              inputMode="numeric"
              autoComplete="one-time-code"
              hint="認証アプリの6桁のコード、または回復コード"
              registration={register("otp")}
              error={errors.otp?.message}
            />
          ) : null}
          <div className="form__actions">
            <SubmitButton submitting={isSubmitting} pendingLabel="ログインしています…">
              ログイン
            </SubmitButton>
          </div>
        </form>
      </div>
    </section>
  );
}
