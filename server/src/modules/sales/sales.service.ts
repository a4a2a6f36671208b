// Figures for the staff: today's board (orders, items, sales and their splits, open and late
// orders) and sales by day or month, with a CSV of the sales. An order counts on the Tokyo day of
// its slot (when it is handed over); cancelled orders and card orders still awaiting payment are
// not sales, anywhere: the board, the sales page and the CSV tally the same orders (decision 0034).
// Amounts are the orders' own tax-inclusive totals and their stored tax lines.

import { calendarDate, isCalendarDate } from "../../../../shared/settings.js";
import { z } from "../../../../shared/zod-ja.js";
import { sqlStatements } from "../../db/sql-statement.js";
import type { OrderStatus, Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { addDays, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";
import type { CsvOrder } from "./sales-csv.js";
import {
  addDay,
  addReconciliation,
  type Reconciliation,
  reconciliationDays,
  summaryDays,
  zeroReconciliation,
} from "./sales-days.js";
import { type Breakdown, TALLY_SELECT, Tally } from "./sales-tally.js";

export const COUNTED: Prisma.OrderWhereInput = { status: { notIn: ["CANCELLED", "AWAITING_PAYMENT"] } };
const OPEN_STATUSES: OrderStatus[] = ["RECEIVED", "PRINTING", "READY", "OUT_FOR_DELIVERY"];

export interface TodayFigures extends Breakdown {
  date: string;
  /** Received or printing: not yet handed over. */
  openCount: number;
  /** Open orders whose slot has ended. */
  lateCount: number;
  cancelledCount: number;
}

export async function todayFigures(prisma: PrismaClient, now = new Date()): Promise<TodayFigures> {
  const date = tokyoClock(now).date;
  const slotToday = rangeWhere({ from: date, to: date });
  const [orders, openCount, lateCount, cancelledCount] = await Promise.all([
    prisma.order.findMany({ where: { ...slotToday, ...COUNTED }, select: TALLY_SELECT }),
    prisma.order.count({ where: { ...slotToday, status: { in: OPEN_STATUSES } } }),
    prisma.order.count({ where: { ...slotToday, status: { in: OPEN_STATUSES }, slotEndsAt: { lt: now } } }),
    prisma.order.count({ where: { ...slotToday, status: "CANCELLED" } }),
  ]);
  const tally = new Tally();
  for (const order of orders) tally.add(order);
  return { date, ...tally.result(), openCount, lateCount, cancelledCount };
}

export const SALES_GROUPS = ["DAY", "MONTH"] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];
const MAX_RANGE_DAYS = 366;

const rangeSchema = z
  .object({ from: calendarDate("開始日"), to: calendarDate("終了日") })
  .superRefine((r, ctx) => {
    if (!isCalendarDate(r.from) || !isCalendarDate(r.to)) return;
    if (r.from > r.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "終了日は開始日以降の日付にしてください" });
    } else if (r.to > addDays(r.from, MAX_RANGE_DAYS - 1)) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `期間は${MAX_RANGE_DAYS}日以内で指定してください`,
      });
    }
  });

export function parseRange(raw: unknown): { from: string; to: string } {
  return parseInput(rangeSchema, raw);
}

const rangeWhere = (range: { from: string; to: string }) => ({
  slotStartsAt: { gte: tokyoInstant(range.from), lt: tokyoInstant(addDays(range.to, 1)) },
});

export interface SalesRow extends Breakdown {
  /** YYYY-MM-DD or YYYY-MM. */
  period: string;
  takeoutSales: number;
  deliverySales: number;
  /** Card payments, refunds, net card and store takings of the period (issue 28, decision 0050). */
  reconciliation: Reconciliation;
}

/**
 * Sales by day or month and their total, from the per-day summaries (decision 0050): a year
 * reads at most 366 days × a handful of split keys, whatever the number of orders.
 */
