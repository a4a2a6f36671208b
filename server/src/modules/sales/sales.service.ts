// Figures for the staff: today's board (orders, items, sales per method and per payment, open and
// late orders) and sales by day or month, with a CSV of the orders. An order counts on the Tokyo
// day of its slot (when it is handed over); cancelled orders and card orders still awaiting
// payment are left out of sales. Amounts are the orders' own tax-inclusive totals.

import { calendarDate, isCalendarDate } from "../../../../shared/settings.js";
import { z } from "../../../../shared/zod-ja.js";
import type {
  Order,
  OrderStatus,
  PaymentMethod,
  Prisma,
  PrismaClient,
  ProvisionMethod,
} from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { addDays, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";

const COUNTED: Prisma.OrderWhereInput = { status: { notIn: ["CANCELLED", "AWAITING_PAYMENT"] } };
const OPEN_STATUSES: OrderStatus[] = ["RECEIVED", "PRINTING", "READY", "OUT_FOR_DELIVERY"];

export interface Figures {
  orderCount: number;
  itemCount: number;
  /** Yen, tax-inclusive. */
  sales: number;
}

const zero = (): Figures => ({ orderCount: 0, itemCount: 0, sales: 0 });

type CountedOrder = Pick<Order, "method" | "paymentMethod" | "total" | "slotStartsAt"> & {
  items: { quantity: number }[];
};

function add(figures: Figures, order: CountedOrder) {
  figures.orderCount += 1;
  figures.itemCount += order.items.reduce((sum, item) => sum + item.quantity, 0);
  figures.sales += order.total;
}

export interface TodayFigures extends Figures {
  date: string;
  byMethod: ({ method: ProvisionMethod } & Figures)[];
  byPayment: ({ paymentMethod: PaymentMethod } & Figures)[];
  /** Received or printing: not yet handed over. */
  openCount: number;
  /** Open orders whose slot has ended. */
  lateCount: number;
  cancelledCount: number;
}

export async function todayFigures(prisma: PrismaClient, now = new Date()): Promise<TodayFigures> {
  const date = tokyoClock(now).date;
  const slotToday = { slotStartsAt: { gte: tokyoInstant(date), lt: tokyoInstant(addDays(date, 1)) } };
  const [orders, openCount, lateCount, cancelledCount] = await Promise.all([
    prisma.order.findMany({
      where: { ...slotToday, ...COUNTED },
      select: {
        method: true,
        paymentMethod: true,
        total: true,
        slotStartsAt: true,
        items: { select: { quantity: true } },
      },
    }),
    prisma.order.count({ where: { ...slotToday, status: { in: OPEN_STATUSES } } }),
    prisma.order.count({ where: { ...slotToday, status: { in: OPEN_STATUSES }, slotEndsAt: { lt: now } } }),
    prisma.order.count({ where: { ...slotToday, status: "CANCELLED" } }),
  ]);
  const total = zero();
  const byMethod = new Map<ProvisionMethod, Figures>([
    ["TAKEOUT", zero()],
    ["DELIVERY", zero()],
  ]);
  const byPayment = new Map<PaymentMethod, Figures>([
    ["AT_SHOP", zero()],
    ["CARD", zero()],
  ]);
  for (const order of orders) {
    add(total, order);
    add(byMethod.get(order.method)!, order);
    add(byPayment.get(order.paymentMethod)!, order);
  }
  return {
    date,
    ...total,
    byMethod: [...byMethod].map(([method, f]) => ({ method, ...f })),
    byPayment: [...byPayment].map(([paymentMethod, f]) => ({ paymentMethod, ...f })),
    openCount,
    lateCount,
    cancelledCount,
  };
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

export interface SalesRow extends Figures {
  /** YYYY-MM-DD or YYYY-MM. */
  period: string;
  takeoutSales: number;
  deliverySales: number;
}

export async function salesReport(prisma: PrismaClient, raw: unknown, group: SalesGroup) {
  const range = parseRange(raw);
  const orders = await prisma.order.findMany({
    where: { ...rangeWhere(range), ...COUNTED },
    select: {
      method: true,
      paymentMethod: true,
      total: true,
      slotStartsAt: true,
      items: { select: { quantity: true } },
    },
    orderBy: { slotStartsAt: "asc" },
  });
  const rows = new Map<string, SalesRow>();
  const total = zero();
  for (const order of orders) {
    const day = tokyoClock(order.slotStartsAt).date;
    const period = group === "DAY" ? day : day.slice(0, 7);
    let row = rows.get(period);
    if (!row) {
      row = { period, ...zero(), takeoutSales: 0, deliverySales: 0 };
      rows.set(period, row);
    }
    add(row, order);
    add(total, order);
    if (order.method === "TAKEOUT") row.takeoutSales += order.total;
    else row.deliverySales += order.total;
  }
  return { ...range, group, rows: [...rows.values()], total };
}

export function ordersInRange(prisma: PrismaClient, range: { from: string; to: string }) {
  return prisma.order.findMany({
    where: rangeWhere(range),
    orderBy: [{ slotStartsAt: "asc" }, { id: "asc" }],
    include: { items: { select: { quantity: true } } },
  });
}
