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
import { useLanguage, useT } from "../../../lib/i18n";

/**
 * /confirm/purchase: the end of checkout. Back from the payment page the query carries code,
 * sbpayment_tracking_id, amount, result and signature, which confirmPayment checks; after an order
 * paid at the shop it carries only the code.
 */
export function ConfirmPurchasePage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get("code") ?? "";
  const trackingId = params.get("sbpayment_tracking_id");
  return (
    <section className="purchase-page">
      {!code ? (
        <>
          <PageHeading eyebrow="Order">{t("purchase.title")}</PageHeading>
          <FormAlert>{t("purchase.noCode")}</FormAlert>
        </>
      ) : trackingId ? (
        <PaymentResult code={code} trackingId={trackingId} params={params} />
      ) : (
        <>
          <PageHeading eyebrow="Order">{t("purchase.title")}</PageHeading>
          <PlacedOrder code={code} lead={t("purchase.thanks")} />
        </>
      )}
    </section>
  );
}

function PlacedOrder({ code, lead }: { code: string; lead: string }) {
  const t = useT();
  return (
    <>
      <PlacedOrderDetails code={code} lead={lead} />
      <p className="purchase-page__actions">
        <Link to="/" className="button button--ghost">
          {t("common.backToTop")}
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
  const t = useT();
  const language = useLanguage();
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
          setState({ kind: "failed", message: result?.message ?? t("purchase.notConfirmed") });
        }
      })
      .catch((error: unknown) => setState({ kind: "failed", message: messageOfError(error) }));
  }, [code, trackingId, params, confirmPayment, t]);

  if (state.kind === "pending")
    return (
      <>
        <PageHeading eyebrow="Payment">{t("purchase.checkingTitle")}</PageHeading>
        <p role="status">{t("purchase.checking")}</p>
      </>
    );
  // A declined or unconfirmed payment is not an order placed: never under 「ご注文の確定」.
  if (state.kind === "failed" || !state.paid)
    return (
      <div className="purchase-page__failed">
        <PageHeading eyebrow="Payment">{t("purchase.failedTitle")}</PageHeading>
        <FormAlert>{state.message}</FormAlert>
        <Link to="/cart/confirm" className="button button--primary">
          {t("purchase.backToConfirm")}
        </Link>
      </div>
    );
  return (
    <>
      <PageHeading eyebrow="Order">{t("purchase.title")}</PageHeading>
      <PlacedOrder code={code} lead={(language === "ja" && state.message) || t("purchase.paidThanks")} />
    </>
  );
}
