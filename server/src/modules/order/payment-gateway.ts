// What the order and payment services need from a card payment gateway. Two implement it: the
// built-in sandbox (payment/sandbox-gateway.ts, the default for the demo and tests) and Stripe
// Checkout (payment/stripe-gateway.ts), chosen by configuration (payment/gateway-config.ts).
// Decision: docs/decisions/0035-stripe-payments.md.
export type PaymentResult = "approved" | "declined";

/** What the customer's browser brought back to /confirm/purchase (the sandbox signs it; Stripe's carries only ids). */
export interface ReturnedPayment {
  code: string;
  trackingId: string;
  amount: number;
  result: string;
  signature: string;
}

export interface CheckoutLine {
  name: string;
  /** Yen per unit, tax-inclusive, as the quote shows it. */
  unitAmount: number;
  quantity: number;
}

export interface CheckoutRequest {
  code: string;
  /** The order's total: the lines add up to it. */
  total: number;
  lines: CheckoutLine[];
  email: string | null;
  /** Derived from the order: the same order never opens a second page. */
  idempotencyKey: string;
  publicUrl: string;
  now: Date;
}

export interface OpenedCheckout {
  /** Stored in Payment.trackingId; the REST API's sbpayment_tracking_id. */
  trackingId: string;
  /** The hosted page (null: derived from the tracking id, as the sandbox's). */
  url: string | null;
  expiresAt: Date;
}

/** What the gateway says of a payment now: the truth, never what the browser claimed. */
export type PaymentOutcome =
  | { state: "paid"; amount: number; providerPaymentId: string | null }
  | { state: "failed"; why: "declined" | "expired" }
  | { state: "pending" };

export interface RefundRequest {
  /** Stripe's PaymentIntent (the sandbox's tracking id). */
  providerPaymentId: string;
  amount: number;
  idempotencyKey: string;
}

export interface RefundAnswer {
  providerRefundId: string;
  state: "succeeded" | "pending" | "failed";
}

export interface PaymentGateway {
  /** Stored in Payment.gateway: "sandbox" or "stripe". */
  readonly name: string;
  /** No real money moves (the sandbox, or Stripe with a test key). */
  readonly testMode: boolean;
  /** Opens the hosted page for an order about to be written. Throws ServiceUnavailableError when the provider cannot be reached. */
  open(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** The page the customer pays on. */
  paymentUrl(publicUrl: string, payment: { trackingId: string; url: string | null }): string;
  /** The payment's state after the customer's return; null when the return was not issued by the gateway. */
  confirm(payment: { trackingId: string }, returned: ReturnedPayment): Promise<PaymentOutcome | null>;
  /** Closes the hosted page so it can no longer be paid, and tells what became of the payment. */
  expire(trackingId: string): Promise<PaymentOutcome>;
  refund(request: RefundRequest): Promise<RefundAnswer>;
}
