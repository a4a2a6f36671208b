// 「遅れを連絡」 over GraphQL (staff): a thin door over order-delay.service.
import { DELAY_MAX, DELAY_MIN } from "../../../../shared/order-delay.js";
import { builder } from "../../builder.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import { Order } from "./order.graphql.js";
import { orderIdOf } from "./order-access.js";
import { notifyOrderDelay } from "./order-delay.service.js";

builder.mutationFields((t) => ({
  notifyOrderDelay: t.field({
    type: Order,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError, ValidationError] },
    description:
      "Tells the customer (mail, and LINE when linked) that the order will be about `minutes` later than its slot; orders not yet ready, handed over or cancelled, on their day",
    args: {
      id: t.arg.id({ required: true }),
      minutes: t.arg.int({ required: true, description: `${DELAY_MIN}–${DELAY_MAX}` }),
    },
    resolve: async (_root, args, ctx) =>
      notifyOrderDelay(ctx, await orderIdOf(ctx.prisma, String(args.id)), { minutes: args.minutes }),
  }),
}));
