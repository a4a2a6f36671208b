import { formatYen } from "@shared/pricing";
import type { CartItem } from "../cart/cart-items";
import { cartActions } from "../cart/cart-store";
import type { CartQuote } from "./use-cart-quote";
import "./quote-summary.css";

interface QuoteSummaryProps {
  quote: CartQuote | null;
  updating: boolean;
  method: "TAKEOUT" | "DELIVERY" | null;
}

/**
 * 小計 / 配達料 / 合計 and the tax each rate contains, exactly as the server quoted them: the
 * total is the sum of the amounts shown above it.
 */
export function QuoteSummary({ quote, updating, method }: QuoteSummaryProps) {
  if (!quote) {
    return (
      <p className="totals-table__updating" role="status">
        合計金額を計算しています…
      </p>
    );
  }
  return (
    <dl className="totals-table" aria-busy={updating || undefined}>
      <div className="totals-table__row">
        <dt>小計</dt>
        <dd data-testid="order-items-total">{formatYen(quote.itemsTotal)}</dd>
      </div>
      {method === "DELIVERY" ? (
        <div className="totals-table__row">
          <dt>配達料</dt>
          <dd data-testid="order-delivery-fee">
            {quote.deliveryArea ? formatYen(quote.deliveryFee) : "お届け先の入力後に表示"}
          </dd>
        </div>
      ) : null}
      <div className="totals-table__row totals-table__row--total">
        <dt>合計（税込）</dt>
        <dd data-testid="order-total">{formatYen(quote.total)}</dd>
      </div>
      {quote.taxes.map((line) => (
        <div className="totals-table__row totals-table__row--tax" key={line.rate}>
          <dt>{line.rate}%対象</dt>
          <dd data-testid={`order-tax-${line.rate}`}>
            {formatYen(line.amount)}（内消費税 {formatYen(line.tax)}）
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface QuoteProblemsProps {
  quote: CartQuote | null;
  /** The cart as quoted (same order as the quote's lines): a line's problem offers to remove it. */
  items?: readonly CartItem[];
  /** Problem codes told elsewhere on the page (the info step shows OUT_OF_AREA under the address). */
  exclude?: readonly string[];
}

/**
 * What blocks the order, in the server's words; shown as soon as the quote knows. With the cart's
 * items, each line that cannot be ordered (not for this method or day, sold out, gone) is named
 * with a one-tap removal.
 */
export function QuoteProblems({ quote, items, exclude = [] }: QuoteProblemsProps) {
  const problems = quote?.problems.filter((p) => !exclude.includes(p.code)) ?? [];
  if (!quote || problems.length === 0) return null;
  const removable = items
    ? quote.lines.flatMap((line) => {
        const item = items[line.index];
        return item && line.problems.length ? [{ item, messages: line.problems.map((p) => p.message) }] : [];
      })
    : [];
  const shown = new Set(removable.flatMap((r) => r.messages));
  const others = [...new Set(problems.map((p) => p.message))].filter((m) => !shown.has(m));
  return (
    <div className="form-alert form-alert--error" role="alert" data-testid="quote-problems">
      <ul className="quote-problems">
        {removable.map(({ item, messages }) => (
          <li key={item.id} className="quote-problems__line" data-testid="quote-problem-line">
            <span>{[...new Set(messages)].join(" ")}</span>
            <button
              type="button"
              className="button button--ghost button--small quote-problems__remove"
              onClick={() => cartActions.remove(item.id)}
            >
              カートから削除<span className="visually-hidden">（{item.name}）</span>
            </button>
          </li>
        ))}
        {others.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The delivery area the address falls in, with its fee and minimum as the quote gives them (the
 * fee shown is the quote's, tax-inclusive; the minimum is on the tax-inclusive item total).
 */
export function DeliveryTermsNote({ quote }: { quote: CartQuote | null }) {
  const area = quote?.deliveryArea;
  if (!quote || !area) return null;
  return (
    <p className="delivery-terms" role="status" data-testid="delivery-terms">
      お届け先は<strong>{area.name}</strong>です。配達料 <strong>{formatYen(quote.deliveryFee)}</strong>
      ・最低注文金額 <strong>{formatYen(area.minimumOrder)}</strong>（税込）
    </p>
  );
}
