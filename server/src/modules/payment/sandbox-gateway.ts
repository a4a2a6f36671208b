// The built-in sandbox gateway: a hosted page served by this app (payment.rest.ts) whose buttons
// return to /confirm/purchase with an HMAC signature, like a real gateway's redirect. No money moves.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PaymentGateway, PaymentResult, ReturnedPayment } from "../order/payment-gateway.js";
import { SANDBOX_PAYMENT_MS } from "./payment-timing.js";

/** PAYMENT_SANDBOX_SECRET, or a random per-process key (docs/decisions/0004-orders.md). */
const SECRET = process.env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString("hex");

export function signPayment(p: Omit<ReturnedPayment, "signature">, secret = SECRET): string {
  return createHmac("sha256", secret)
    .update(`${p.code}|${p.trackingId}|${p.amount}|${p.result}`)
    .digest("hex");
}

/** The result and amount the browser brought back, or null when the sandbox did not sign them. */
function verify(returned: ReturnedPayment): { result: PaymentResult; amount: number } | null {
  if (returned.result !== "approved" && returned.result !== "declined") return null;
  const expected = Buffer.from(signPayment(returned), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(returned.signature) ? returned.signature : "", "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { result: returned.result as PaymentResult, amount: returned.amount };
}

export const sandboxGateway: PaymentGateway & { verify: typeof verify; newTrackingId(): string } = {
  name: "sandbox",
  testMode: true,
  newTrackingId: () => `sb${randomBytes(12).toString("hex")}`,
  async open(request) {
    return {
      trackingId: sandboxGateway.newTrackingId(),
      url: null,
      expiresAt: new Date(request.now.getTime() + SANDBOX_PAYMENT_MS),
    };
  },
  paymentUrl: (publicUrl, payment) =>
    payment.url ?? `${publicUrl}/api/payments/sandbox/${encodeURIComponent(payment.trackingId)}`,
  verify,
  async confirm(_payment, returned) {
    const verified = verify(returned);
    if (!verified) return null;
    return verified.result === "approved"
      ? { state: "paid", amount: verified.amount, providerPaymentId: null }
      : { state: "failed", why: "declined" };
  },
  // The sandbox's page closes by itself once the payment is no longer UNPAID.
  async expire() {
    return { state: "failed", why: "expired" };
  },
  async refund() {
    return { providerRefundId: `sbre${randomBytes(12).toString("hex")}`, state: "succeeded" };
  },
};
