// Figures for the staff: today's board (orders, items, sales and their splits, open and late
// orders) and sales by day or month, with a CSV of the sales. An order counts on the Tokyo day of
// its slot (when it is handed over); cancelled orders and card orders still awaiting payment are
// not sales, anywhere: the board, the sales page and the CSV tally the same orders (decision 0034).
// Amounts are the orders' own tax-inclusive totals and their stored tax lines.

import { calendarDate, isCalendarDate } from "../../../../shared/settings.js";
import { z } from "../../../../shared/zod-ja.js";
import type { OrderStatus, Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { addDays, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";
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
}

export async function salesReport(prisma: PrismaClient, raw: unknown, group: SalesGroup) {
  const range = parseRange(raw);
  const orders = await prisma.order.findMany({
    where: { ...rangeWhere(range), ...COUNTED },
    select: TALLY_SELECT,
    orderBy: { slotStartsAt: "asc" },
  });
  const periods = new Map<string, Tally>();
  const total = new Tally();
  for (const order of orders) {
    const day = tokyoClock(order.slotStartsAt).date;
    const period = group === "DAY" ? day : day.slice(0, 7);
    let tally = periods.get(period);
    if (!tally) {
      tally = new Tally();
      periods.set(period, tally);
    }
    tally.add(order);
    total.add(order);
  }
  const rows: SalesRow[] = [...periods].map(([period, tally]) => {
    const figures = tally.result();
    const salesOf = (method: string) => figures.byMethod.find((m) => m.method === method)?.sales ?? 0;
    return { period, ...figures, takeoutSales: salesOf("TAKEOUT"), deliverySales: salesOf("DELIVERY") };
  });
  return { ...range, group, rows, total: total.result() };
}

/** The sales of a range, one per order (the CSV): the orders the report sums, nothing else. */
export function salesInRange(prisma: PrismaClient, range: { from: string; to: string }) {
  return prisma.order.findMany({
    where: { ...rangeWhere(range), ...COUNTED },
    orderBy: [{ slotStartsAt: "asc" }, { id: "asc" }],
    include: { items: { select: { quantity: true } } },
  });
}
