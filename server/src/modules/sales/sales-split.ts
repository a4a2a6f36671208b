// How one order's sale is split (decision 0034): by tax rate (the rate's tax-inclusive amount and
// the tax it contains, as the receipt showed them), by channel (online, counter, phone) and by
// payment way. Each split is a list of keys with their Japanese labels, so the board, the sales
// page and the CSV read the same words; a new payment way (a card refund, a gateway) is one more
// entry in PAYMENT_WAYS and one more branch in paymentWayOf.
import type { Order } from "../../generated/prisma/client.js";

export const CHANNELS = ["ONLINE", "COUNTER", "PHONE"] as const;
export type SalesChannel = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Record<SalesChannel, string> = {
  ONLINE: "オンライン",
  COUNTER: "店頭",
  PHONE: "電話",
};

export const PAYMENT_WAYS = ["ONLINE_CARD", "PAY_ON_RECEIPT", "COUNTER_CASH", "COUNTER_CARD"] as const;
export type PaymentWay = (typeof PAYMENT_WAYS)[number];
export const PAYMENT_WAY_LABELS: Record<PaymentWay, string> = {
  ONLINE_CARD: "オンラインカード決済",
  PAY_ON_RECEIPT: "店頭・配達時払い",
  COUNTER_CASH: "店頭 現金",
  COUNTER_CARD: "店頭 カード",
};

/** Japan's two consumption-tax rates: always shown, even on a day without a sale at one of them. */
export const STANDING_RATES = [8, 10] as const;

export type SplitOrder = Pick<Order, "channel" | "shopKind" | "shopPayment" | "paymentMethod" | "taxes">;

export function channelOf(order: Pick<Order, "channel" | "shopKind">): SalesChannel {
  if (order.channel === "ONLINE") return "ONLINE";
  return order.shopKind === "PHONE" ? "PHONE" : "COUNTER";
}

export function paymentWayOf(order: Pick<Order, "channel" | "shopPayment" | "paymentMethod">): PaymentWay {
  if (order.paymentMethod === "CARD") return "ONLINE_CARD";
  if (order.channel === "SHOP" && order.shopPayment === "CASH") return "COUNTER_CASH";
  if (order.channel === "SHOP" && order.shopPayment === "CARD") return "COUNTER_CARD";
  return "PAY_ON_RECEIPT";
}

export interface TaxShare {
  /** Percent. */
  rate: number;
  /** Yen, tax-inclusive: what was sold at this rate. */
  amount: number;
  /** Yen: the tax that amount contains. */
  tax: number;
}

/**
 * The order's tax lines as stored when it was placed: [{ rate, amount, tax }] (or, for orders
 * placed before decision 0007, [{ rate, taxable, tax }] with taxable tax-exclusive).
 */
export function taxSharesOf(order: Pick<Order, "taxes">): TaxShare[] {
  const lines = Array.isArray(order.taxes) ? order.taxes : [];
  return lines.flatMap((line) => {
    if (typeof line !== "object" || line === null || Array.isArray(line)) return [];
    const { rate, amount, taxable, tax } = line as Record<string, unknown>;
    if (typeof rate !== "number" || typeof tax !== "number") return [];
    const inclusive = typeof amount === "number" ? amount : typeof taxable === "number" ? taxable + tax : 0;
    return [{ rate, amount: inclusive, tax }];
  });
}

/** Shares per rate, the standing rates first (zero when unused), then any other rate found. */
export function sumTaxShares(shares: Iterable<TaxShare>): TaxShare[] {
  const byRate = new Map<number, TaxShare>(STANDING_RATES.map((rate) => [rate, { rate, amount: 0, tax: 0 }]));
  for (const share of shares) {
    const sum = byRate.get(share.rate) ?? { rate: share.rate, amount: 0, tax: 0 };
    sum.amount += share.amount;
    sum.tax += share.tax;
    byRate.set(share.rate, sum);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
