import { useServerText } from "../../components/form/server-text";
import { useFormats, useLanguage, useRichT, useT } from "../../lib/i18n";
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
  const t = useT();
  const { yen } = useFormats();
  if (!quote) {
    return (
      <p className="totals-table__updating" role="status">
        {t("quote.calculating")}
      </p>
    );
  }
  return (
    <dl className="totals-table" aria-busy={updating || undefined}>
      <div className="totals-table__row">
        <dt>{t("quote.subtotal")}</dt>
        <dd data-testid="order-items-total">{yen(quote.itemsTotal)}</dd>
      </div>
      {method === "DELIVERY" ? (
        <div className="totals-table__row">
          <dt>{t("quote.deliveryFee")}</dt>
          <dd data-testid="order-delivery-fee">
            {quote.deliveryArea ? yen(quote.deliveryFee) : t("quote.deliveryFeeLater")}
          </dd>
        </div>
      ) : null}
      <div className="totals-table__row totals-table__row--total">
        <dt>{t("quote.total")}</dt>
        <dd data-testid="order-total">{yen(quote.total)}</dd>
      </div>
      {quote.taxes.map((line) => (
        <div className="totals-table__row totals-table__row--tax" key={line.rate}>
          <dt>{t("quote.rateLine", { rate: line.rate })}</dt>
          <dd data-testid={`order-tax-${line.rate}`}>
            {t("quote.rateAmount", { amount: yen(line.amount), tax: yen(line.tax) })}
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
  const t = useT();
  const language = useLanguage();
  const serverText = useServerText();
  const problems = quote?.problems.filter((p) => !exclude.includes(p.code)) ?? [];
  if (!quote || problems.length === 0) return null;
  const removable = items
    ? quote.lines.flatMap((line) => {
        const item = items[line.index];
        return item && line.problems.length ? [{ item, messages: line.problems.map(serverText) }] : [];
      })
    : [];
  const shown = new Set(removable.flatMap((r) => r.messages));
  const others = [...new Set(problems.map(serverText))].filter((m) => !shown.has(m));
  return (
    <div className="form-alert form-alert--error" role="alert" data-testid="quote-problems">
      <ul className="quote-problems">
        {removable.map(({ item, messages }) => (
          <li key={item.id} className="quote-problems__line" data-testid="quote-problem-line">
            <span>
              {/* The server's Japanese names the product; the catalogue's text for its code does not. */}
              {language === "ja" ? null : t("common.labelled", { label: item.name })}
              {[...new Set(messages)].join(" ")}
            </span>
            <button
              type="button"
              className="button button--ghost button--small quote-problems__remove"
              onClick={() => cartActions.remove(item.id)}
            >
              {t("quote.removeFromCart")}
              <span className="visually-hidden">{t("common.aboutName", { name: item.name })}</span>
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
  const rich = useRichT();
  const { yen } = useFormats();
  const area = quote?.deliveryArea;
  if (!quote || !area) return null;
  return (
    <p className="delivery-terms" role="status" data-testid="delivery-terms">
      {rich("quote.deliveryTerms", {
        area: area.name,
        fee: yen(quote.deliveryFee),
        minimum: yen(area.minimumOrder),
        b: (chunks) => <strong>{chunks}</strong>,
      })}
    </p>
  );
}
