/**
 * Money is integer yen, stored tax-exclusive. Tax is applied with integer arithmetic and rounded
 * down, so client and server always agree (no floating point: 100 * 1.08 is 108.00000000000001).
 */

/** Tax-inclusive price: floor(price * (100 + rate) / 100). */
export function withTax(price: number, ratePercent: number): number {
  return Math.floor((price * (100 + ratePercent)) / 100);
}

/** The spec's multiplier (rate / 100 + 1). For display only; use withTax to compute prices. */
export function taxMultiplier(ratePercent: number): number {
  return ratePercent / 100 + 1;
}

/**
 * The shop's single price style: "1,080円" (what Intl.NumberFormat("ja-JP") prints for whole yen).
 * Grouped by hand: building that formatter took ~30 ms of a phone's first load (~120 ms at
 * Lighthouse's 4× CPU), on every page that shows a price (decision 0025).
 */
export function formatYen(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 && rounded !== 0 ? "-" : ""}${digits}円`;
}

/** "486円（税込）" */
export function formatTaxIncluded(amount: number): string {
  return `${formatYen(amount)}（税込）`;
}

export interface ListCountInput {
  /** 1-based page number. */
  page: number;
  perPage: number;
  total: number;
}

/** "21-40件表示 / 全57件"; an empty list reads "0-0件表示 / 全0件". */
export function listCountText({ page, perPage, total }: ListCountInput): string {
  if (total <= 0) return "0-0件表示 / 全0件";
  const from = Math.min((page - 1) * perPage + 1, total);
  const to = Math.min(page * perPage, total);
  return `${from}-${to}件表示 / 全${total}件`;
}

/**
 * The tax-exclusive price to store so that the shown price, withTax(price, rate), is exactly
 * `priceWithTax`: the smallest such price. With rounding down, some tax-inclusive prices are
 * never shown (at 8 %, 13円: 12 shows 12円 and 13 shows 14円); then the nearest shown ones
 * below and above are returned instead (decision 0033).
 */
export function taxExclusiveFor(
  priceWithTax: number,
  ratePercent: number,
): { price: number } | { nearest: [number, number] } {
  const price = Math.ceil((priceWithTax * 100) / (100 + ratePercent));
  if (withTax(price, ratePercent) === priceWithTax) return { price };
  const below = withTax(Math.max(0, price - 1), ratePercent);
  return { nearest: [below, withTax(price, ratePercent)] };
}
