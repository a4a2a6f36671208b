import { describe, expect, it } from "vitest";
import { gatewayStatus, paymentGatewayOf } from "./gateway-config.js";
import { createStripeGateway } from "./stripe-gateway.js";

const stripe = (secretKey: string) => ({ secretKey, webhookSecret: "whsec_x", paypay: false });

describe("the card gateway the back office is told about", () => {
  it("offers no card payment in production without Stripe's keys, and says why", () => {
    const status = gatewayStatus(paymentGatewayOf({ stripe: undefined, isProduction: true }));
    expect(status).toMatchObject({ name: "none", cardPayments: false });
    expect(status.note).toContain("STRIPE_SECRET_KEY");
  });

  it("keeps the sandbox, which charges nothing, outside production", () => {
    expect(gatewayStatus(paymentGatewayOf({ stripe: undefined, isProduction: false }))).toMatchObject({
      name: "sandbox",
      cardPayments: true,
      testMode: true,
    });
  });

  it("tells Stripe's test mode (sk_test_) from live (sk_live_)", () => {
    expect(gatewayStatus(createStripeGateway(stripe("sk_test_abc")))).toMatchObject({
      name: "stripe",
      testMode: true,
    });
    const live = gatewayStatus(createStripeGateway(stripe("sk_live_abc")));
    expect(live).toMatchObject({ name: "stripe", cardPayments: true, testMode: false });
    expect(live.note).toContain("本番");
  });
});
