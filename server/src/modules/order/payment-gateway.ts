// What the order service needs from a payment gateway. A real gateway (SB Payment Service, …)
// implements the same interface; the built-in sandbox (sandbox-gateway.ts) is used until then.
export type PaymentResult = "approved" | "declined";

export interface ReturnedPayment {
  code: string;
  trackingId: string;
  amount: number;
  result: string;
  signature: string;
}

export interface PaymentGateway {
  /** Stored in Payment.gateway. */
  readonly name: string;
  newTrackingId(): string;
  /** The hosted page the customer pays on. */
  paymentUrl(publicUrl: string, trackingId: string): string;
  /** The result and amount the browser brought back, or null when they were not issued by the gateway. */
  verify(returned: ReturnedPayment): { result: PaymentResult; amount: number } | null;
}
