// What placing an order needs (OrderDeps) and what it answers: the order, a card order's hosted
// page and the arrival secret; an order placed or replayed is announced to the boards and on LINE.
import type { Context } from "../../context.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import type { Jobs } from "../../jobs/jobs.js";
import { logger } from "../../lib/log.js";
import type { Mailer } from "../../mail/mail.js";
import { queueLineNotice } from "../line/line-notify.js";
import { type OrderEventPubSub, publishOrderEvent } from "./order-events.js";
import { arrivalSecret } from "./order-secrets.js";
import type { FullOrder } from "./order-statement.js";
import type { PaymentGateway } from "./payment-gateway.js";

export interface OrderDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  publicUrl: string;
  gateway: PaymentGateway;
  /** Live events for the boards; absent in scripts that need none. */
  pubsub?: OrderEventPubSub;
  /** The job queue (LINE notices); absent in scripts that need none. */
  jobs?: Pick<Jobs, "send">;
}

export const orderDeps = (ctx: Context): OrderDeps => ({
  prisma: ctx.prisma,
  mailer: ctx.mailer,
  publicUrl: ctx.publicUrl,
  gateway: ctx.gateway,
  pubsub: ctx.pubsub,
  jobs: ctx.jobs,
});

export interface PlacedOrder {
  order: FullOrder;
  /** The hosted payment page for card orders. */
  paymentUrl: string | null;
  /** For /cart/arrive/{code}?secret=… (also in the confirmation mail). */
  arrivalSecret: string;
}

export function answer(deps: OrderDeps, order: FullOrder, key: string): PlacedOrder {
  const gateway = deps.gateway;
  const payment = order.payments[0];
  return {
    order,
    paymentUrl:
      order.paymentMethod === "CARD" && payment ? gateway.paymentUrl(deps.publicUrl, payment) : null,
    arrivalSecret: arrivalSecret(key, order.code),
  };
}

/**
 * A replay's answer, announced again: the first attempt may have committed and died before its
 * announcement (the client then retries, perhaps on another instance), and an order a board never
 * heard of would stay missing. Boards take a second PLACED of an order they show as no news.
 */
export async function answerReplay(deps: OrderDeps, order: FullOrder, key: string): Promise<PlacedOrder> {
  publishOrderEvent(deps.pubsub, "PLACED", order);
  await announceOnLine(deps, order);
  return answer(deps, order, key);
}

/**
 * The accepted notice on LINE for an order taken as it stands (a card order's is queued with its
 * payment). Queued after the order's statement, keyed: if the process dies in between, the
 * client's retry gets the order back through answerReplay, which queues it then.
 */
export async function announceOnLine(deps: OrderDeps, order: FullOrder): Promise<void> {
  if (order.status !== "RECEIVED" || order.channel !== "ONLINE") return;
  if (order.lineUserId === null && order.customerId === null) return;
  try {
    await queueLineNotice(deps.prisma, deps.jobs, order, "ACCEPTED");
  } catch (error) {
    // The order stands and its mail is queued; only the LINE notice is missing.
    logger.error({ err: error, order: order.code }, "LINE accepted notice not queued");
  }
}
