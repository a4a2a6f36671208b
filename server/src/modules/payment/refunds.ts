// Money given back on a card payment. A refund is a row written in the transaction that decides
// it (the shop's cancellation, or staff's partial refund) with a job beside it; the job asks the
// gateway with the row's idempotency key, so a retried job never refunds twice. A failure is
// recorded on the row (shown to staff) and retried by the job queue until it succeeds.
import { formatYen } from "../../../../shared/pricing.js";
import { refundSchema } from "../../../../shared/refund.js";
import { ValidationError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { Jobs } from "../../jobs/jobs.js";
import { parseInput } from "../../lib/parse.js";
import { recordAudit } from "../audit/audit.service.js";
import { refundsTotal } from "../metrics/metrics.js";
import type { OrderDeps } from "../order/order-answer.js";
import { publishOrderEvent } from "../order/order-events.js";
import { gatewayOf } from "./payment.service.js";
import { queueRefundMail } from "./refund-mail.js";

export const REFUND_QUEUE = "payment-refund";
export const CANCEL_REFUND_REASON = "お店によるキャンセル";
export const REFUND_TOO_LARGE = "返金額が返金できる残りの金額を超えています";

type Tx = Prisma.TransactionClient;

/** What can still be refunded: the amount less refunds succeeded or under way. */
async function refundable(tx: Tx, payment: { id: number; amount: number }): Promise<number> {
  const taken = await tx.refund.aggregate({
    where: { paymentId: payment.id, status: { in: ["PENDING", "SUCCEEDED", "FAILED"] } },
    _sum: { amount: true },
  });
  return payment.amount - (taken._sum.amount ?? 0);
}

/** What staff may still refund on the order's paid card payment; 0 when there is none. */
export async function refundableOf(tx: Tx, orderId: number): Promise<number> {
  const payment = await tx.payment.findFirst({ where: { orderId, status: "PAID" }, orderBy: { id: "desc" } });
  return payment ? refundable(tx, payment) : 0;
}

/**
 * Queues a refund of the order's paid card payment in the caller's transaction: `amount` yen, or
 * all that is left. Returns null when nothing is paid by card or nothing is left.
 */
export async function queueRefund(
  tx: Tx,
  jobs: Pick<Jobs, "send"> | undefined,
  orderId: number,
  request: { amount?: number; reason: string; requestedBy: string | null; key: string },
) {
  const payment = await tx.payment.findFirst({ where: { orderId, status: "PAID" }, orderBy: { id: "desc" } });
  if (!payment) return null;
  const left = await refundable(tx, payment);
  const amount = request.amount ?? left;
  if (amount > left) throw new ValidationError(REFUND_TOO_LARGE, { amount: [REFUND_TOO_LARGE] });
  if (amount <= 0) return null;
  if (!jobs) throw new Error("no job queue to send the refund with");
  const refund = await tx.refund.create({
    data: {
      paymentId: payment.id,
      amount,
      reason: request.reason,
      requestedBy: request.requestedBy,
      idempotencyKey: `refund:${payment.id}:${request.key}`,
    },
  });
  await jobs.send(REFUND_QUEUE, { refundId: refund.id }, { tx, key: `refund:${refund.id}` });
  return refund;
}

/** The job: one refund sent to the gateway; thrown errors are recorded, then retried by the queue. */
export async function sendRefund(
  deps: Pick<OrderDeps, "prisma" | "gateway" | "pubsub">,
  refundId: number,
): Promise<void> {
  const { prisma } = deps;
  const refund = await prisma.refund.findUnique({ where: { id: refundId }, include: { payment: true } });
  if (!refund || refund.status === "SUCCEEDED") return;
  // The boards and the customer's page re-read the order: its refund succeeded or failed.
  const tell = async () => {
    const order = await prisma.order.findUnique({
      where: { id: refund.payment.orderId },
      select: { id: true, code: true, status: true },
    });
    if (order) publishOrderEvent(deps.pubsub, "REFUNDED", order);
  };
  const gateway = gatewayOf(deps, refund.payment);
  let answer: Awaited<ReturnType<typeof gateway.refund>>;
  try {
    answer = await gateway.refund({
      providerPaymentId: refund.payment.providerPaymentId ?? refund.payment.trackingId,
      amount: refund.amount,
      idempotencyKey: refund.idempotencyKey,
    });
    if (answer.state === "failed") throw new Error(`the refund ${answer.providerRefundId} failed`);
  } catch (error) {
    refundsTotal.inc({ method: refund.payment.gateway, outcome: "failed" });
    await prisma.refund.update({
      where: { id: refund.id },
      data: {
        status: "FAILED",
        attempts: { increment: 1 },
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      },
    });
    await tell();
    throw error;
  }
  const counted = await prisma.$transaction(async (tx) => {
    // Counted once: only the write that moves the row to SUCCEEDED adds to the payment.
    const done = await tx.refund.updateMany({
      where: { id: refund.id, status: { not: "SUCCEEDED" } },
      data: {
        status: "SUCCEEDED",
        providerRefundId: answer.providerRefundId,
        attempts: { increment: 1 },
        lastError: null,
        completedAt: new Date(),
      },
    });
    if (done.count === 1) {
      await tx.payment.update({
        where: { id: refund.paymentId },
        data: { refundedAmount: { increment: refund.amount } },
      });
    }
    return done.count === 1;
  });
  await tell();
  if (counted) refundsTotal.inc({ method: refund.payment.gateway, outcome: "succeeded" });
}

export function defineRefundJobs(
  jobs: Pick<Jobs, "define">,
  deps: Pick<OrderDeps, "prisma" | "gateway" | "pubsub">,
): void {
  jobs.define<{ refundId: number }>(
    REFUND_QUEUE,
    // About a day of retries: 30 s, 1 min, 2 min, … (pg-boss doubles each delay).
    {
      expireInSeconds: 120,
      retryLimit: 12,
      retryDelay: 30,
      pollingIntervalSeconds: 5,
      fastPollingIntervalSeconds: 1,
    },
    ({ refundId }) => sendRefund(deps, refundId),
  );
}

export const NOTHING_TO_REFUND = "このご注文にはカードでお支払い済みの代金がないため、返金できません";

/**
 * Staff's partial refund: up to what is left, with a reason; who and when are recorded, the
 * customer is mailed in the same transaction.
 */
export async function refundPartially(
  deps: Pick<OrderDeps, "prisma"> &
    Partial<Pick<OrderDeps, "mailer" | "publicUrl" | "pubsub">> & {
      jobs?: Pick<Jobs, "send">;
      viewer?: { kind: string } | null;
    },
  orderId: number,
  raw: unknown,
  requestedBy: string | null,
) {
  const input = parseInput(refundSchema, raw);
  const refund = await deps.prisma.$transaction(async (tx) => {
    const count = await tx.refund.count({ where: { payment: { orderId } } });
    const refund = await queueRefund(tx, deps.jobs, orderId, {
      amount: input.amount,
      reason: input.reason,
      requestedBy,
      key: `staff-${count + 1}`,
    });
    if (!refund) throw new ValidationError(NOTHING_TO_REFUND, { amount: [NOTHING_TO_REFUND] });
    const viewer = deps.viewer as { kind: string; administratorId?: number } | null | undefined;
    const actor = {
      id: viewer?.kind === "admin" ? (viewer.administratorId ?? null) : null,
      name: requestedBy ?? "システム",
    };
    await auditRefund(tx, actor, orderId, refund);
    await queueRefundMail(deps, tx, orderId, refund);
    return refund;
  });
  const order = await deps.prisma.order.findUnique({
    where: { id: orderId },
    select: { id: true, code: true, status: true },
  });
  if (order) publishOrderEvent(deps.pubsub, "REFUNDED", order);
  return refund;
}

/** The audit trail's line for a refund (decision 0034): who, which order, how much and why. */
export async function auditRefund(
  tx: Tx,
  actor: { id: number | null; name: string },
  orderId: number,
  refund: { amount: number; reason: string },
): Promise<void> {
  const { code } = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { code: true } });
  await recordAudit(tx, actor, {
    kind: "ORDER_REFUNDED",
    subject: `注文 ${code}`,
    detail: `${formatYen(refund.amount)}（${refund.reason}）`,
  });
}

/** The order a refund was made on, read with the door's planned `query`. */
export function refundedOrder<Q extends object>(prisma: Tx, refund: { paymentId: number }, query: Q) {
  return prisma.order.findFirstOrThrow({ ...query, where: { payments: { some: { id: refund.paymentId } } } });
}

/** The refunds of an order's card payments, newest first, with the door's planned `query`. */
export function refundsOf<Q extends object>(prisma: Tx, orderId: number, query: Q) {
  return prisma.refund.findMany({ ...query, where: { payment: { orderId } }, orderBy: { id: "desc" } });
}

/** A card payment's note for staff (an amount that does not match, paid after cancelling), or null. */
export async function paymentAttentionOf(prisma: Tx, orderId: number): Promise<string | null> {
  const payment = await prisma.payment.findFirst({
    where: { orderId, attention: { not: null } },
    select: { attention: true },
  });
  return payment?.attention ?? null;
}
