// Confirming a card payment when the customer's browser comes back from the gateway: the
// signature and amount are checked by the gateway, the order is paid exactly once (conditional
// updates), and a declined payment cancels the order and gives its slot back.
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { type FullOrder, type OrderDeps, orderInclude } from "../order/order.service.js";
import { publishOrderEvent } from "../order/order-events.js";
import { paymentCompletedMail, paymentFailedMail } from "../order/order-mail.js";
import { transition } from "../order/order-status.js";
import { statusLink } from "../order/order-status-link.js";
import { EXPIRED_MESSAGE } from "./payment-expiry.js";

export interface ConfirmPaymentInput {
  code: string;
  trackingId: string;
  amount: number;
  result: string;
  signature: string;
}

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

async function reread(tx: Prisma.TransactionClient | OrderDeps["prisma"], id: number) {
  return tx.order.findUniqueOrThrow({ where: { id }, include: orderInclude });
}

export async function confirmPayment(
  deps: OrderDeps,
  input: ConfirmPaymentInput,
): Promise<PaymentConfirmation> {
  const gateway = deps.gateway;
  const { prisma } = deps;
  const payment = await prisma.payment.findUnique({
    where: { trackingId: String(input.trackingId ?? "") },
    include: { order: { select: { id: true, code: true, total: true } } },
  });
  if (!payment || payment.order.code !== String(input.code ?? "").toUpperCase()) {
    throw new NotFoundError("お支払い情報が見つかりませんでした");
  }
  const verified = gateway.verify({ ...input, code: payment.order.code });
  if (!verified) throw new ForbiddenError("決済結果を確認できませんでした（署名が正しくありません）");
  if (verified.amount !== payment.amount || payment.amount !== payment.order.total) {
    throw new ValidationError("決済金額がご注文の金額と一致しません");
  }
  const orderId = payment.order.id;
  const now = new Date();

  if (verified.result === "approved") {
    if (payment.status === "FAILED") {
      const why = (payment.result as { result?: string } | null)?.result;
      return {
        order: await reread(prisma, orderId),
        paid: false,
        message:
          why === "expired" ? EXPIRED_MESSAGE : why === "cancelled" ? CANCELLED_MESSAGE : DECLINED_MESSAGE,
      };
    }
    const { order, changed } = await prisma.$transaction(async (tx) => {
      const claimed = await tx.payment.updateMany({
        where: { id: payment.id, status: "UNPAID" },
        data: {
          status: "PAID",
          completedAt: now,
          result: { result: verified.result, amount: verified.amount },
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
      // Only the request that flipped the payment queues the mail, in the same transaction.
      if (claimed.count === 1 && order.email) {
        const link = await statusLink({ prisma: tx, publicUrl: deps.publicUrl }, order);
        await deps.mailer.send(paymentCompletedMail(order, link), { tx, key: `payment-paid:${orderId}` });
      }
      return { order, changed: claimed.count === 1 };
    });
    // Declined or expired between our read and our write: say so, never "paid".
    if (!changed && order.paymentStatus !== "PAID") return confirmPayment(deps, input);
    if (changed) publishOrderEvent(deps.pubsub, "PAID", order, now);
    return { order, paid: true, message: PAID_MESSAGE };
  }

  if (payment.status === "PAID")
    return { order: await reread(prisma, orderId), paid: true, message: PAID_MESSAGE };
  const { order, cancelled } = await prisma.$transaction(async (tx) => {
    const failed = await tx.payment.updateMany({
      where: { id: payment.id, status: "UNPAID" },
      data: { status: "FAILED", completedAt: now, result: { result: verified.result } },
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
      await tx.slotUsage.updateMany({
        where: { method: cancelled.method, slotStartsAt: cancelled.slotStartsAt, orderCount: { gt: 0 } },
        data: { orderCount: { decrement: 1 } },
      });
      // Only the request that flipped the payment mails: one mail for the event, whatever the replays.
      if (cancelled.email) {
        const link = await statusLink({ prisma: tx, publicUrl: deps.publicUrl }, cancelled);
        await deps.mailer.send(paymentFailedMail(cancelled, "declined", link), {
          tx,
          key: `payment-failed:${orderId}`,
        });
      }
    }
    return { order: await reread(tx, orderId), cancelled: failed.count === 1 };
  });
  if (cancelled) publishOrderEvent(deps.pubsub, "CANCELLED", order, now);
  return { order, paid: false, message: DECLINED_MESSAGE };
}
