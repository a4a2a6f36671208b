// Refunds and the live gateway over GraphQL, for staff: a partial refund from the order, the
// refunds and the attention flag on an order, and which gateway is live (decision 0035).
import { builder } from "../../builder.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import { Order } from "../order/order.graphql.js";
import { orderIdOf } from "../order/order-access.js";
import { actorNameOf } from "../order/order-board.service.js";
import { gatewayStatus } from "./gateway-config.js";
import { paymentAttentionOf, refundableOf, refundedOrder, refundPartially, refundsOf } from "./refunds.js";

const RefundStatus = builder.enumType("RefundStatus", {
  values: {
    PENDING: { description: "Sent or about to be" },
    SUCCEEDED: {},
    FAILED: { description: "Retried" },
  },
});

export const Refund = builder.prismaObject("Refund", {
  fields: (t) => ({
    id: t.exposeID("id"),
    amount: t.exposeInt("amount"),
    reason: t.exposeString("reason"),
    status: t.expose("status", { type: RefundStatus }),
    requestedBy: t.exposeString("requestedBy", { nullable: true, authScopes: { admin: true } }),
    lastError: t.exposeString("lastError", { nullable: true, authScopes: { admin: true } }),
    attempts: t.exposeInt("attempts"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    order: t.prismaField({
      type: Order,
      authScopes: { admin: true },
      description: "For staff: the refunded order, so a screen that asked for a refund reads it anew",
      resolve: (query, refund, _args, ctx) => refundedOrder(ctx.prisma, refund, query),
    }),
  }),
});

builder.objectFields(Order, (t) => ({
  refunds: t.prismaField({
    type: [Refund],
    description: "Money given back on the order's card payment, newest first",
    // Only a card order has refunds: the boards re-read every order on each event, so the rest ask nothing.
    resolve: (query, order, _args, ctx) =>
      order.paymentMethod !== "CARD" ? [] : refundsOf(ctx.prisma, order.id, query),
  }),
  refundableAmount: t.int({
    authScopes: { admin: true },
    description: "For staff: what can still be refunded of the order's card payment (0 when none)",
    resolve: (order, _args, ctx) =>
      order.paymentMethod === "CARD" && order.paymentStatus === "PAID"
        ? refundableOf(ctx.prisma, order.id)
        : 0,
  }),
  paymentAttention: t.string({
    nullable: true,
    authScopes: { admin: true },
    description:
      "For staff: a card payment that needs them (an amount that does not match, paid after cancelling)",
    resolve: (order, _args, ctx) =>
      order.paymentMethod !== "CARD" ? null : paymentAttentionOf(ctx.prisma, order.id),
  }),
}));

const GatewayStatus = builder.objectRef<ReturnType<typeof gatewayStatus>>("PaymentGatewayStatus").implement({
  fields: (t) => ({
    name: t.exposeString("name", { description: '"stripe", "sandbox" or "none"' }),
    cardPayments: t.exposeBoolean("cardPayments"),
    testMode: t.exposeBoolean("testMode"),
    note: t.exposeString("note"),
  }),
});

builder.queryField("paymentGateway", (t) =>
  t.field({
    type: GatewayStatus,
    authScopes: { admin: true },
    description: "Which card gateway is live and whether it is in test mode",
    resolve: (_root, _args, ctx) => gatewayStatus(ctx.gateway),
  }),
);

builder.queryField("cardPaymentAvailable", (t) =>
  t.boolean({
    description:
      "Whether customers may pay by card online: false in production without a gateway (pay at the shop only)",
    resolve: (_root, _args, ctx) => gatewayStatus(ctx.gateway).cardPayments,
  }),
);

builder.mutationField("refundOrderPayment", (t) =>
  t.prismaField({
    type: Refund,
    authScopes: { admin: true },
    errors: { types: [ValidationError, NotFoundError] },
    description: "A partial refund of an order's card payment, up to what is left, with a reason",
    args: {
      id: t.arg.id({ required: true }),
      amount: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_query, _root, args, ctx) =>
      refundPartially(
        ctx,
        await orderIdOf(ctx.prisma, String(args.id)),
        { amount: args.amount, reason: args.reason },
        await actorNameOf(ctx),
      ),
  }),
);
