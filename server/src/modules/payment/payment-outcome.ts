// What a gateway says of a payment, applied once: by the customer's return, by Stripe's webhook
// (through the job queue) and by the expiry sweep alike. Every write is conditional (UNPAID → PAID
// or FAILED), so a double or out-of-order delivery changes nothing, and only the writer that
// flipped the payment queues the mail, in the same transaction.

import { formatYen } from "../../../../shared/pricing.js";
import { ValidationError } from "../../errors.js";
import type { PaymentStatus, Prisma } from "../../generated/prisma/client.js";
import { logger } from "../../lib/log.js";
import { queueLineNotice } from "../line/line-notify.js";
import { paymentsTotal } from "../metrics/metrics.js";
import type { OrderDeps } from "../order/order-answer.js";
import { publishOrderEvent } from "../order/order-events.js";
import { paymentCompletedMail, paymentFailedMail } from "../order/order-mail.js";
import { type FullOrder, orderInclude } from "../order/order-statement.js";
import { transition } from "../order/order-status.js";
import { statusLink } from "../order/order-status-link.js";
import type { PaymentOutcome } from "../order/payment-gateway.js";
import { releaseSlotPlace } from "../provision/slot-release.js";

export interface PaymentConfirmation {
  order: FullOrder;
  paid: boolean;
  /** Japanese, ready to show. */
  message: string;
}

export const PAID_MESSAGE = "お支払いが完了しました。ご注文ありがとうございます";
export const CANCELLED_MESSAGE =
  "このご注文はお店でキャンセルされたため、お支払いは行われませんでした。お手数ですが、お店にお問い合わせください";
export const DECLINED_MESSAGE =
  "カード決済が承認されなかったため、ご注文をキャンセルしました。お手数ですが、もう一度ご注文ください";
export const EXPIRED_MESSAGE =
  "お支払いの期限（30分）が過ぎたため、ご注文をキャンセルしました。お手数ですが、もう一度ご注文ください";
export const PENDING_MESSAGE =
  "お支払いはまだ完了していません。30分以内にお支払いが確認できない場合、ご注文は自動的にキャンセルされます";
export const CHECKING_MESSAGE =
  "お支払いの内容をお店で確認しています。確認ができしだい、お店からご連絡いたします";

/** The payment as the outcome is applied to it. */
export interface PaymentRow {
  id: number;
  orderId: number;
  gateway: string;
  amount: number;
  status: PaymentStatus;
  result: Prisma.JsonValue;
}

const reread = (tx: Prisma.TransactionClient | OrderDeps["prisma"], id: number) =>
  tx.order.findUniqueOrThrow({ where: { id }, include: orderInclude });

function failedMessage(payment: PaymentRow): string {
  const why = (payment.result as { result?: string } | null)?.result;
  return why === "expired" ? EXPIRED_MESSAGE : why === "cancelled" ? CANCELLED_MESSAGE : DECLINED_MESSAGE;
}

/** Applies the gateway's word on a payment; answers what the customer is told. */
export async function applyOutcome(
  deps: OrderDeps,
  payment: PaymentRow,
  outcome: PaymentOutcome,
  now = new Date(),
): Promise<PaymentConfirmation> {
  const { prisma } = deps;
  if (outcome.state === "pending") {
    const paid = payment.status === "PAID";
    const message = paid
      ? PAID_MESSAGE
      : payment.status === "FAILED"
        ? failedMessage(payment)
        : PENDING_MESSAGE;
    return { order: await reread(prisma, payment.orderId), paid, message };
  }
  if (outcome.state === "paid") return applyPaid(deps, payment, outcome, now);
  return applyFailed(deps, payment, outcome.why, now);
}

async function flag(
  deps: OrderDeps,
  payment: PaymentRow,
  attention: string,
  providerPaymentId: string | null,
) {
  const flagged = await deps.prisma.payment.updateMany({
    where: { id: payment.id, attention: null },
    data: { attention, providerPaymentId },
  });
  const order = await reread(deps.prisma, payment.orderId);
  if (flagged.count === 1) {
    logger.error(`[payment] order ${order.code}: ${attention}`);
    publishOrderEvent(deps.pubsub, "PLACED", order);
    paymentsTotal.inc({ method: payment.gateway, outcome: "flagged" });
  }
  return order;
}

