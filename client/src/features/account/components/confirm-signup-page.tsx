import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { storeCredentials } from "../../../lib/credentials";
import { ConfirmSignUpMutation } from "../api/confirm-sign-up-mutation";
import { ResendConfirmationForm } from "./resend-confirmation-form";
import "./account.css";
import { useT } from "../../../lib/i18n";

type State =
  | { step: "confirming" }
  | { step: "done"; name: string }
  | { step: "confirmed-before"; message: string }
  | { step: "failed"; message: string };

export function ConfirmSignupPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("confirmation_token") ?? "";
  const [confirm] = useMutation(ConfirmSignUpMutation);
  const [state, setState] = useState<State>(
    token ? { step: "confirming" } : { step: "failed", message: t("confirmLink.missing") },
  );
  // The token is single-use: confirm once per token, even when effects run twice in development.
  const confirmed = useRef<string | null>(null);

  useEffect(() => {
    if (!token || confirmed.current === token) return;
    confirmed.current = token;
    confirm({ variables: { token } })
      .then(({ data }) => {
        const result = data?.confirmSignUp;
        if (result?.__typename === "MutationConfirmSignUpSuccess") {
          storeCredentials("customer", result.data.credentials);
          const { lastName, firstName } = result.data.customer;
          setState({ step: "done", name: `${lastName} ${firstName}` });
        } else if (result?.__typename === "ConflictError") {
          // The account was confirmed already (this link used before): nothing to resend.
          setState({ step: "confirmed-before", message: result.message });
        } else {
          setState({
            step: "failed",
            message: result && "message" in result ? result.message : t("confirmLink.missing"),
          });
        }
      })
      .catch((error: unknown) => setState({ step: "failed", message: messageOfError(error) }));
  }, [token, confirm, t]);

  return (
    <section className="page account">
      <PageHeading eyebrow="Sign up">{t("title.confirmSignup")}</PageHeading>
      <div className="form-card account__sent">
        {state.step === "confirming" ? (
          <p role="status" aria-busy="true">
            {t("confirmLink.checking")}
          </p>
        ) : null}
        {state.step === "done" ? (
          <>
            <FormAlert tone="success">{t("confirmSignup.done")}</FormAlert>
            <p>
              {t("confirmSignup.thanks", { name: state.name })}
              <br />
              {t("confirmSignup.loggedIn")}
            </p>
            <Link className="button button--primary button--block" to="/mypage/info">
              {t("confirmSignup.toMypage")}
            </Link>
            <p>
              <Link to="/menu">{t("home.seeMenu")}</Link>
            </p>
          </>
        ) : null}
        {state.step === "confirmed-before" ? (
          <>
            <FormAlert tone="info">{state.message}</FormAlert>
            <Link className="button button--primary button--block" to="/login">
              {t("confirmSignup.toLogin")}
            </Link>
          </>
        ) : null}
        {state.step === "failed" ? (
          <>
            <FormAlert>{state.message}</FormAlert>
            <p>{t("confirmSignup.resend")}</p>
            <hr className="account__divider" />
            <ResendConfirmationForm />
          </>
        ) : null}
      </div>
    </section>
  );
}
