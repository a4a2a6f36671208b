import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { clearCredentials } from "../../../lib/credentials";
import { ConfirmEmailChangeMutation } from "../api/confirm-email-change-mutation";
import "./account.css";
import { useRichT, useT } from "../../../lib/i18n";

type State = { step: "confirming" } | { step: "done"; email: string } | { step: "failed"; message: string };

/** /confirm/email?token=…: the link mailed to a new address; the change applies here (decision 0018). */
export function ConfirmEmailPage() {
  const t = useT();
  const rich = useRichT();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [confirm] = useMutation(ConfirmEmailChangeMutation);
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
        const result = data?.confirmEmailChange;
        if (result?.__typename === "MutationConfirmEmailChangeSuccess") {
          // Every device signs in again with the new address.
          clearCredentials("customer");
          setState({ step: "done", email: result.data.email });
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
      <PageHeading eyebrow="Account">{t("title.confirmEmail")}</PageHeading>
      <div className="form-card account__sent">
        {state.step === "confirming" ? (
          <p role="status" aria-busy="true">
            {t("confirmLink.checking")}
          </p>
        ) : null}
        {state.step === "done" ? (
          <>
            <FormAlert tone="success">{t("confirmEmail.done")}</FormAlert>
            <p>{t("confirmEmail.logIn", { email: state.email })}</p>
            <Link className="button button--primary button--block" to="/login">
              {t("confirmEmail.logInButton")}
            </Link>
          </>
        ) : null}
        {state.step === "failed" ? (
          <>
            <FormAlert>{state.message}</FormAlert>
            <p>
              {rich("confirmEmail.again", { link: (chunks) => <Link to="/mypage/info/edit">{chunks}</Link> })}
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
