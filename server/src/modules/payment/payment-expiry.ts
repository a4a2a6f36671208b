// Card checkouts that are never paid (the customer closed the payment page) would hold their
// place in the slot for ever. After PAYMENT_TIMEOUT_MS the order is cancelled and the place given
// back. Safe with several instances sweeping at once: every write is conditional.
import type { PrismaClient } from "../../generated/prisma/client.js";
import type { Mailer } from "../../lib/mail.js";
import { type OrderEventPubSub, publishOrderEvent } from "../order/order-events.js";
import { paymentFailedMail } from "../order/order-mail.js";
import { transition } from "../order/order-status.js";
import { statusLink } from "../order/order-status-link.js";

export const PAYMENT_TIMEOUT_MS = 30 * 60 * 1000;
/** How often each instance looks for expired checkouts. */
export const EXPIRY_SWEEP_MS = 60 * 1000;
const BATCH = 100;

export const EXPIRED_MESSAGE =
  "お支払いの期限（30分）が過ぎたため、ご注文をキャンセルしました。お手数ですが、もう一度ご注文ください";

export interface ExpiryDeps {
  prisma: PrismaClient;
  pubsub?: OrderEventPubSub;
  /** The failure mail goes out from the instance whose write cancelled the order, once. */
  mailer?: Mailer;
  publicUrl?: string;
}

/** Cancels card orders still unpaid after the timeout; returns their codes. */
export async function expireUnpaidOrders(deps: ExpiryDeps, now = new Date()): Promise<string[]> {
  const { prisma } = deps;
  const stale = await prisma.order.findMany({
    where: { status: "AWAITING_PAYMENT", createdAt: { lt: new Date(now.getTime() - PAYMENT_TIMEOUT_MS) } },
    select: { id: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  const expired: string[] = [];
  for (const { id } of stale) {
    const order = await prisma.$transaction(async (tx) => {
      // Whoever flips the payment first wins: this sweep, or the customer's confirmation.
      const failed = await tx.payment.updateMany({
        where: { orderId: id, status: "UNPAID" },
        data: { status: "FAILED", completedAt: now, result: { result: "expired" } },
      });
      if (failed.count === 0) return null;
      const cancelled = await tx.order.updateMany({
        where: { id, status: "AWAITING_PAYMENT" },
        data: {
          status: transition({ status: "AWAITING_PAYMENT" }, "CANCEL"),
          paymentStatus: "FAILED",
          cancelledAt: now,
          version: { increment: 1 },
        },
      });
      if (cancelled.count === 0) return null;
      const row = await tx.order.findUniqueOrThrow({ where: { id } });
      await tx.slotUsage.updateMany({
        where: { method: row.method, slotStartsAt: row.slotStartsAt, orderCount: { gt: 0 } },
        data: { orderCount: { decrement: 1 } },
      });
      return row;
    });
    if (order) {
      publishOrderEvent(deps.pubsub, "CANCELLED", order, now);
      expired.push(order.code);
      if (deps.mailer) {
        const link = await statusLink({ prisma, publicUrl: deps.publicUrl ?? "" }, order);
        await deps.mailer.send(paymentFailedMail(order, "expired", link)).catch((error) => {
          console.error(`[payment] expiry mail for ${order.code} failed:`, error);
        });
      }
    }
  }
  return expired;
}

/** Sweeps every EXPIRY_SWEEP_MS until stopped; a failed sweep is logged and retried next time. */
export function startPaymentExpiry(deps: ExpiryDeps): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireUnpaidOrders(deps)
      .then((codes) => {
        if (codes.length)
          console.log(`[payment] unpaid card orders cancelled after 30 min: ${codes.join(", ")}`);
      })
      .catch((error: unknown) => console.error("[payment] expiry sweep failed:", error))
      .finally(() => {
        running = false;
      });
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
