// Card checkouts that are never paid (the customer closed the payment page) would hold their
// place in the slot for ever. After PAYMENT_TIMEOUT_MS the order is cancelled and the place given
// back. The sweep is a job (PAYMENT_EXPIRY_QUEUE, every minute by cron in the job queue, so one
// instance runs it whatever their number); it would still be safe with several sweeping at once:
// every write is conditional, and the failure mail is queued in the cancelling transaction.
// A Stripe checkout is expired at Stripe first: one paid in the meantime is paid, not cancelled;
// one Stripe cannot be asked about now waits for the next minute.
import type { PrismaClient } from "../../generated/prisma/client.js";
import type { Jobs } from "../../jobs/jobs.js";
import type { Mailer } from "../../mail/mail.js";
import { type OrderEventPubSub, publishOrderEvent } from "../order/order-events.js";
import { paymentFailedMail } from "../order/order-mail.js";
import { transition } from "../order/order-status.js";
import { statusLink } from "../order/order-status-link.js";
import type { PaymentGateway } from "../order/payment-gateway.js";
import { gatewayOf } from "./payment.service.js";
import { applyOutcome } from "./payment-outcome.js";

export { EXPIRED_MESSAGE } from "./payment-outcome.js";
export { PAYMENT_TIMEOUT_MS } from "./payment-timing.js";

import { logger } from "../../lib/log.js";
import { releaseSlotPlace } from "../provision/slot-release.js";
import { PAYMENT_TIMEOUT_MS } from "./payment-timing.js";

/** The sweep's schedule (Tokyo time, but every minute is every minute). */
export const PAYMENT_EXPIRY_CRON = "* * * * *";
export const PAYMENT_EXPIRY_QUEUE = "payment-expiry";
const BATCH = 100;

export interface ExpiryDeps {
  prisma: PrismaClient;
  pubsub?: OrderEventPubSub;
  /** The failure mail is queued by the transaction that cancelled the order, once. */
  mailer?: Mailer;
  publicUrl?: string;
  /** The live gateway: a checkout it hosts is closed there before the order is cancelled. */
  gateway?: PaymentGateway;
}

/** True when the order may be cancelled: its checkout is closed and was not paid meanwhile. */
async function closedUnpaid(deps: ExpiryDeps, orderId: number, now: Date): Promise<boolean> {
  if (!deps.gateway) return true;
  const payment = await deps.prisma.payment.findFirst({ where: { orderId, status: "UNPAID" } });
  if (!payment || payment.gateway === "sandbox") return true;
  const gateway = gatewayOf({ gateway: deps.gateway }, payment);
  let outcome: Awaited<ReturnType<PaymentGateway["expire"]>>;
  try {
    outcome = await gateway.expire(payment.trackingId);
  } catch (error) {
    logger.error({ err: error }, `[payment] could not expire checkout ${payment.trackingId}; next minute`);
    return false;
  }
  if (outcome.state === "failed") return true;
  if (outcome.state === "paid" && deps.mailer) {
    const { mailer, gateway: live } = deps;
    await applyOutcome(
      { ...deps, mailer, gateway: live, publicUrl: deps.publicUrl ?? "" },
      payment,
      outcome,
      now,
    );
  }
  return false;
}

/** Cancels card orders still unpaid after the timeout; returns their codes. */
export async function expireUnpaidOrders(deps: ExpiryDeps, now = new Date()): Promise<string[]> {
  const { prisma } = deps;
  const stale = await prisma.order.findMany({
    where: {
      status: "AWAITING_PAYMENT",
      createdAt: { lt: new Date(now.getTime() - PAYMENT_TIMEOUT_MS) },
      // A payment flagged for staff (an amount that does not match) is theirs to settle.
      payments: { none: { attention: { not: null } } },
    },
    select: { id: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  const expired: string[] = [];
  for (const { id } of stale) {
    if (!(await closedUnpaid(deps, id, now))) continue;
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
      await releaseSlotPlace(tx, row);
      if (deps.mailer && row.email) {
        const link = await statusLink({ prisma: tx, publicUrl: deps.publicUrl ?? "" }, row);
        await deps.mailer.send(paymentFailedMail(row, "expired", link), {
          tx,
          key: `payment-failed:${row.id}`,
        });
      }
      return row;
    });
    if (order) {
      publishOrderEvent(deps.pubsub, "CANCELLED", order, now);
      expired.push(order.code);
    }
  }
  return expired;
}

/** The sweep as a scheduled job: whichever instance takes the minute's job runs it. */
export function definePaymentExpiryJobs(jobs: Pick<Jobs, "define" | "schedule">, deps: ExpiryDeps): void {
  jobs.define(
    PAYMENT_EXPIRY_QUEUE,
    { expireInSeconds: 300, retryLimit: 3, retryDelay: 30, pollingIntervalSeconds: 15 },
    async () => {
      const codes = await expireUnpaidOrders(deps);
      if (codes.length)
        logger.info(`[payment] unpaid card orders cancelled after 30 min: ${codes.join(", ")}`);
    },
  );
  jobs.schedule(PAYMENT_EXPIRY_QUEUE, PAYMENT_EXPIRY_CRON);
}
