import { formatYen } from "@shared/pricing";
import type { ReactNode } from "react";
import { CartStoreProvider } from "../../../domain/cart/cart-context";
import { useCart } from "../../../domain/cart/cart-hooks";
import { useCartQuote } from "../../../domain/checkout/use-cart-quote";
import { shopCart } from "../shop-cart";
import "./shop.css";

/** The shop's cart for every /shop screen, and its running total from the server's quote. */
export function ShopCartProvider({ children }: { children: ReactNode }) {
  return <CartStoreProvider store={shopCart}>{children}</CartStoreProvider>;
}

export function ShopRunningTotal() {
  const { items, count } = useCart();
  const { quote } = useCartQuote(items, { method: "TAKEOUT" });
  return (
    <p className="shop-total" aria-live="polite" data-testid="shop-running-total">
      <span className="shop-total__count">{count}点</span>
      <span className="shop-total__label">合計（税込）</span>
      <strong className="shop-total__amount">
        {items.length === 0 ? "0円" : quote ? formatYen(quote.total) : "…"}
      </strong>
    </p>
  );
}
