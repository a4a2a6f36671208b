import { formatYen } from "@shared/pricing";
import type { CartItem } from "../../../domain/cart/cart-items";
import type { CartQuote } from "../../../domain/checkout/use-cart-quote";

interface ShopLinesProps {
  items: readonly CartItem[];
  quote: CartQuote | null;
  /** The cart's +/−/削除; absent on the confirmation. */
  actions?: { changeCount: (id: string, count: number) => void; remove: (id: string) => void };
}

/** The lines with their options, toppings and the server's amounts. */
export function ShopLines({ items, quote, actions }: ShopLinesProps) {
  return (
    <ul className="shop-lines" aria-label="ご注文の商品">
      {items.map((item, index) => {
        const line = quote?.lines[index];
        const extras = [
          item.options.option?.name,
          ...item.options.toppings.map((t) => `${t.toppingName}：${t.name}`),
        ]
          .filter(Boolean)
          .join(" / ");
        return (
          <li key={item.id} className="shop-line" data-testid="shop-line">
            <div className="shop-line__what">
              <strong className="shop-line__name">{item.name}</strong>
              {extras ? <span className="shop-line__extras">{extras}</span> : null}
              {line?.problems.map((p) => (
                <span key={p.code} className="shop-line__problem" role="alert">
                  {p.message}
                </span>
              ))}
            </div>
            {actions ? (
              <div className="shop-line__count">
                <button
                  type="button"
                  className="shop-button shop-button--square"
                  onClick={() => actions.changeCount(item.id, item.count - 1)}
                  disabled={item.count <= 1}
                  aria-label={`${item.name}を1つ減らす`}
                >
                  −
                </button>
                <span aria-live="polite">{item.count}</span>
                <button
                  type="button"
                  className="shop-button shop-button--square"
                  onClick={() => actions.changeCount(item.id, item.count + 1)}
                  aria-label={`${item.name}を1つ増やす`}
                >
                  ＋
                </button>
                <button
                  type="button"
                  className="shop-button shop-button--quiet"
                  onClick={() => actions.remove(item.id)}
                >
                  削除<span className="visually-hidden">（{item.name}）</span>
                </button>
              </div>
            ) : (
              <span className="shop-line__qty">× {item.count}</span>
            )}
            <span className="shop-line__amount">{line?.amount != null ? formatYen(line.amount) : "…"}</span>
          </li>
        );
      })}
    </ul>
  );
}
