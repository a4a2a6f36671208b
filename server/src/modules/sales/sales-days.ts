// The sales page reads per-day summaries (decision 0050), not the orders: SalesDay and SalesDayTax
// are kept by triggers on Order and OrderItem in the order's own transaction, so they always equal
// the sum over the counted orders (sales-days.test.ts checks it on random orders). Reconciliation
// beside them: per Tokyo day, the card payments taken, the refunds given back and the net, from
// the payment tables (decision 0035), and what was taken at the store or counter.
import type {
  OrderChannel,
  PaymentMethod,
  Prisma,
  PrismaClient,
  ProvisionMethod,
  ShopOrderKind,
  ShopPayment,
} from "../../generated/prisma/client.js";
import { Prisma as P } from "../../generated/prisma/client.js";
import { addDays, tokyoInstant } from "../../lib/tokyo-time.js";
import { type PaymentWay, paymentWayOf } from "./sales-split.js";
import type { Tally } from "./sales-tally.js";

export type DateRange = { from: string; to: string };

/** Prisma's @db.Date values are UTC midnights. */
const dateValue = (date: string) => new Date(`${date}T00:00:00Z`);
const dateText = (value: Date) => value.toISOString().slice(0, 10);

export interface SummaryDay {
  day: string;
  key: {
    channel: OrderChannel;
    shopKind: ShopOrderKind | null;
    shopPayment: ShopPayment | null;
    paymentMethod: PaymentMethod;
    method: ProvisionMethod;
  };
  orderCount: number;
  itemCount: number;
  sales: number;
}

const orNull = <T extends string>(text: string) => (text === "" ? null : (text as T));

/** The summary rows of a range, each with its Tokyo day; rows of orders since cancelled are left out. */
export async function summaryDays(prisma: PrismaClient | Prisma.TransactionClient, range: DateRange) {
  const where = { day: { gte: dateValue(range.from), lte: dateValue(range.to) } };
  const [days, taxes] = await Promise.all([
    prisma.salesDay.findMany({ where, orderBy: { day: "asc" } }),
    prisma.salesDayTax.findMany({ where, orderBy: [{ day: "asc" }, { rate: "asc" }] }),
  ]);
  const rows: SummaryDay[] = days
    .filter((d) => d.orderCount !== 0 || d.itemCount !== 0 || d.sales !== 0)
    .map((d) => ({
      day: dateText(d.day),
      key: {
        channel: d.channel as OrderChannel,
        shopKind: orNull<ShopOrderKind>(d.shopKind),
        shopPayment: orNull<ShopPayment>(d.shopPayment),
        paymentMethod: d.paymentMethod as PaymentMethod,
        method: d.method as ProvisionMethod,
      },
      orderCount: d.orderCount,
      itemCount: d.itemCount,
      sales: d.sales,
    }));
  const taxRows = taxes
    .filter((t) => t.amount !== 0 || t.tax !== 0)
    .map((t) => ({ day: dateText(t.day), rate: t.rate, amount: t.amount, tax: t.tax }));
  return { rows, taxes: taxRows };
}

/** Adds a summary row to a tally. */
export function addDay(tally: Tally, row: SummaryDay) {
  tally.addSummed(row.key, row);
}

export interface Reconciliation {
  /** Yen taken by card online (payments completed that day). */
  cardPayments: number;
  /** Yen given back by card (refunds that succeeded that day). */
  refunds: number;
  /** cardPayments - refunds: what the card provider owes the shop for the day. */
  netCard: number;
  /** Yen of the day's sales taken at the store or counter (cash, card terminal, on receipt). */
  storeTakings: number;
}

export const zeroReconciliation = (): Reconciliation => ({
  cardPayments: 0,
  refunds: 0,
  netCard: 0,
  storeTakings: 0,
});

const STORE_WAYS: PaymentWay[] = ["PAY_ON_RECEIPT", "COUNTER_CASH", "COUNTER_CARD"];

/** Reconciliation per Tokyo day of the range (days without any movement are absent). */
export async function reconciliationDays(
  prisma: PrismaClient,
  range: DateRange,
  summary: SummaryDay[],
): Promise<Map<string, Reconciliation>> {
  const start = tokyoInstant(range.from);
  const end = tokyoInstant(addDays(range.to, 1));
  const tokyoDay = (column: string) =>
    P.raw(`to_char(("${column}" AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD')`);
  const [payments, refunds] = await Promise.all([
    prisma.$queryRaw<{ day: string; amount: number }[]>`
      SELECT ${tokyoDay("completedAt")} AS "day", sum("amount")::int AS "amount" FROM "Payment"
      WHERE "completedAt" >= ${start} AND "completedAt" < ${end} AND "status" = 'PAID'
      GROUP BY 1`,
    prisma.$queryRaw<{ day: string; amount: number }[]>`
      SELECT ${tokyoDay("completedAt")} AS "day", sum("amount")::int AS "amount" FROM "Refund"
      WHERE "completedAt" >= ${start} AND "completedAt" < ${end} AND "status" = 'SUCCEEDED'
      GROUP BY 1`,
  ]);
  const days = new Map<string, Reconciliation>();
  const of = (day: string) => {
    let r = days.get(day);
    if (!r) {
      r = zeroReconciliation();
      days.set(day, r);
    }
    return r;
  };
  for (const p of payments) of(p.day).cardPayments += p.amount;
  for (const r of refunds) of(r.day).refunds += r.amount;
  for (const row of summary) {
    if (STORE_WAYS.includes(paymentWayOf(row.key))) of(row.day).storeTakings += row.sales;
  }
  for (const r of days.values()) r.netCard = r.cardPayments - r.refunds;
  return days;
}

export function addReconciliation(into: Reconciliation, more: Reconciliation) {
  into.cardPayments += more.cardPayments;
  into.refunds += more.refunds;
  into.netCard += more.netCard;
  into.storeTakings += more.storeTakings;
}
