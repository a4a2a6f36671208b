import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { formatTime } from "../../../lib/tokyo-format";
import { MarkArrivedMutation } from "../api/mark-arrived-mutation";
import "./cart.css";

/** /cart/arrive/{code}?secret=…: the link in the confirmation mail for a pickup by car. */
export function ArrivePage() {
  const { id: code = "" } = useParams();
  const [params] = useSearchParams();
  const secret = params.get("secret") ?? "";
  const [markArrived, { loading }] = useMutation(MarkArrivedMutation);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const arrive = async () => {
    setResult(null);
    try {
      const { data } = await markArrived({ variables: { code, secret } });
      const answer = data?.markArrived;
      if (answer?.__typename === "MutationMarkArrivedSuccess") {
        const at = answer.data.arrivedAt ? `（${formatTime(String(answer.data.arrivedAt))}）` : "";
        setResult({ ok: true, message: `到着をお店に伝えました${at}。スタッフがお車までお持ちします。` });
      } else {
        setResult({ ok: false, message: answer?.message ?? "到着を伝えられませんでした" });
      }
    } catch (error) {
      setResult({ ok: false, message: messageOfError(error) });
    }
  };

  return (
    <section className="arrive-page">
      <PageHeading eyebrow="Arrival">到着のお知らせ</PageHeading>
      {!code || !secret ? (
        <p className="form-alert form-alert--error" role="alert">
          ご注文の確認メールにあるリンクから開いてください。
        </p>
      ) : (
        <>
          <p>
            ご注文番号 <strong>{code}</strong>
          </p>
          <p>お店の駐車場に着いたら、下のボタンを押してください。スタッフが商品をお車までお持ちします。</p>
          {result?.ok ? null : (
            <button
              type="button"
              className="button button--primary arrive-page__button"
              onClick={() => void arrive()}
              disabled={loading}
              aria-busy={loading || undefined}
            >
              {loading ? "送信中…" : "到着しました"}
            </button>
          )}
          {result ? (
            <p
              className={result.ok ? "form-alert form-alert--success" : "form-alert form-alert--error"}
              role={result.ok ? "status" : "alert"}
            >
              {result.message}
            </p>
          ) : null}
        </>
      )}
      <p className="arrive-page__back">
        <Link to="/">トップへ</Link>
      </p>
    </section>
  );
}
