import { Link } from "react-router";
import { useCart } from "../../../domain/cart/cart-hooks";
import { QuoteProblems, QuoteSummary } from "../../../domain/checkout/quote-summary";
import { useCartQuote } from "../../../domain/checkout/use-cart-quote";
import { ShopLines } from "./shop-lines";

export function ShopCartPage() {
  const { items, actions } = useCart();
  const { quote, updating } = useCartQuote(items, { method: "TAKEOUT" });
  return (
    <div className="shop-page container">
      <h1 className="shop-page__title">カート</h1>
      {items.length === 0 ? (
        <div className="shop-empty">
          <p>カートに商品がありません。</p>
          <Link to="/shop/menu" className="shop-button shop-button--primary">
            メニューへ
          </Link>
        </div>
      ) : (
        <>
          <ShopLines items={items} quote={quote} actions={actions} />
          <QuoteProblems quote={quote} />
          <QuoteSummary quote={quote} updating={updating} method="TAKEOUT" />
          <div className="shop-actions">
            <Link to="/shop/menu" className="shop-button">
              商品を追加する
            </Link>
            {quote?.orderable ? (
              <Link to="/shop/cart/info" className="shop-button shop-button--primary">
                お客様情報へ進む
              </Link>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
