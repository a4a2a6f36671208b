import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { formatSlot, formatTime } from "../../../lib/tokyo-format";
import { MarkArrivedMutation } from "../api/mark-arrived-mutation";
import { OrderArrivalQuery } from "../api/order-arrival-query";
import "./cart.css";

/** What staff do once told, by car or at the counter. */
const NEXT = {
  car: "スタッフが商品をお車までお持ちします。",
  counter: "店頭でご注文番号をお伝えください。",
};

/**
 * /cart/arrive/{code}?secret=…: the link in the confirmation mail. The order is read on load (the
 * server's record), so a wrong link, a notice already given (after a reload too) and a pickup that
 * cannot be announced yet are told before any tap; only a car pickup speaks of the car.
 */
export function ArrivePage() {
  const { id: code = "" } = useParams();
  const [params] = useSearchParams();
  const secret = params.get("secret") ?? "";
  const complete = Boolean(code && secret);
  const {
    data,
    loading: reading,
    error: readError,
    refetch,
  } = useQuery(OrderArrivalQuery, {
    variables: { code, secret },
    skip: !complete,
    fetchPolicy: "network-only",
  });
  const [markArrived, { loading }] = useMutation(MarkArrivedMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = data?.orderArrival;
  const state = answer?.__typename === "QueryOrderArrivalSuccess" ? answer.data : null;
  const linkError = !complete
    ? "ご注文の確認メールにあるリンクから開いてください。"
    : answer && answer.__typename !== "QueryOrderArrivalSuccess"
      ? `${answer.message}。ご注文の確認メールにあるリンクから開いてください。`
      : readError
        ? messageOfError(readError)
        : null;

  const arrive = async () => {
    setFailure(null);
    try {
      const { data: result } = await markArrived({ variables: { code, secret } });
      const marked = result?.markArrived;
      if (marked?.__typename === "MutationMarkArrivedSuccess") await refetch();
      else setFailure(marked?.message ?? "到着を伝えられませんでした");
    } catch (error) {
      setFailure(messageOfError(error));
    }
  };

  const next = state?.useCar ? NEXT.car : NEXT.counter;
  return (
    <section className="arrive-page">
      <PageHeading eyebrow="Arrival">到着のお知らせ</PageHeading>
      {linkError ? (
        <p className="form-alert form-alert--error" role="alert" data-testid="arrive-link-error">
          {linkError}
        </p>
      ) : reading && !state ? (
        <p role="status">ご注文を確認しています…</p>
      ) : state ? (
        <>
          <p>
            ご注文番号 <strong>{state.code}</strong>
            <br />
            お受け取り {formatSlot(String(state.slotStartsAt), String(state.slotEndsAt))}
          </p>
          {state.arrivedAt ? (
            <p className="form-alert form-alert--success" role="status">
              到着をお伝えしました（{formatTime(String(state.arrivedAt))}）。{next}
            </p>
          ) : state.refusal ? (
            <p className="form-alert form-alert--info" role="status">
              {state.refusal}
            </p>
          ) : (
            <>
              <p>
                {state.useCar
                  ? "お店の駐車場に着いたら、下のボタンを押してください。スタッフが商品をお車までお持ちします。"
                  : "お店に着いたら、下のボタンを押してください。お店にお知らせが届きます。"}
              </p>
              <button
                type="button"
                className="button button--primary arrive-page__button"
                onClick={() => void arrive()}
                disabled={loading}
                aria-busy={loading || undefined}
              >
                {loading ? "送信中…" : "到着しました"}
              </button>
            </>
          )}
          {failure ? (
            <p className="form-alert form-alert--error" role="alert">
              {failure}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="arrive-page__back">
        <Link to="/">トップへ</Link>
      </p>
    </section>
  );
}
