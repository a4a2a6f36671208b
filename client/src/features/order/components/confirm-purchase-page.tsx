import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { cartActions } from "../../../domain/cart/cart-store";
import { clearDraft, updateDraft } from "../../../domain/checkout/order-draft";
import { ConfirmPaymentMutation } from "../api/confirm-payment-mutation";
import { PlacedOrderDetails } from "./placed-order-details";
import "./purchase-page.css";

/**
 * /confirm/purchase: the end of checkout. Back from the payment page the query carries code,
 * sbpayment_tracking_id, amount, result and signature, which confirmPayment checks; after an order
 * paid at the shop it carries only the code.
 */
export function ConfirmPurchasePage() {
  const [params] = useSearchParams();
  const code = params.get("code") ?? "";
  const trackingId = params.get("sbpayment_tracking_id");
  return (
    <section className="purchase-page">
      {!code ? (
        <>
          <PageHeading eyebrow="Order">ご注文の確定</PageHeading>
          <FormAlert>
            ご注文番号が見つかりません。確認メールをご覧いただくか、お店にお問い合わせください。
          </FormAlert>
        </>
      ) : trackingId ? (
        <PaymentResult code={code} trackingId={trackingId} params={params} />
      ) : (
        <>
          <PageHeading eyebrow="Order">ご注文の確定</PageHeading>
          <PlacedOrder code={code} lead="ご注文ありがとうございます。" />
        </>
      )}
    </section>
  );
}

function PlacedOrder({ code, lead }: { code: string; lead: string }) {
  return (
    <>
      <PlacedOrderDetails code={code} lead={lead} />
      <p className="purchase-page__actions">
        <Link to="/" className="button button--ghost">
          トップへ戻る
        </Link>
      </p>
    </>
  );
}

type PaymentState =
  | { kind: "pending" }
  | { kind: "done"; paid: boolean; message: string }
  | { kind: "failed"; message: string };

function PaymentResult({
  code,
  trackingId,
  params,
}: {
  code: string;
  trackingId: string;
  params: URLSearchParams;
}) {
  const [confirmPayment] = useMutation(ConfirmPaymentMutation);
  const [state, setState] = useState<PaymentState>({ kind: "pending" });
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (the mutation is idempotent on the server, but one call is enough).
    if (started.current) return;
    started.current = true;
    const amount = Number(params.get("amount"));
    confirmPayment({
      variables: {
        code,
        trackingId,
        amount: Number.isInteger(amount) ? amount : -1,
        result: params.get("result") ?? "",
        signature: params.get("signature") ?? "",
      },
    })
      .then(({ data }) => {
        const result = data?.confirmPayment;
        if (result?.__typename === "MutationConfirmPaymentSuccess") {
          const { paid, message } = result.data;
          if (paid) {
            cartActions.empty();
            clearDraft();
          } else {
            // Declined: the order is cancelled; a new attempt needs a new key.
            updateDraft({ idempotencyKey: "", code: "" });
          }
          setState({ kind: "done", paid, message });
        } else {
          setState({ kind: "failed", message: result?.message ?? "お支払いを確認できませんでした" });
        }
      })
      .catch((error: unknown) => setState({ kind: "failed", message: messageOfError(error) }));
  }, [code, trackingId, params, confirmPayment]);

  if (state.kind === "pending")
    return (
      <>
        <PageHeading eyebrow="Payment">お支払いの確認</PageHeading>
        <p role="status">お支払いを確認しています…</p>
      </>
    );
  // A declined or unconfirmed payment is not an order placed: never under 「ご注文の確定」.
  if (state.kind === "failed" || !state.paid)
    return (
      <div className="purchase-page__failed">
        <PageHeading eyebrow="Payment">お支払いができませんでした</PageHeading>
        <FormAlert>{state.message}</FormAlert>
        <Link to="/cart/confirm" className="button button--primary">
          ご注文内容の確認に戻る
        </Link>
      </div>
    );
  return (
    <>
      <PageHeading eyebrow="Order">ご注文の確定</PageHeading>
      <PlacedOrder
        code={code}
        lead={state.message || "お支払いが完了しました。ご注文ありがとうございます。"}
      />
    </>
  );
}
