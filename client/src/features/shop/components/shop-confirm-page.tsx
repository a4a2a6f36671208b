import { useMutation } from "@apollo/client/react";
import { SHOP_ORDER_LABELS, SHOP_PAYMENT_LABELS } from "@shared/shop-order";
import { useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { useCart } from "../../../domain/cart/cart-hooks";
import { orderItemsOf } from "../../../domain/checkout/place-order-input";
import { QuoteProblems, QuoteSummary } from "../../../domain/checkout/quote-summary";
import { useCartQuote } from "../../../domain/checkout/use-cart-quote";
import { PlaceShopOrderMutation } from "../api/place-shop-order-mutation";
import { readDraft, writeDraft } from "../shop-draft";
import { ShopLines } from "./shop-lines";

export function ShopConfirmPage() {
  const { items, actions } = useCart();
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const { quote, updating } = useCartQuote(items, { method: "TAKEOUT" });
  const [place, { loading }] = useMutation(PlaceShopOrderMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // Set once placed: the emptied cart must not send the page back to /shop/cart.
  const placed = useRef(false);
  if (items.length === 0 && !placed.current) return <Navigate to="/shop/cart" replace />;
  if (!draft) return <Navigate to="/shop/cart/info" replace />;
  const phone = draft.kind === "PHONE";
  const pickupNow = !phone && draft.pickup === "NOW";

  const submit = async () => {
    if (!quote) return;
    setFailure(null);
    const answer = await place({
      variables: {
        input: {
          idempotencyKey: draft.idempotencyKey,
          kind: draft.kind,
          name: draft.name || null,
          tel: phone ? draft.tel : null,
          email: phone && draft.email ? draft.email : null,
          slotStartsAt: pickupNow ? null : draft.slotStartsAt,
          payment: phone ? null : draft.payment,
          note: draft.note.trim() || null,
          items: orderItemsOf(items),
          expectedTotal: quote.total,
        },
      },
    }).catch(() => null);
    const result = answer?.data?.placeShopOrder;
    if (result?.__typename === "MutationPlaceShopOrderSuccess") {
      placed.current = true;
      actions.empty();
      writeDraft(null);
      navigate("/shop/purchase", { replace: true, state: { code: result.data.order.code } });
      return;
    }
    setFailure(
      result && "message" in result
        ? result.message
        : "注文を送信できませんでした。通信環境とログイン状態をご確認ください",
    );
  };

  return (
    <div className="shop-page container">
      <h1 className="shop-page__title">ご注文内容の確認</h1>
      <dl className="shop-facts">
        <div>
          <dt>種類</dt>
          <dd>{SHOP_ORDER_LABELS[draft.kind]}</dd>
        </div>
        <div>
          <dt>お名前</dt>
          <dd>{draft.name || "（なし）"}</dd>
        </div>
        {phone ? (
          <div>
            <dt>電話番号</dt>
            <dd>{draft.tel}</dd>
          </div>
        ) : null}
        <div>
          <dt>受け取り</dt>
          <dd>{pickupNow ? "今すぐ（次の受け取り枠）" : draft.slotLabel}</dd>
        </div>
        {draft.note.trim() ? (
          <div>
            <dt>備考</dt>
            <dd>{draft.note}</dd>
          </div>
        ) : null}
        <div>
          <dt>お支払い</dt>
          <dd>{phone ? "受け取り時に店頭で" : `${SHOP_PAYMENT_LABELS[draft.payment]}（店頭でお預かり）`}</dd>
        </div>
      </dl>
      <ShopLines items={items} quote={quote} />
      <QuoteProblems quote={quote} />
      <QuoteSummary quote={quote} updating={updating} method="TAKEOUT" />
      {failure ? (
        <p className="form-alert form-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="shop-actions">
        <button type="button" className="shop-button" onClick={() => navigate("/shop/cart/info")}>
          修正する
        </button>
        <button
          type="button"
          className="shop-button shop-button--primary"
          disabled={loading || !quote?.orderable || updating}
          onClick={() => void submit()}
        >
          {loading ? "送信しています…" : "注文を確定する"}
        </button>
      </div>
    </div>
  );
}
