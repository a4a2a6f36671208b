import { useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { NewPasswordForm } from "./new-password-form";
import { PasswordResetRequestForm } from "./password-reset-request-form";
import "./account.css";
import { useT } from "../../../lib/i18n";

/**
 * Without a token: ask for the address and mail a link. The mailed link comes back here with
 * `uid`, `client` and `access-token` in the query: then choose the new password.
 */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const accessToken = params.get("access-token");
  const uid = params.get("uid");
  return (
    <section className="page account">
      <PageHeading eyebrow="Password">{t("title.resetPassword")}</PageHeading>
      <div className="form-card">
        {accessToken && uid ? (
          <NewPasswordForm uid={uid} accessToken={accessToken} />
        ) : (
          <PasswordResetRequestForm />
        )}
      </div>
    </section>
  );
}
