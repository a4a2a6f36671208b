import { useQuery } from "@apollo/client/react";
import { formatYen } from "@shared/pricing";
import { useId, useState } from "react";
import { useCart } from "../../../domain/cart/cart-hooks";
import { ProductDialog } from "../../../domain/catalog/product-dialog";
import type { ShopMenuQuery as ShopMenuData } from "../../../gql/graphql";
import { ShopMenuQuery } from "../api/shop-menu-query";
import { ShopOrderPanel } from "./shop-order-panel";
import { ShopRepeat } from "./shop-repeat";
import "./shop-order.css";

type Product = NonNullable<ShopMenuData["menu"]>["categories"][number]["products"][number];

/** The server's price of one piece as the tile shows it: the product's, or its cheapest option's. */
function priceText(product: Product): string {
  const prices = product.options.filter((o) => !o.soldOut).map((o) => o.priceWithTax);
  if (prices.length === 0) return formatYen(product.priceWithTax);
  const lowest = Math.min(...prices);
  return prices.some((p) => p !== lowest) ? `${formatYen(lowest)}〜` : formatYen(lowest);
}

/**
 * /shop: the counter's order screen. Large tiles under category tabs; a product without choices
 * goes straight into the order, one with options opens one popover. The running order sits beside
 * the grid (a bottom sheet on a narrow screen) and places the counter order.
 */
export function ShopOrderPage() {
  const { data, error } = useQuery(ShopMenuQuery, { fetchPolicy: "cache-and-network" });
  const { actions } = useCart();
  const categories = (data?.menu?.categories ?? []).filter((c) => c.products.length > 0);
  const [tab, setTab] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<Product | null>(null);
  const [message, setMessage] = useState("");
  const tabsId = useId();
  const current = categories.find((c) => c.id === tab) ?? categories[0];

  const onTile = (product: Product) => {
    if (product.options.length > 0 || product.toppings.length > 0) {
      setChoosing(product);
      return;
    }
    actions.add({
      productId: product.id,
      count: 1,
      base: { price: product.priceWithTax, exclPrice: product.price },
      name: product.name,
      isOption: false,
      description: product.description,
      img: product.image ?? null,
      options: { option: null, toppings: [] },
    });
    setMessage(`${product.name}を注文に追加しました`);
  };

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = categories[(index + step + categories.length) % categories.length];
    if (!next) return;
    setTab(next.id);
    document.getElementById(`${tabsId}-${next.id}`)?.focus();
  };

  return (
    <div className="shop-order">
      <section className="shop-order__menu" aria-labelledby={`${tabsId}-title`}>
        <h1 id={`${tabsId}-title`} className="visually-hidden">
          店頭注文
        </h1>
        {error && !data ? (
          <p className="form-alert form-alert--error" role="alert">
            メニューを読み込めませんでした。通信環境をご確認ください
          </p>
        ) : null}
        <ShopRepeat menu={categories.flatMap((c) => c.products)} onAdded={setMessage} />
        <div className="shop-tabs" role="tablist" aria-label="カテゴリ">
          {categories.map((category, index) => (
            <button
              key={category.id}
              id={`${tabsId}-${category.id}`}
              type="button"
              role="tab"
              className="shop-tabs__tab"
              aria-selected={category.id === current?.id}
              aria-controls={`${tabsId}-panel`}
              tabIndex={category.id === current?.id ? 0 : -1}
              onClick={() => setTab(category.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {category.name}
            </button>
          ))}
        </div>
        <div
          id={`${tabsId}-panel`}
          className="shop-tiles"
          role="tabpanel"
          aria-labelledby={current ? `${tabsId}-${current.id}` : undefined}
        >
          {current?.products.map((product) => (
            <button
              key={product.id}
              type="button"
              className="shop-tile"
              data-testid="shop-tile"
              disabled={product.soldOut}
              aria-haspopup={product.options.length > 0 || product.toppings.length > 0 ? "dialog" : undefined}
              onClick={() => onTile(product)}
            >
              <span className="shop-tile__name">{product.name}</span>
              <span className="shop-tile__price">{product.soldOut ? "品切れ" : priceText(product)}</span>
            </button>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {message}
        </p>
      </section>
      <ShopOrderPanel />
      {choosing ? (
        <ProductDialog
          open
          name={choosing.name}
          priceText={priceText(choosing)}
          product={choosing}
          submitLabel="注文に追加"
          onClose={() => setChoosing(null)}
          onAdded={setMessage}
        />
      ) : null}
    </div>
  );
}
