import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { clearCredentials } from "../../../lib/credentials";
import { ConfirmEmailChangeMutation } from "../api/confirm-email-change-mutation";
import "./account.css";

type State = { step: "confirming" } | { step: "done"; email: string } | { step: "failed"; message: string };

const MISSING_TOKEN = "確認用のリンクが正しくありません。メールに記載されたリンクをもう一度開いてください";

/** /confirm/email?token=…: the link mailed to a new address; the change applies here (decision 0018). */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [confirm] = useMutation(ConfirmEmailChangeMutation);
  const [state, setState] = useState<State>(
    token ? { step: "confirming" } : { step: "failed", message: MISSING_TOKEN },
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
            message: result && "message" in result ? result.message : MISSING_TOKEN,
          });
        }
      })
      .catch((error: unknown) => setState({ step: "failed", message: messageOfError(error) }));
  }, [token, confirm]);

  return (
    <section className="page account">
      <PageHeading eyebrow="Account">メールアドレス変更の確認</PageHeading>
      <div className="form-card account__sent">
        {state.step === "confirming" ? (
          <p role="status" aria-busy="true">
            メールアドレスを確認しています…
          </p>
        ) : null}
        {state.step === "done" ? (
          <>
            <FormAlert tone="success">メールアドレスの変更が完了しました</FormAlert>
            <p>
              新しいメールアドレス（{state.email}
              ）でログインしてください。ほかの端末でもログアウトされています。
            </p>
            <Link className="button button--primary button--block" to="/login">
              ログインする
            </Link>
          </>
        ) : null}
        {state.step === "failed" ? (
          <>
            <FormAlert>{state.message}</FormAlert>
            <p>
              <Link to="/mypage/info/edit">会員情報の変更</Link>
              から、もう一度メールアドレスを変更してください。
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