export async function salesReport(prisma: PrismaClient, raw: unknown, group: SalesGroup) {
  const range = parseRange(raw);
  const summary = await summaryDays(prisma, range);
  const recon = await reconciliationDays(prisma, range, summary.rows);
  const periodOf = (day: string) => (group === "DAY" ? day : day.slice(0, 7));
  const periods = new Map<string, { tally: Tally; reconciliation: Reconciliation }>();
  const of = (day: string) => {
    const period = periodOf(day);
    let entry = periods.get(period);
    if (!entry) {
      entry = { tally: new Tally(), reconciliation: zeroReconciliation() };
      periods.set(period, entry);
    }
    return entry;
  };
  const total = new Tally();
  const totalReconciliation = zeroReconciliation();
  for (const row of summary.rows) {
    addDay(of(row.day).tally, row);
    addDay(total, row);
  }
  for (const share of summary.taxes) {
    of(share.day).tally.addTaxShare(share);
    total.addTaxShare(share);
  }
  for (const [day, r] of recon) {
    addReconciliation(of(day).reconciliation, r);
    addReconciliation(totalReconciliation, r);
  }
  const rows: SalesRow[] = [...periods]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([period, { tally, reconciliation }]) => {
      const figures = tally.result();
      const salesOf = (method: string) => figures.byMethod.find((m) => m.method === method)?.sales ?? 0;
      return {
        period,
        ...figures,
        takeoutSales: salesOf("TAKEOUT"),
        deliverySales: salesOf("DELIVERY"),
        reconciliation,
      };
    });
  return { ...range, group, rows, total: { ...total.result(), reconciliation: totalReconciliation } };
}

export const CSV_BATCH = 1000;

// One batch of the CSV: only the columns it prints, the items' quantities summed and the last
// paid payment joined in SQL. $1-$2 the range; $3-$4 the keyset (the first condition lets the slot
// index start at the last row, the second breaks ties).
const csvBatchSql = (keyset: boolean) => `
  SELECT o."id", o."code", o."slotStartsAt", o."createdAt", o."method"::text AS "method",
    o."channel"::text AS "channel", o."shopKind"::text AS "shopKind",
    o."shopPayment"::text AS "shopPayment", o."paymentMethod"::text AS "paymentMethod",
    o."status"::text AS "status", o."lastName", o."firstName", o."tel", o."taxes",
    o."subtotal", o."shippingFee", o."taxTotal", o."total",
    COALESCE((SELECT sum(i."quantity") FROM "OrderItem" i WHERE i."orderId" = o."id"), 0)::int
      AS "itemCount",
    p."providerPaymentId", p."trackingId", p."refundedAmount"
  FROM "Order" o
  LEFT JOIN LATERAL (
    SELECT "providerPaymentId", "trackingId", "refundedAmount" FROM "Payment"
    WHERE "orderId" = o."id" AND "status" = 'PAID' ORDER BY "id" DESC LIMIT 1
  ) p ON true
  WHERE o."slotStartsAt" >= $1 AND o."slotStartsAt" < $2
    AND o."status" NOT IN ('CANCELLED', 'AWAITING_PAYMENT')
    ${keyset ? `AND o."slotStartsAt" >= $3 AND (o."slotStartsAt", o."id") > ($3, $4)` : ""}
  ORDER BY o."slotStartsAt", o."id"
  LIMIT ${CSV_BATCH}`;

/**
 * The sales of a range, one per order (the CSV): the orders the report sums, nothing else, read
 * CSV_BATCH at a time by keyset on (slot, id), so a year never sits in memory (decision 0050).
 * One SQL statement per batch (issue 33), sent on PostgreSQL straight to the pool behind Prisma
 * (sqlStatements): Prisma's own conversion of a raw result made several objects per row, and a
 * year's export grew the heap by ~190 MB of garbage (RSS +137 MiB, kept); pg's rows alone, ~60.
 * On PGlite (and a client opened elsewhere) the same statement goes through Prisma's raw query.
 */
export async function* salesInRange(
  prisma: PrismaClient,
  range: { from: string; to: string },
): AsyncGenerator<CsvOrder[]> {
  const sql = sqlStatements(prisma);
  const start = tokyoInstant(range.from);
  const end = tokyoInstant(addDays(range.to, 1));
  let after: [Date, number] | null = null;
  for (;;) {
    const { rows } = await sql.executeSql(csvBatchSql(after !== null), [start, end, ...(after ?? [])]);
    const batch = rows as CsvOrder[];
    if (batch.length > 0) yield batch;
    if (batch.length < CSV_BATCH) return;
    const last = batch.at(-1)!;
    after = [new Date(last.slotStartsAt), last.id];
  }
}

/** The tax rates found in a range's summaries (for the CSV's columns, known before the first row). */
export async function ratesInRange(prisma: PrismaClient, range: { from: string; to: string }) {
  const { taxes } = await summaryDays(prisma, range);
  return taxes.map((t) => t.rate);
}
