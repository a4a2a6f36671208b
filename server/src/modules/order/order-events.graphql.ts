// Live order events over graphql-ws: every order for the staff's boards, one order for the
// customer who placed it. Authorized when the subscription starts; each event's order is re-read
// with the subscriber's selection (order-events.ts readEventOrder).
import { builder } from "../../builder.js";
import { findOrder, orderKey } from "./order-access.js";
import {
  ORDER_EVENT_KINDS,
  ORDER_EVENTS,
  ORDER_EVENTS_OF,
  type OrderEventPayload,
  readEventOrder,
} from "./order-events.js";

const OrderEventKind = builder.enumType("OrderEventKind", { values: ORDER_EVENT_KINDS });

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
