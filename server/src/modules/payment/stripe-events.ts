// Stripe's webhook: the event is verified on the raw body (stripe-gateway.ts verifiedEvent), its id
// recorded once, and the work handed to the job queue in the same transaction; the job applies it
// as the customer's return does (payment-outcome.ts). A replay finds its id and changes nothing.
import type Stripe from "stripe";
import type { Jobs } from "../../jobs/jobs.js";
import { logger } from "../../lib/log.js";
import type { OrderDeps } from "../order/order-answer.js";
import type { PaymentOutcome } from "../order/payment-gateway.js";
import { applyOutcome } from "./payment-outcome.js";
import { outcomeOfSession } from "./stripe-gateway.js";

export const STRIPE_EVENT_QUEUE = "stripe-event";

/** The events we act on; others are acknowledged and ignored. */
const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
]);

/** What the job needs of an event: plain JSON, read from the signed body. */
export interface StripeEventJob {
  id: string;
  type: string;
  /** Checkout events: the session id and the outcome Stripe reported. */
  sessionId?: string;
  outcome?: PaymentOutcome;
  /** charge.refunded: the payment and what Stripe has refunded of it in all. */
  paymentIntent?: string;
  amountRefunded?: number;
}

export function eventJob(event: Stripe.Event): StripeEventJob | null {
  if (!HANDLED.has(event.type)) return null;
  if (event.type === "charge.refunded") {
    const charge = event.data.object;
    const intent = charge.payment_intent;
    return {
      id: event.id,
      type: event.type,
      paymentIntent: typeof intent === "string" ? intent : intent?.id,
      amountRefunded: charge.amount_refunded,
    };
  }
  const session = event.data.object as Stripe.Checkout.Session;
  const outcome: PaymentOutcome =
    event.type === "checkout.session.async_payment_failed"
      ? { state: "failed", why: "declined" }
      : outcomeOfSession(session);
  return { id: event.id, type: event.type, sessionId: session.id, outcome };
}

/** Records the event once and queues its work; false when it had been received before. */
export async function receiveStripeEvent(
  deps: Pick<OrderDeps, "prisma"> & { jobs?: Pick<Jobs, "send"> },
  event: Stripe.Event,
): Promise<boolean> {
  const job = eventJob(event);
  return deps.prisma.$transaction(async (tx) => {
    const recorded = await tx.paymentEvent.createMany({
      data: [{ id: event.id, gateway: "stripe", type: event.type }],
      skipDuplicates: true,
    });
    if (recorded.count === 0) return false;
    if (job) {
      if (!deps.jobs) throw new Error("no job queue to hand the Stripe event to");
      await deps.jobs.send(STRIPE_EVENT_QUEUE, job, { tx, key: `stripe-event:${event.id}` });
    }
    return true;
  });
}

/** The job: the same conditional update as the customer's return. */
export async function handleStripeEvent(deps: OrderDeps, job: StripeEventJob): Promise<void> {
  if (job.type === "charge.refunded") {
    if (!job.paymentIntent || job.amountRefunded === undefined) return;
    // Never below what we already recorded (events may arrive out of order).
    await deps.prisma.payment.updateMany({
      where: { providerPaymentId: job.paymentIntent, refundedAmount: { lt: job.amountRefunded } },
      data: { refundedAmount: job.amountRefunded },
    });
    return;
  }
  if (!job.sessionId || !job.outcome) return;
  const payment = await deps.prisma.payment.findUnique({ where: { trackingId: job.sessionId } });
  if (!payment) {
    logger.warn(`[payment] Stripe event ${job.id} (${job.type}) for an unknown session ${job.sessionId}`);
    return;
  }
  await applyOutcome(deps, payment, job.outcome);
}

export function defineStripeEventJobs(jobs: Pick<Jobs, "define">, deps: OrderDeps): void {
  jobs.define<StripeEventJob>(
    STRIPE_EVENT_QUEUE,
    { expireInSeconds: 120, retryLimit: 10, retryDelay: 5, pollingIntervalSeconds: 2 },
    (job) => handleStripeEvent(deps, job),
  );
}
