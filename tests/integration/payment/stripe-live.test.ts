// Against Stripe itself, in test mode: runs only with STRIPE_TEST_SECRET_KEY=sk_test_… set (and a
// machine that reaches api.stripe.com); skipped otherwise. README "Taking real payments".
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createStripeGateway } from "../../../server/src/modules/payment/stripe-gateway.js";

const key = process.env.STRIPE_TEST_SECRET_KEY ?? "";

describe.skipIf(!key)("Stripe in test mode", () => {
  it("opens a Checkout Session in yen for the lines, reports it unpaid, and expires it", async () => {
    expect(key, "only a test-mode key (sk_test_…) may run this").toMatch(/^(sk|rk)_test_/);
    const gateway = createStripeGateway({ secretKey: key, webhookSecret: "whsec_unused", paypay: false });
    expect(gateway.testMode).toBe(true);
    const opened = await gateway.open({
      code: `LIVE${Date.now().toString(36).toUpperCase()}`,
      total: 1460,
      lines: [
        { name: "からあげ弁当", unitAmount: 630, quantity: 2 },
        { name: "配達料", unitAmount: 200, quantity: 1 },
      ],
      email: null,
      idempotencyKey: randomUUID(),
      publicUrl: "https://karaage.example",
      now: new Date(),
    });
    expect(opened.trackingId).toMatch(/^cs_test_/);
    expect(opened.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const session = await gateway.stripe.checkout.sessions.retrieve(opened.trackingId);
    expect(session.amount_total).toBe(1460);
    expect(session.currency).toBe("jpy");
    const returned = { code: "", trackingId: opened.trackingId, amount: -1, result: "", signature: "" };
    expect(await gateway.confirm({ trackingId: opened.trackingId }, returned)).toEqual({ state: "pending" });
    expect(await gateway.expire(opened.trackingId)).toEqual({ state: "failed", why: "expired" });
  });
});
