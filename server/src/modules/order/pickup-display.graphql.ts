// The pickup display over GraphQL (administrators: the screen's device is signed in once): the
// numbers now, and the numbers again after every order event. Thin: pickup-display.service.ts.
import { builder } from "../../builder.js";
import { ORDER_EVENTS } from "./order-events.js";
import { type PickupDisplay, pickupDisplay } from "./pickup-display.service.js";

const PickupDisplayRef = builder.objectRef<PickupDisplay>("PickupDisplay").implement({
  description: "Call numbers of today's takeout orders: being prepared, and ready at the counter",
  fields: (t) => ({
    preparing: t.exposeIntList("preparing"),
    ready: t.exposeIntList("ready"),
  }),
});

builder.queryFields((t) => ({
  pickupDisplay: t.field({
    type: PickupDisplayRef,
    authScopes: { admin: true },
    description: "The pickup display's call numbers (no personal data)",
    resolve: (_root, _args, ctx) => pickupDisplay(ctx.prisma),
  }),
}));

builder.subscriptionFields((t) => ({
  pickupDisplayChanged: t.field({
    type: PickupDisplayRef,
    authScopes: { admin: true },
    description: "The pickup display's call numbers, after each order event (numbers only)",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe(ORDER_EVENTS),
    resolve: (_event, _args, ctx) => pickupDisplay(ctx.prisma),
  }),
}));
