// Live order events over graphql-ws: every order for the staff's boards, one order for the
// customer who placed it. Authorized when the subscription starts; each event's order is re-read
// through Prisma with the subscriber's selection.
import { builder } from "../../builder.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { findOrder, orderKey } from "./order-access.js";
import { ORDER_EVENT_KINDS, ORDER_EVENTS, ORDER_EVENTS_OF, type OrderEventPayload } from "./order-events.js";

const OrderEventKind = builder.enumType("OrderEventKind", { values: ORDER_EVENT_KINDS });

/**
 * One read per event and selection, whoever asks: 200 boards with the same query cost one
 * database read per event, not 200. Keyed by the event object, which every subscriber of one
 * process shares, so entries go with the event.
 */
const reads = new WeakMap<OrderEventPayload, Map<string, Promise<unknown>>>();

function readEventOrder(prisma: PrismaClient, event: OrderEventPayload, query: object) {
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

const OrderEvent = builder.objectRef<OrderEventPayload>("OrderEvent").implement({
  description: "Something happened to an order; `order` is the order as it is now",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Unique per event" }),
    kind: t.field({ type: OrderEventKind, resolve: (e) => e.kind }),
    at: t.field({ type: "DateTime", resolve: (e) => new Date(e.at) }),
    order: t.prismaField({
      type: "Order",
      resolve: (query, event, _args, ctx) => readEventOrder(ctx.prisma, event, query),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  orderEvents: t.field({
    type: OrderEvent,
    authScopes: { admin: true },
    description: "Every order placed, paid, arrived, printing, provided or cancelled (administrators)",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe(ORDER_EVENTS),
    resolve: (event) => event,
  }),
  orderUpdated: t.field({
    type: OrderEvent,
    description:
      "One order's events: for its customer, an administrator, or with the order's secret (else NOT_FOUND)",
    args: { code: t.arg.string({ required: true }), secret: t.arg.string() },
    subscribe: async (_root, args, ctx) => {
      const order = await findOrder(ctx.prisma, ctx.viewer, orderKey(args.code), args.secret);
      return ctx.pubsub.subscribe(ORDER_EVENTS_OF, order.id);
    },
    resolve: (event) => event,
  }),
}));
