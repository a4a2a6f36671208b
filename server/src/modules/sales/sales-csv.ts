// The sales of a date range as CSV, one row per sale (decision 0034): the orders the sales page
// sums and nothing else, so every money column adds up to the page's figure. Split by tax rate
// (8 % and 10 % always, with any other rate found), channel and payment way, in the words the
// board and the sales page use; a card sale carries the provider's payment id (Stripe's pi_…,
// the sandbox's tracking id) and what was refunded on it, for reconciliation (decision 0050).
// Text typed by people is neutralised against formulas (lib/csv.ts).
import type { Order } from "../../generated/prisma/client.js";
import type { CsvCell } from "../../lib/csv.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { statusLabel } from "../order/order-status.js";
import {
  CHANNEL_LABELS,
  channelOf,
  PAYMENT_WAY_LABELS,
  paymentWayOf,
  STANDING_RATES,
  taxSharesOf,
} from "./sales-split.js";

export const METHOD_LABELS = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" } as const;

const LEADING_HEADERS = [
  "注文番号",
  "受取日",
  "受取時刻",
  "受取方法",
  "受付経路",
  "支払方法",
  "状態",
  "お名前",
  "電話番号",
  "品数",
];
const TRAILING_HEADERS = [
  "小計（税抜）",
  "配達料（税抜）",
  "消費税",
  "売上（税込）",
  "注文日時",
  "決済ID",
  "返金額",
];

export function csvHeaders(rates: readonly number[]): string[] {
  const rateHeaders = rates.flatMap((rate) => [`${rate}%対象（税込）`, `${rate}%消費税`]);
  return [...LEADING_HEADERS, ...rateHeaders, ...TRAILING_HEADERS];
}

function tokyoDateTime(at: Date): { date: string; time: string } {
  const { date, minutes } = tokyoClock(at);
  return {
    date,
    time: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
  };
}

/**
 * One sale as the CSV reads it, straight from SQL (salesInRange): the order's own columns, its
 * items' quantities summed, and its last paid payment's ids and refund (null without one).
 */
export type CsvOrder = Pick<
  Order,
  | "id"
  | "code"
  | "slotStartsAt"
  | "createdAt"
  | "method"
  | "channel"
  | "shopKind"
  | "shopPayment"
  | "paymentMethod"
  | "status"
  | "lastName"
  | "firstName"
  | "tel"
  | "taxes"
  | "subtotal"
  | "shippingFee"
  | "taxTotal"
  | "total"
> & {
  itemCount: number;
  providerPaymentId: string | null;
  trackingId: string | null;
  refundedAmount: number | null;
};

/** One sale's row under csvHeaders(rates). */
export function csvRow(o: CsvOrder, rates: readonly number[]): CsvCell[] {
  const slot = tokyoDateTime(o.slotStartsAt);
  const placed = tokyoDateTime(o.createdAt);
  const shares = taxSharesOf(o);
  const ofRate = (rate: number) => shares.filter((s) => s.rate === rate);
  const paid = o.trackingId !== null;
  return [
    o.code,
    slot.date,
    slot.time,
    METHOD_LABELS[o.method],
    CHANNEL_LABELS[channelOf(o)],
    PAYMENT_WAY_LABELS[paymentWayOf(o)],
    statusLabel(o.status, o.method),
    `${o.lastName} ${o.firstName}`,
    o.tel,
    o.itemCount,
    ...rates.flatMap((rate) => [
      ofRate(rate).reduce((sum, s) => sum + s.amount, 0),
      ofRate(rate).reduce((sum, s) => sum + s.tax, 0),
    ]),
    o.subtotal,
    o.shippingFee,
    o.taxTotal,
    o.total,
    `${placed.date} ${placed.time}`,
    paid ? (o.providerPaymentId ?? o.trackingId) : "",
    paid ? (o.refundedAmount ?? 0) : "",
  ];
}

/** The rate columns: 8 % and 10 % always, then any other rate the range holds. */
export function csvRates(found: Iterable<number>): number[] {
  return [...new Set<number>([...STANDING_RATES, ...found])].sort((a, b) => a - b);
}
