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
import { useLanguage, useT } from "../../lib/i18n";

export function LineCallbackPage() {
  const t = useT();
  const language = useLanguage();
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
      setProblem(t("lineCallback.noState"));
      return;
    }
    complete({
      variables: { state, code: params.get("code"), error: params.get("error") },
    })
      .then(({ data }) => {
        const result = data?.completeLineLink;
        if (result?.__typename !== "MutationCompleteLineLinkSuccess") {
          // The server's reasons are Japanese: another language reads the catalogue's words.
          const reason = result && "message" in result && language === "ja" ? result.message : "";
          setProblem(reason || t("lineCallback.failed"));
          return;
        }
        const { returnTo, cancelled, ticket } = result.data;
        if (ticket) updateDraft({ lineTicket: ticket });
        const flash = cancelled
          ? t("lineCallback.cancelled")
          : ticket
            ? t("lineCallback.ticket")
            : t("lineCallback.linked");
        navigate(returnTo === "/mypage" ? "/mypage/info" : returnTo, { replace: true, state: { flash } });
      })
      .catch((failure) => setProblem(messageOfError(failure)));
  }, [params, complete, navigate, t, language]);

  return (
    <section className="page">
      <PageHeading>{t("title.lineLink")}</PageHeading>
      {problem ? (
        <>
          <FormAlert>{problem}</FormAlert>
          <p>
            <Link to="/cart/info">{t("lineCallback.toCheckout")}</Link>　
            <Link to="/mypage/info">{t("confirmSignup.toMypage")}</Link>
          </p>
        </>
      ) : (
        <p className="page__note" aria-busy="true">
          {t("lineCallback.checking")}
        </p>
      )}
    </section>
  );
}
