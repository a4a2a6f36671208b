import { useMutation, useQuery } from "@apollo/client/react";
import { prefectureById } from "@shared/constants";
import { formatTaxIncluded, formatYen } from "@shared/pricing";
import { useRef, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { useCart } from "../../../domain/cart/cart-hooks";
import {
  clearDraft,
  ensureIdempotencyKey,
  methodOfDraft,
  saveLastOrder,
  updateDraft,
} from "../../../domain/checkout/order-draft";
import { missingForMinimum, orderTotals } from "../../../domain/checkout/order-totals";
import { draftIsComplete, newTotalIn, placeOrderInput } from "../../../domain/checkout/place-order-input";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { CartMenuQuery } from "../api/cart-menu-query";
import { DeliveryAreaQuery } from "../api/delivery-area-query";
import { PlaceOrderMutation } from "../api/place-order-mutation";
import { CartLine } from "./cart-line";
import { CartSteps } from "./cart-steps";
import { OrderFacts } from "./order-facts";
import { TotalsTable } from "./totals-table";
import "../../../components/form/forms.css";
import "./cart.css";

/** /cart/confirm: everything once more, then 注文を確定する (placeOrder). */
export function ConfirmPage() {
  const { items, actions } = useCart();
  const draft = useOrderDraft();
  const method = methodOfDraft(draft);
  const navigate = useNavigate();
  const [placeOrder, { loading: placing }] = useMutation(PlaceOrderMutation);
  const [failure, setFailure] = useState("");
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  // Set once the order is placed: the emptied cart must not send the customer back to /cart.
  const placed = useRef(false);

  const menu = useQuery(CartMenuQuery, { variables: { method } });
  const delivery = method === "DELIVERY";
  const where = draft.isShipping
    ? {
        postalCode: draft.shipping_postal_code,
        prefectureId: draft.shipping_prefecture_id,
        line: draft.shipping_address1,
      }
    : { postalCode: draft.postal_code, prefectureId: draft.prefecture_id, line: draft.address1 };
  const area = useQuery(DeliveryAreaQuery, {
    variables: {
      postalCode: where.postalCode,
      address: `${where.prefectureId ? (prefectureById(where.prefectureId)?.name ?? "") : ""}${where.line}`,
    },
    skip: !delivery,
  });

  if (placed.current) return <p role="status">ご注文を承りました…</p>;
  if (items.length === 0) return <Navigate to="/cart" replace />;
  if (!draftIsComplete(draft)) return <Navigate to="/cart/info" replace />;

  const taxRate = menu.data?.menu.taxRate;
  const deliveryArea = area.data?.deliveryAreaFor;
  const outsideArea = delivery && area.data && !deliveryArea;
  const totals = orderTotals(items, taxRate ?? 8, deliveryArea?.fee ?? 0);
  const missing = deliveryArea ? missingForMinimum(totals.itemsWithTax, deliveryArea.minimumOrder) : 0;
  const ready = taxRate !== undefined && (!delivery || Boolean(deliveryArea)) && missing === 0;

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
        updateDraft({ code: order.code, total_price: order.total });
        if (paymentUrl) {
          // The cart stays until the payment is confirmed on /confirm/purchase.
          window.location.assign(paymentUrl);
          return;
        }
        actions.empty();
        clearDraft();
        navigate(`/confirm/purchase?code=${encodeURIComponent(order.code)}`, { replace: true });
      } else if (result) {
        setFailure(result.message);
        setChangedTotal(newTotalIn(result.message));
      }
    } catch (error) {
      setFailure(messageOfError(error));
    }
  };

  return (
    <section className="confirm-page">
      <CartSteps current={2} />
      <PageHeading eyebrow="Confirm">ご注文内容の確認</PageHeading>
      <h2 className="confirm-page__title">ご注文の商品</h2>
      <ul className="cart-lines">
        {items.map((item) => (
          <CartLine key={item.id} item={item} readOnly />
        ))}
      </ul>
      <div className="cart-summary confirm-page__summary">
        <TotalsTable totals={totals} showShipping={delivery} />
        {deliveryArea ? (
          <p className="cart-summary__note">
            配達エリア：{deliveryArea.name}（配達料 {formatTaxIncluded(deliveryArea.feeWithTax)}）
          </p>
        ) : null}
        {outsideArea ? (
          <p className="cart-minimum cart-minimum--short" role="alert">
            お届け先が配達エリア外です。住所をご確認いただくか、テイクアウトをご利用ください。
          </p>
        ) : null}
        {missing > 0 && deliveryArea ? (
          <p className="cart-minimum cart-minimum--short" role="alert">
            このエリアの最低注文金額は {formatTaxIncluded(deliveryArea.minimumOrder)} です。あと{" "}
            {formatYen(missing)} でご注文いただけます。
          </p>
        ) : null}
      </div>
      <h2 className="confirm-page__title">お客様情報</h2>
      <OrderFacts draft={draft} />
      <p className="confirm-page__edit">
        <Link to="/cart/info">入力内容を修正する</Link>
      </p>
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
              新しい合計 {formatYen(changedTotal)} で注文する
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
          onClick={() => void submit(totals.total)}
        >
          {placing
            ? "ご注文を送信しています…"
            : draft.isPayment
              ? "注文を確定してお支払いへ"
              : "注文を確定する"}
        </button>
        <Link to="/cart" className="button button--ghost button--block">
          カートに戻る
        </Link>
      </div>
    </section>
  );
}
