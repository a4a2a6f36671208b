// Confirming a card payment when the customer's browser comes back from the gateway: the gateway
// says what happened (the sandbox by its signature, Stripe by being asked), and the outcome is
// applied as the webhook applies it (payment-outcome.ts).
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import type { OrderDeps } from "../order/order-answer.js";
import type { PaymentGateway } from "../order/payment-gateway.js";
import { applyOutcome, type PaymentConfirmation } from "./payment-outcome.js";
import { sandboxGateway } from "./sandbox-gateway.js";

export {
  CANCELLED_MESSAGE,
  DECLINED_MESSAGE,
  PAID_MESSAGE,
  type PaymentConfirmation,
} from "./payment-outcome.js";

export interface ConfirmPaymentInput {
  code: string;
  trackingId: string;
  amount: number;
  result: string;
  signature: string;
}

/** The gateway a payment was opened with (a sandbox payment stays the sandbox's after a switch). */
export function gatewayOf(deps: Pick<OrderDeps, "gateway">, payment: { gateway: string }): PaymentGateway {
  return payment.gateway === "sandbox" ? sandboxGateway : deps.gateway;
}

export async function confirmPayment(
  deps: OrderDeps,
  input: ConfirmPaymentInput,
): Promise<PaymentConfirmation> {
  const payment = await deps.prisma.payment.findUnique({
    where: { trackingId: String(input.trackingId ?? "") },
    include: { order: { select: { code: true, total: true } } },
  });
  if (!payment || payment.order.code !== String(input.code ?? "").toUpperCase()) {
    throw new NotFoundError("お支払い情報が見つかりませんでした");
  }
  const gateway = gatewayOf(deps, payment);
  const outcome = await gateway.confirm(payment, { ...input, code: payment.order.code });
  if (!outcome) throw new ForbiddenError("決済結果を確認できませんでした（署名が正しくありません）");
  // The sandbox's return carries its amount: a signed one that differs is refused outright.
  if (
    gateway.name === "sandbox" &&
    outcome.state === "paid" &&
    (outcome.amount !== payment.amount || payment.amount !== payment.order.total)
  ) {
    throw new ValidationError("決済金額がご注文の金額と一致しません");
  }
  return applyOutcome(deps, payment, outcome);
}

/** The payment behind the sandbox's payment page, with its order's code; null when unknown. */
export function paymentByTrackingId(prisma: PrismaClient, trackingId: string) {
  return prisma.payment.findUnique({ where: { trackingId }, include: { order: { select: { code: true } } } });
}
