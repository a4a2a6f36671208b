// How an order reads in mails and answers: the slot in Tokyo time and the receipt's tax lines.
import { formatYen } from "../../../../shared/pricing.js";
import type { Order } from "../../generated/prisma/client.js";
import { formatMinutes, tokyoClock } from "../../lib/tokyo-time.js";
import type { TaxLine } from "../catalog/pricing.js";

export const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"];

/** "11月23日(月) 12:15" in Tokyo time. */
export function slotLabel(startsAt: Date, endsAt?: Date): string {
  const { date, weekday, minutes } = tokyoClock(startsAt);
  const [, month, day] = date.split("-").map(Number);
  const end = endsAt ? `〜${formatMinutes(tokyoClock(endsAt).minutes)}` : "";
  return `${month}月${day}日(${WEEKDAYS[weekday]}) ${formatMinutes(minutes)}${end}`;
}

interface StoredTaxLine {
  rate: number;
  tax: number;
  /** Orders placed since decision 0007: the rate's tax-inclusive total. */
  amount?: number;
  /** Orders placed before: the rate's tax-exclusive total. */
  taxable?: number;
}

/** The order's tax lines as placed, read the same for orders placed before decision 0007. */
export function orderTaxLines(order: Pick<Order, "taxes">): TaxLine[] {
  if (!Array.isArray(order.taxes)) return [];
  return (order.taxes as unknown as StoredTaxLine[]).map((t) => ({
    rate: t.rate,
    amount: t.amount ?? (t.taxable ?? 0) + t.tax,
    tax: t.tax,
  }));
}

/** 「8%対象 1,080円（内消費税 80円）」 */
export function taxLineText(line: TaxLine): string {
  return `${line.rate}%対象 ${formatYen(line.amount)}（内消費税 ${formatYen(line.tax)}）`;
}
