// The kitchen's prep summary: how many of each product and option still to fry for the orders due
// in the next hour, summed on the server from the order lines (the board only shows it). Orders
// already past their slot and not yet ready count too: they are the most urgent to fry.

import type { OrderStatus, PrismaClient } from "../../generated/prisma/client.js";
import { tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";

/** How far ahead the summary looks. */
export const PREP_WINDOW_MINUTES = 60;
/** Orders the kitchen still has to cook: accepted, not ready. Unpaid card orders wait (not cooked). */
export const PREP_STATUSES: OrderStatus[] = ["RECEIVED", "PRINTING"];

export interface PrepLine {
  productName: string;
  optionName: string | null;
  quantity: number;
  /** How many orders contain this product and option. */
  orderCount: number;
}

export interface KitchenPrep {
  /** The end of the window: orders whose slot starts before it are counted. */
  until: Date;
  /** Orders counted (still to cook, slot today and before `until`). */
  orderCount: number;
  lines: PrepLine[];
}

export interface PrepItem {
  orderId: number;
  productName: string;
  optionName: string | null;
  quantity: number;
}

/** Sums lines by product and option: the largest quantity first, then by name. */
export function summarisePrep(items: PrepItem[]): PrepLine[] {
  const lines = new Map<string, PrepLine & { orders: Set<number> }>();
  for (const item of items) {
    const key = JSON.stringify([item.productName, item.optionName]);
    const line = lines.get(key) ?? {
      productName: item.productName,
      optionName: item.optionName,
      quantity: 0,
      orderCount: 0,
      orders: new Set<number>(),
    };
    line.quantity += item.quantity;
    line.orders.add(item.orderId);
    lines.set(key, line);
  }
  return [...lines.values()]
    .map(({ orders, ...line }) => ({ ...line, orderCount: orders.size }))
    .sort(
      (a, b) =>
        b.quantity - a.quantity ||
        a.productName.localeCompare(b.productName, "ja") ||
        (a.optionName ?? "").localeCompare(b.optionName ?? "", "ja"),
    );
}

/** Today's (Tokyo) orders still to cook whose slot starts within the window from `now`. */
export async function kitchenPrep(prisma: PrismaClient, now = new Date()): Promise<KitchenPrep> {
  const until = new Date(now.getTime() + PREP_WINDOW_MINUTES * 60_000);
  const startOfToday = tokyoInstant(tokyoClock(now).date);
  const items = await prisma.orderItem.findMany({
    where: {
      order: { status: { in: PREP_STATUSES }, slotStartsAt: { gte: startOfToday, lt: until } },
    },
    select: { orderId: true, productName: true, optionName: true, quantity: true },
  });
  return {
    until,
    orderCount: new Set(items.map((i) => i.orderId)).size,
    lines: summarisePrep(items),
  };
}