async function applyPaid(
  deps: OrderDeps,
  payment: PaymentRow,
  outcome: Extract<PaymentOutcome, { state: "paid" }>,
  now: Date,
): Promise<PaymentConfirmation> {
  const { prisma } = deps;
  const orderId = payment.orderId;
  const total = (await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { total: true } }))
    .total;
  if (outcome.amount !== payment.amount || payment.amount !== total) {
    // Never paid on a wrong amount: staff look at it in Stripe's dashboard and settle it.
    const order = await flag(
      deps,
      payment,
      `決済額 ${formatYen(outcome.amount)} がご注文の合計 ${formatYen(total)} と一致しません。Stripe で確認してください`,
      outcome.providerPaymentId,
    );
    return { order, paid: false, message: CHECKING_MESSAGE };
  }
  if (payment.status === "FAILED" && payment.gateway === "sandbox") {
    // A sandbox page approved after the order ended: no money moved, the approval is refused.
    return { order: await reread(prisma, orderId), paid: false, message: failedMessage(payment) };
  }
  if (payment.status === "FAILED") {
    // Paid at the provider after we cancelled (the shop, or an expiry the provider had not seen).
    const order = await flag(
      deps,
      payment,
      `キャンセル済みのご注文に ${formatYen(outcome.amount)} の支払いがありました。返金してください`,
      outcome.providerPaymentId,
    );
    return { order, paid: false, message: failedMessage(payment) };
  }
  const { order, changed } = await prisma.$transaction(async (tx) => {
    const claimed = await tx.payment.updateMany({
      where: { id: payment.id, status: "UNPAID" },
      data: {
        status: "PAID",
        completedAt: now,
        providerPaymentId: outcome.providerPaymentId,
        result: { result: "approved", amount: outcome.amount },
      },
    });
    if (claimed.count === 1) {
      const paid = await tx.order.updateMany({
        where: { id: orderId, status: "AWAITING_PAYMENT" },
        data: {
          status: transition({ status: "AWAITING_PAYMENT" }, "PAID"),
          paymentStatus: "PAID",
          paidAt: now,
          version: { increment: 1 },
        },
      });
      // Cancelled meanwhile: undo, the answer below reports it.
      if (paid.count === 0) throw new ValidationError("このご注文はすでにキャンセルされています");
    }
    const order = await reread(tx, orderId);
    // Paid: the member's server cart has been ordered (order.service.ts cartToEmpty).
    if (claimed.count === 1 && order.customerId && order.channel === "ONLINE") {
      await tx.cartItem.deleteMany({ where: { cart: { customerId: order.customerId } } });
    }
    if (claimed.count === 1 && order.email) {
      const link = await statusLink({ prisma: tx, publicUrl: deps.publicUrl }, order);
      await deps.mailer.send(paymentCompletedMail(order, link), { tx, key: `payment-paid:${orderId}` });
    }
    // Paid: the order is accepted, on LINE too when the customer linked it (decision 0051).
    if (claimed.count === 1) await queueLineNotice(tx, deps.jobs, order, "ACCEPTED", tx);
    return { order, changed: claimed.count === 1 };
  });
  if (!changed && order.paymentStatus !== "PAID") {
    // Failed between our read and our write: apply the outcome to the payment as it is now.
    const fresh = await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    return applyOutcome(deps, fresh, outcome, now);
  }
  if (changed) {
    publishOrderEvent(deps.pubsub, "PAID", order, now);
    paymentsTotal.inc({ method: payment.gateway, outcome: "paid" });
  }
  return { order, paid: true, message: PAID_MESSAGE };
}

async function applyFailed(
  deps: OrderDeps,
  payment: PaymentRow,
  why: "declined" | "expired",
  now: Date,
): Promise<PaymentConfirmation> {
  const { prisma } = deps;
  const orderId = payment.orderId;
  if (payment.status === "PAID")
    return { order: await reread(prisma, orderId), paid: true, message: PAID_MESSAGE };
  const { order, cancelled } = await prisma.$transaction(async (tx) => {
    const failed = await tx.payment.updateMany({
      where: { id: payment.id, status: "UNPAID" },
      data: { status: "FAILED", completedAt: now, result: { result: why } },
    });
    if (failed.count === 1) {
      const cancelled = await tx.order.update({
        where: { id: orderId, status: "AWAITING_PAYMENT" },
        data: {
          status: transition({ status: "AWAITING_PAYMENT" }, "CANCEL"),
          paymentStatus: "FAILED",
          cancelledAt: now,
          version: { increment: 1 },
        },
      });
      await releaseSlotPlace(tx, cancelled);
      if (cancelled.email) {
        const link = await statusLink({ prisma: tx, publicUrl: deps.publicUrl }, cancelled);
        await deps.mailer.send(paymentFailedMail(cancelled, why, link), {
          tx,
          key: `payment-failed:${orderId}`,
        });
      }
    }
    return { order: await reread(tx, orderId), cancelled: failed.count === 1 };
  });
  if (cancelled) {
    publishOrderEvent(deps.pubsub, "CANCELLED", order, now);
    paymentsTotal.inc({ method: payment.gateway, outcome: why });
  }
  if (!cancelled) {
    const fresh = await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    if (fresh.status === "PAID") return { order, paid: true, message: PAID_MESSAGE };
    return { order, paid: false, message: failedMessage(fresh) };
  }
  return { order, paid: false, message: why === "expired" ? EXPIRED_MESSAGE : DECLINED_MESSAGE };
}
