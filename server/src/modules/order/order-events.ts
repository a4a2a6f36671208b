// Live order events: what the admin boards and a customer's confirmation page listen to.
// An event carries ids and the new status only; subscribers re-read the order through Prisma,
// so what they see obeys the same rules as a query (CONVENTIONS: habit 6). Payloads are plain
// JSON because they cross processes through Redis when REDIS_URL is set.
import { randomUUID } from "node:crypto";
import type { PubSub } from "graphql-yoga";
import type { OrderStatus, PrismaClient } from "../../generated/prisma/client.js";
import { logger } from "../../lib/log.js";

export const ORDER_EVENT_KINDS = [
  "PLACED",
  "PAID",
  "ARRIVED",
  "PRINTING",
  "READY",
  "OUT_FOR_DELIVERY",
  "PROVIDED",
  "CANCELLED",
  "REFUNDED",
  /** Staff told the customer the order will be late (delayMinutes, decision 0056). */
  "DELAYED",
  /** お渡し済み・お届け済み or 来店なし undone on the board: the order is back in its earlier status. */
  "UNDONE",
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export interface OrderEventPayload {
  /** Unique per event, so a board can drop a duplicate it already applied. */
  id: string;
  kind: OrderEventKind;
  orderId: number;
  code: string;
  status: OrderStatus;
  /** ISO instant. */
  at: string;
}

/** Every order event, for the boards. */
export const ORDER_EVENTS = "order:events";
/** One order's events (topic id = order id), for the customer's page. */
export const ORDER_EVENTS_OF = "order:events-of";

export type OrderEventTopics = {
  [ORDER_EVENTS]: [OrderEventPayload];
  [ORDER_EVENTS_OF]: [number, OrderEventPayload];
};

export type OrderEventPubSub = Pick<PubSub<OrderEventTopics>, "publish">;

/**
 * Publishes after the change is committed. Publishing never fails the operation that caused it:
 * a board that missed an event refetches when it reconnects.
 */
export function publishOrderEvent(
  pubsub: OrderEventPubSub | undefined,
  kind: OrderEventKind,
  order: { id: number; code: string; status: OrderStatus },
  at = new Date(),
): void {
  if (!pubsub) return;
  const event: OrderEventPayload = {
    id: randomUUID(),
    kind,
    orderId: order.id,
    code: order.code,
    status: order.status,
    at: at.toISOString(),
  };
  try {
    pubsub.publish(ORDER_EVENTS, event);
    pubsub.publish(ORDER_EVENTS_OF, order.id, event);
  } catch (error) {
    logger.error({ err: error }, `[order] could not publish ${kind} for ${order.code}`);
  }
}

/**
 * The event's order read with a subscriber's planned `query`. One read per event and selection,
 * whoever asks: 200 boards with the same query cost one database read per event, not 200. Keyed
 * by the event object, which every subscriber of one process shares, so entries go with the event.
 */
const reads = new WeakMap<OrderEventPayload, Map<string, Promise<unknown>>>();

export function readEventOrder(prisma: PrismaClient, event: OrderEventPayload, query: object) {
  let byQuery = reads.get(event);
  if (!byQuery) {
    byQuery = new Map();
    reads.set(event, byQuery);
  }
  const key = JSON.stringify(query);
  let read = byQuery.get(key);
  if (!read) {
    read = prisma.order.findUniqueOrThrow({ ...query, where: { id: event.orderId } });
    byQuery.set(key, read);
  }
  return read as ReturnType<typeof prisma.order.findUniqueOrThrow>;
}
