import { useMutation, useQuery } from "@apollo/client/react";
import { formatYen } from "@shared/pricing";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCart } from "../../../domain/cart/cart-hooks";
import { orderItemsOf } from "../../../domain/checkout/place-order-input";
import { QuoteProblems } from "../../../domain/checkout/quote-summary";
import { useCartQuote } from "../../../domain/checkout/use-cart-quote";
import { formatDay, tokyoDay } from "../../../lib/tokyo-format";
import { PlaceShopOrderMutation } from "../api/place-shop-order-mutation";
import { ShopSlotsQuery } from "../api/shop-slots-query";
import { ShopLines } from "../components/shop-lines";
import { laterPickup } from "./after-hours";

const newKey = () => crypto.randomUUID();

/**
 * The running order: its lines and total from the server's quote, and the button that places it
 * as a counter order for now (paid right after, on the next screen). Beside the tiles on a wide screen; a bottom sheet
 * (the lines folded away) on a narrow one.
 */
export function ShopOrderPanel() {
  const { items, count, actions } = useCart();
  const navigate = useNavigate();
  const { quote, updating, failure: quoteFailure } = useCartQuote(items, { method: "TAKEOUT" });
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(newKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [place, { loading }] = useMutation(PlaceShopOrderMutation);
  const empty = items.length === 0;
  const slots = useQuery(ShopSlotsQuery, { fetchPolicy: "cache-and-network" });
  const later = laterPickup(slots.data?.displayTimes.days ?? [], tokyoDay(new Date()));

  const submit = async () => {
    if (!quote) return;
    setFailure(null);
    const answer = await place({
      variables: {
        input: {
          idempotencyKey: key,
          kind: "COUNTER",
          slotStartsAt: later?.startsAt ?? null,
          items: orderItemsOf(items),
          expectedTotal: quote.total,
        },
      },
    }).catch(() => null);
    const result = answer?.data?.placeShopOrder;
    if (result?.__typename === "MutationPlaceShopOrderSuccess") {
      actions.empty();
      setKey(newKey());
      navigate("/shop/purchase", { state: { code: result.data.order.code } });
      return;
    }
    setFailure(
      result && "message" in result
        ? result.message
        : "注文を送信できませんでした。通信環境とログイン状態をご確認ください",
    );
  };

  return (
    <section className={`shop-sheet${open ? " shop-sheet--open" : ""}`} aria-labelledby="shop-sheet-title">
      <div className="shop-sheet__head">
        <h2 id="shop-sheet-title" className="shop-sheet__title">
          ご注文 <span data-testid="shop-order-count">{count}点</span>
        </h2>
        <button
          type="button"
          className="shop-button shop-sheet__toggle"
          aria-expanded={open}
          aria-controls="shop-sheet-body"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "内容を閉じる" : "内容を見る"}
        </button>
      </div>
      <div id="shop-sheet-body" className="shop-sheet__body">
        {empty ? (
          <p className="shop-note">商品のタイルをタップすると、ここに追加されます。</p>
        ) : (
          <ShopLines items={items} quote={quote} actions={actions} />
        )}
        <QuoteProblems quote={quote} />
        <Link to="/shop/cart/info" className="shop-sheet__phone">
          電話注文・受け取り時間の指定はこちら
        </Link>
      </div>
      {later ? (
        <p className="shop-note shop-sheet__later" data-testid="shop-later-pickup">
          本日の受け取りは終了しました。{formatDay(later.date)} {later.label} のお受け取りで承ります。
        </p>
      ) : null}
      <div className="shop-sheet__bar">
        <p className="shop-sheet__total" aria-live="polite">
          <span>合計（税込）</span>
          <strong data-testid="shop-order-total">
            {empty ? "0円" : quote ? formatYen(quote.total) : "…"}
          </strong>
        </p>
        <button
          type="button"
          className="shop-button shop-button--primary shop-sheet__place"
          disabled={empty || loading || updating || !quote?.orderable}
          onClick={() => void submit()}
        >
          {loading ? "送信しています…" : "注文する"}
        </button>
      </div>
      {failure || quoteFailure ? (
        <p className="form-alert form-alert--error shop-sheet__alert" role="alert">
          {failure ?? quoteFailure}
        </p>
      ) : null}
    </section>
  );
}
