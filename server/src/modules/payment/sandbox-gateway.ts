// The built-in sandbox gateway: a hosted page served by this app (payment.rest.ts) whose buttons
// return to /confirm/purchase with an HMAC signature, like a real gateway's redirect.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PaymentGateway, PaymentResult, ReturnedPayment } from "../order/payment-gateway.js";

/** PAYMENT_SANDBOX_SECRET, or a random per-process key (docs/decisions/0004-orders.md). */
const SECRET = process.env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString("hex");

export function signPayment(p: Omit<ReturnedPayment, "signature">, secret = SECRET): string {
  return createHmac("sha256", secret)
    .update(`${p.code}|${p.trackingId}|${p.amount}|${p.result}`)
    .digest("hex");
}

export const sandboxGateway: PaymentGateway = {
  name: "sandbox",
  newTrackingId: () => `sb${randomBytes(12).toString("hex")}`,
  paymentUrl: (publicUrl, trackingId) =>
    `${publicUrl}/api/payments/sandbox/${encodeURIComponent(trackingId)}`,
  verify(returned) {
    if (returned.result !== "approved" && returned.result !== "declined") return null;
    const expected = Buffer.from(signPayment(returned), "hex");
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(returned.signature) ? returned.signature : "", "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { result: returned.result as PaymentResult, amount: returned.amount };
  },
};
