// Paying a shop order at the counter (issue 30): 現金 with the amount received (the change is the
// server's), the card terminal or PayPay; recorded on the order with who took it. Validated with
// shared/shop-order.ts (shopPaySchema, cashChange); both doors call payShopOrder.
import { cashChange, SHOP_PAY_MESSAGES, shopPaySchema } from "../../../../shared/shop-order.js";
import type { Viewer } from "../../context.js";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from "../../errors.js";
import type { Order, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { paymentsTotal } from "../metrics/metrics.js";
import { type OrderEventPubSub, publishOrderEvent } from "./order-events.js";

export interface ShopPaymentDeps {
  prisma: PrismaClient;
  pubsub?: OrderEventPubSub;
}

/** The change to hand back: what was received above the total (cash only), else null. */
export const changeOf = (order: { cashReceived: number | null; total: number }): number | null =>
  order.cashReceived === null ? null : order.cashReceived - order.total;

export async function payShopOrder(
  deps: ShopPaymentDeps,
  viewer: Viewer | null,
  raw: unknown,
  now = new Date(),
): Promise<Order> {
  if (!viewer) throw new UnauthorizedError();
  if (viewer.kind !== "admin") throw new ForbiddenError();
  const pay = parseInput(shopPaySchema, raw);
  const { prisma } = deps;
  const order = await prisma.order.findUnique({ where: { code: pay.code } });
  if (order?.channel !== "SHOP") throw new NotFoundError("ご注文が見つかりませんでした");
  if (order.paymentStatus === "PAID") throw new ConflictError(SHOP_PAY_MESSAGES.paid);
  if (order.status === "CANCELLED" || order.status === "PROVIDED")
    throw new ConflictError(SHOP_PAY_MESSAGES.closed);
  const cash = pay.method === "CASH" ? (pay.received ?? 0) : null;
  if (cash !== null && cashChange(order.total, cash) === null) {
    const message = SHOP_PAY_MESSAGES.short(order.total);
    throw new ValidationError(message, { received: [message] });
  }
  const admin = await prisma.administrator.findUnique({
    where: { id: viewer.administratorId },
    select: { name: true },
  });
  // Only while still unpaid: of two taps at once, one pays and the other is told.
  const written = await prisma.order.updateMany({
    where: { id: order.id, paymentStatus: "UNPAID", status: { notIn: ["CANCELLED", "PROVIDED"] } },
    data: {
      paymentStatus: "PAID",
      paidAt: now,
      shopPayment: pay.method,
      cashReceived: cash,
      paidByName: admin?.name ?? null,
      version: { increment: 1 },
    },
  });
  if (written.count === 0) throw new ConflictError(SHOP_PAY_MESSAGES.paid);
  const paid = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  publishOrderEvent(deps.pubsub, "PAID", paid, now);
  paymentsTotal.inc({ method: pay.method.toLowerCase(), outcome: "paid" });
  return paid;
}
