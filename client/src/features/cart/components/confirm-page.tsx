import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { useErrorText, useServerText } from "../../../components/form/server-text";
import { PageHeading } from "../../../components/page-heading";
import { useCart } from "../../../domain/cart/cart-hooks";
import {
  clearDraft,
  ensureIdempotencyKey,
  methodOfDraft,
  saveLastOrder,
  updateDraft,
} from "../../../domain/checkout/order-draft";
import { draftIsComplete, placeOrderInput } from "../../../domain/checkout/place-order-input";
import { QuoteProblems, QuoteSummary } from "../../../domain/checkout/quote-summary";
import { useCartQuote } from "../../../domain/checkout/use-cart-quote";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { useFormats, useT } from "../../../lib/i18n";
import { PlaceOrderMutation } from "../api/place-order-mutation";
import { CartLine } from "./cart-line";
import { CartSteps } from "./cart-steps";
import { ConfirmTerms } from "./confirm-terms";
import { OrderFacts } from "./order-facts";
import "../../../components/form/forms.css";
import "./cart.css";
import "./cart-notices.css";

/** /cart/confirm: everything once more, then 注文を確定する (placeOrder). */
export function ConfirmPage() {
  const t = useT();
  const serverText = useServerText();
  const errorText = useErrorText();
  const { yen } = useFormats();
  const { items, actions } = useCart();
  const draft = useOrderDraft();
  const method = methodOfDraft(draft);
  const navigate = useNavigate();
  const [placeOrder, { loading: placing }] = useMutation(PlaceOrderMutation);
  const [failure, setFailure] = useState("");
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  // Set once the order is placed: the emptied cart must not send the customer back to /cart.
  const placed = useRef(false);

  const { quote, updating, refetch } = useCartQuote(items, {
    method,
    slotStartsAt: draft.slotStartsAt,
    postalCode: draft.isShipping ? draft.shippingPostalCode : draft.postalCode,
    prefectureId: draft.isShipping ? draft.shippingPrefectureId : draft.prefectureId,
    address1: draft.isShipping ? draft.shippingAddress1 : draft.address1,
  });

  if (placed.current) return <p role="status">{t("confirm.placed")}</p>;
  if (items.length === 0) return <Navigate to="/cart" replace />;
  if (!draftIsComplete(draft)) return <Navigate to="/cart/info" replace />;

  const ready = quote?.orderable && !updating;

  const submit = async (expectedTotal: number) => {
    setFailure("");
    setChangedTotal(null);
    const key = ensureIdempotencyKey();
    try {
      const { data } = await placeOrder({
        variables: { input: placeOrderInput(draft, items, expectedTotal, key) },
      });
      const result = data?.placeOrder;
      if (result?.__typename === "MutationPlaceOrderSuccess") {
        const { order, paymentUrl, arrivalSecret } = result.data;
        placed.current = true;
        saveLastOrder({ code: order.code, secret: arrivalSecret });
        updateDraft({ code: order.code });
        if (paymentUrl) {
          // The cart stays until the payment is confirmed on /confirm/purchase.
          window.location.assign(paymentUrl);
          return;
        }
        actions.empty();
        clearDraft();
        navigate(`/confirm/purchase?code=${encodeURIComponent(order.code)}`, { replace: true });
      } else if (result) {
        // A slot taken meanwhile is a field error of slotStartsAt (BAD_USER_INPUT): said as such.
        const slot =
          result.__typename === "ValidationError" &&
          result.fieldErrors?.some((error) => error.field.split(".").at(-1) === "slotStartsAt");
        setFailure(serverText(slot ? { code: "slot", message: result.message } : result));
        // A typed answer: the server's new quote, never a number read out of the message.
        setChangedTotal(result.__typename === "PriceChangedError" ? result.quote.total : null);
        if (result.__typename === "PriceChangedError") void refetch();
      }
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <section className="confirm-page">
      <CartSteps current={2} />
      <PageHeading eyebrow="Confirm">{t("checkout.step.confirm")}</PageHeading>
      <h2 className="confirm-page__title">{t("confirm.items")}</h2>
      <ul className="cart-lines">
        {items.map((item, index) => (
          <CartLine key={item.id} item={item} quoted={quote?.lines[index]} readOnly />
        ))}
      </ul>
      <div className="cart-summary confirm-page__summary">
        <QuoteSummary quote={quote} updating={updating} method={method} />
        {quote?.deliveryArea ? (
          <p className="cart-summary__note">{t("confirm.area", { area: quote.deliveryArea.name })}</p>
        ) : null}
        <QuoteProblems quote={quote} />
      </div>
      <h2 className="confirm-page__title">{t("checkout.step.info")}</h2>
      <OrderFacts draft={draft} />
      <p className="confirm-page__edit">
        <Link to="/cart/info">{t("confirm.edit")}</Link>
      </p>
      <ConfirmTerms draft={draft} quote={quote} />
      {failure ? (
        <div className="form-alert form-alert--error" role="alert" data-testid="order-failure">
          <p>{failure}</p>
          {changedTotal !== null ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void submit(changedTotal)}
              disabled={placing}
            >
              {t("confirm.orderAtNewTotal", { total: yen(changedTotal) })}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="form__actions confirm-page__actions">
        <button
          type="button"
          className="button button--primary button--block confirm-page__submit"
          disabled={!ready || placing}
          aria-busy={placing || undefined}
          onClick={() => quote && void submit(quote.total)}
        >
          {placing
            ? t("confirm.sending")
            : draft.paymentMethod === "CARD"
              ? t("confirm.placeAndPay")
              : t("confirm.place")}
        </button>
        <Link to="/cart" className="button button--ghost button--block">
          {t("checkout.backToCart")}
        </Link>
      </div>
    </section>
  );
}
