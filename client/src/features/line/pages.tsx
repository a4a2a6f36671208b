// /line/callback: where LINE Login sends the browser back. The server checks the attempt (state, then
// the ID token's nonce) and links; a guest's ticket goes into the order draft for the checkout.
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "../../components/form/form-alert";
import { messageOfError } from "../../components/form/server-errors";
import { PageHeading } from "../../components/page-heading";
import { updateDraft } from "../../domain/checkout/order-draft";
import { CompleteLineLinkMutation } from "../../domain/line/line-api";

export function LineCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [complete] = useMutation(CompleteLineLinkMutation);
  const [problem, setProblem] = useState("");
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = params.get("state");
    if (!state) {
      setProblem("LINE連携の情報が見つかりません。もう一度お試しください");
      return;
    }
    complete({
      variables: { state, code: params.get("code"), error: params.get("error") },
    })
      .then(({ data }) => {
        const result = data?.completeLineLink;
        if (result?.__typename !== "MutationCompleteLineLinkSuccess") {
          setProblem(result && "message" in result ? result.message : "LINE連携を確認できませんでした");
          return;
        }
        const { returnTo, cancelled, ticket } = result.data;
        if (ticket) updateDraft({ lineTicket: ticket });
        const flash = cancelled
          ? "LINE連携はキャンセルされました"
          : ticket
            ? "LINEでもお知らせします"
            : "LINEと連携しました";
        navigate(returnTo === "/mypage" ? "/mypage/info" : returnTo, { replace: true, state: { flash } });
      })
      .catch((failure) => setProblem(messageOfError(failure)));
  }, [params, complete, navigate]);

  return (
    <section className="page">
      <PageHeading>LINE連携</PageHeading>
      {problem ? (
        <>
          <FormAlert>{problem}</FormAlert>
          <p>
            <Link to="/cart/info">ご注文手続きに戻る</Link>　<Link to="/mypage/info">マイページへ</Link>
          </p>
        </>
      ) : (
        <p className="page__note" aria-busy="true">
          LINE連携を確認しています…
        </p>
      )}
    </section>
  );
}
