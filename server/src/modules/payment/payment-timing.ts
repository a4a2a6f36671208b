/** How long a card checkout may stay unpaid: Stripe Checkout's minimum expiry, and the sandbox's. */
export const PAYMENT_TIMEOUT_MS = 30 * 60 * 1000;
export const SANDBOX_PAYMENT_MS = PAYMENT_TIMEOUT_MS;
/**
 * Stripe refuses an expires_at under 30 minutes after it creates the session; a minute more
 * absorbs clock skew. The sweep expires the session at Stripe at 30 minutes anyway.
 */
export const STRIPE_SESSION_MS = PAYMENT_TIMEOUT_MS + 60_000;
