// Which card gateway is live, from the configuration: Stripe with its two keys; without them the
// sandbox, except in production, where card payment is not offered at all (pay at the shop only).
import { ValidationError } from "../../errors.js";
import type { PaymentGateway } from "../order/payment-gateway.js";
import { sandboxGateway } from "./sandbox-gateway.js";
import { createStripeGateway, type StripeSettings } from "./stripe-gateway.js";

export const CARD_UNAVAILABLE =
  "現在、カード決済はご利用いただけません。お支払い方法は「店頭でお支払い」をお選びください";

/** Production without a real gateway: a card order is refused with a Japanese message, nothing written. */
export const noCardGateway: PaymentGateway = {
  name: "none",
  testMode: false,
  async open() {
    throw new ValidationError(CARD_UNAVAILABLE, { paymentMethod: [CARD_UNAVAILABLE] });
  },
  paymentUrl: () => "",
  async confirm() {
    return null;
  },
  async expire() {
    return { state: "failed", why: "expired" };
  },
  async refund() {
    throw new Error("no card gateway is configured");
  },
};

export function paymentGatewayOf(config: {
  stripe: StripeSettings | undefined;
  isProduction: boolean;
}): PaymentGateway {
  if (config.stripe) return createStripeGateway(config.stripe);
  return config.isProduction ? noCardGateway : sandboxGateway;
}

/** What the back office shows about card payment. */
export function gatewayStatus(gateway: PaymentGateway): {
  name: string;
  cardPayments: boolean;
  testMode: boolean;
  note: string;
} {
  if (gateway.name === "stripe")
    return {
      name: "stripe",
      cardPayments: true,
      testMode: gateway.testMode,
      note: gateway.testMode
        ? "Stripe（テストモード）：実際の請求は行われません"
        : "Stripe（本番）：カード決済で実際に請求されます",
    };
  if (gateway.name === "sandbox")
    return {
      name: "sandbox",
      cardPayments: true,
      testMode: true,
      note: "サンドボックス（動作確認用）：実際の請求は行われません",
    };
  return {
    name: "none",
    cardPayments: false,
    testMode: false,
    note: "カード決済は無効です（STRIPE_SECRET_KEY と STRIPE_WEBHOOK_SECRET が未設定のため、店頭払いのみ受け付けます）",
  };
}
