// Stripe Checkout behind the PaymentGateway interface: the only file that calls Stripe's API. The
// SDK is configured here (stripeClient); STRIPE_API_URL points it elsewhere (a local fixture in
// tests, stripe-mock). Every call that moves money carries an idempotency key of ours.
import Stripe from "stripe";
import { ServiceUnavailableError } from "../../errors.js";
import { logger } from "../../lib/log.js";
import type { PaymentGateway, PaymentOutcome } from "../order/payment-gateway.js";
import { STRIPE_SESSION_MS } from "./payment-timing.js";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_PAYPAY=1: offer PayPay beside cards (the account must have it enabled). */
  paypay: boolean;
  /** Another API origin than api.stripe.com (tests, stripe-mock). */
  apiUrl?: string;
}

export const STRIPE_UNREACHABLE =
  "ただいまカード決済をご利用いただけません（決済サービスに接続できませんでした）。しばらくしてからもう一度お試しいただくか、店頭でのお支払いをお選びください";

export function stripeClient(settings: Pick<StripeSettings, "secretKey" | "apiUrl">): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: "karaage-ordering" },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** The session as our payment: paid (with the amount Stripe took), failed, or not decided yet. */
export function outcomeOfSession(session: Stripe.Checkout.Session): PaymentOutcome {
  if (session.status === "expired") return { state: "failed", why: "expired" };
  if (session.status === "complete" && session.payment_status === "paid") {
    const intent = session.payment_intent;
    return {
      state: "paid",
      amount: session.amount_total ?? -1,
      providerPaymentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    };
  }
  // Open, or complete with an asynchronous payment still under way.
  return { state: "pending" };
}

const isTestKey = (key: string) => /^(sk|rk)_test_/.test(key);

/** Network failures and Stripe's own troubles: the customer is told to try again or pay at the shop. */
function unavailable(what: string, error: unknown): ServiceUnavailableError {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  logger.error(`[payment] Stripe ${what} failed: ${detail}`);
  return new ServiceUnavailableError(STRIPE_UNREACHABLE);
}

export interface StripeGateway extends PaymentGateway {
  readonly stripe: Stripe;
  readonly settings: StripeSettings;
}

export function createStripeGateway(
  settings: StripeSettings,
  stripe = stripeClient(settings),
): StripeGateway {
  return {
    name: "stripe",
    testMode: isTestKey(settings.secretKey),
    stripe,
    settings,
    async open(request) {
      const sum = request.lines.reduce((s, l) => s + l.unitAmount * l.quantity, 0);
      if (sum !== request.total) throw new Error(`checkout lines add up to ${sum}, not ${request.total}`);
      const back = `${request.publicUrl}/confirm/purchase?code=${encodeURIComponent(request.code)}&sbpayment_tracking_id={CHECKOUT_SESSION_ID}`;
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: "payment",
        locale: "ja",
        currency: "jpy",
        client_reference_id: request.code,
        customer_email: request.email || undefined,
        // Cards include Apple Pay and Google Pay; PayPay only where the account offers it.
        allowed_payment_method_types: settings.paypay ? ["card", "paypay"] : ["card"],
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: "jpy", unit_amount: line.unitAmount, product_data: { name: line.name } },
        })),
        expires_at: Math.floor((request.now.getTime() + STRIPE_SESSION_MS) / 1000),
        metadata: { order_code: request.code },
        payment_intent_data: { metadata: { order_code: request.code } },
        success_url: back,
        cancel_url: `${back}&result=cancelled`,
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(params, { idempotencyKey: request.idempotencyKey });
      } catch (error) {
        throw unavailable("checkout session", error);
      }
      return {
        trackingId: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },
    paymentUrl: (_publicUrl, payment) => payment.url ?? "",
    // The return's query proves nothing: Stripe is asked what became of the session.
    async confirm(payment) {
      try {
        return outcomeOfSession(await stripe.checkout.sessions.retrieve(payment.trackingId));
      } catch (error) {
        throw unavailable("session retrieve", error);
      }
    },
    async expire(trackingId) {
      try {
        return outcomeOfSession(await stripe.checkout.sessions.expire(trackingId));
      } catch (error) {
        // Only an open session can be expired: one already complete or expired says which.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return outcomeOfSession(await stripe.checkout.sessions.retrieve(trackingId));
        }
        throw error;
      }
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.providerPaymentId,
          amount: request.amount,
          reason: "requested_by_customer",
        },
        { idempotencyKey: request.idempotencyKey },
      );
      const state =
        refund.status === "succeeded"
          ? "succeeded"
          : refund.status === "failed" || refund.status === "canceled"
            ? "failed"
            : "pending";
      return { providerRefundId: refund.id, state };
    },
  };
}

/** The event, verified on the raw body with the webhook secret; throws when it was not signed by Stripe. */
export function verifiedEvent(gateway: StripeGateway, rawBody: string, signature: string): Stripe.Event {
  return gateway.stripe.webhooks.constructEvent(rawBody, signature, gateway.settings.webhookSecret);
}
