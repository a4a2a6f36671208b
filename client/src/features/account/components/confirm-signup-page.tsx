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

type State =
  | { step: "confirming" }
  | { step: "done"; name: string }
  | { step: "confirmed-before"; message: string }
  | { step: "failed"; message: string };

const MISSING_TOKEN = "確認用のリンクが正しくありません。メールに記載されたリンクをもう一度開いてください";

export function ConfirmSignupPage() {
  const [params] = useSearchParams();
  const token = params.get("confirmation_token") ?? "";
  const [confirm] = useMutation(ConfirmSignUpMutation);
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
            message: result && "message" in result ? result.message : MISSING_TOKEN,
          });
        }
      })
      .catch((error: unknown) => setState({ step: "failed", message: messageOfError(error) }));
  }, [token, confirm]);

  return (
    <section className="page account">
      <PageHeading eyebrow="Sign up">会員登録の確認</PageHeading>
      <div className="form-card account__sent">
        {state.step === "confirming" ? (
          <p role="status" aria-busy="true">
            メールアドレスを確認しています…
          </p>
        ) : null}
        {state.step === "done" ? (
          <>
            <FormAlert tone="success">会員登録が完了しました</FormAlert>
            <p>
              {state.name} 様、ご登録ありがとうございます。
              <br />
              ログインした状態になりました。
            </p>
            <Link className="button button--primary button--block" to="/mypage/info">
              マイページへ
            </Link>
            <p>
              <Link to="/menu">メニューを見る</Link>
            </p>
          </>
        ) : null}
        {state.step === "confirmed-before" ? (
          <>
            <FormAlert tone="info">{state.message}</FormAlert>
            <Link className="button button--primary button--block" to="/login">
              ログインへ
            </Link>
          </>
        ) : null}
        {state.step === "failed" ? (
          <>
            <FormAlert>{state.message}</FormAlert>
            <p>確認メールを再送して、新しいリンクからお手続きください。</p>
            <hr className="account__divider" />
            <ResendConfirmationForm />
          </>
        ) : null}
      </div>
    </section>
  );
}
