import { formatYen } from "@shared/pricing";
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

/** What blocks the order, in the server's words; shown as soon as the quote knows. */
export function QuoteProblems({ quote }: { quote: CartQuote | null }) {
  if (!quote || quote.problems.length === 0) return null;
  return (
    <div className="form-alert form-alert--error" role="alert" data-testid="quote-problems">
      <ul className="quote-problems">
        {[...new Set(quote.problems.map((p) => p.message))].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
