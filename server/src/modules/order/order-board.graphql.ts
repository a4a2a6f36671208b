// The staff's order boards and actions over GraphQL: thin resolvers over order-board.service.

import { queryFromInfo } from "@pothos/plugin-prisma";
import { ORDER_PERIODS } from "../../../../shared/order-search.js";
import { builder } from "../../builder.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import { Order } from "./order.graphql.js";
import { orderIdOf } from "./order-access.js";
import { applyStaffAction, listOrders, type StaffActionResult } from "./order-board.service.js";

const OrderPeriod = builder.enumType("OrderPeriod", {
  values: ORDER_PERIODS,
  description: "TODAY: slots today; FUTURE: from tomorrow on; PAST: before today (Tokyo days)",
});

const OrderSearchInput = builder.inputType("OrderSearchInput", {
  fields: (t) => ({
    code: t.string({ description: "Order code or its beginning" }),
    name: t.string({ description: "Words found in the customer's name or its reading" }),
    tel: t.string(),
    date: t.string({ description: "The slot's day, YYYY-MM-DD (Tokyo)" }),
  }),
});

const OrderPage = builder.objectRef<Awaited<ReturnType<typeof listOrders>>>("OrderPage").implement({
  fields: (t) => ({
    orders: t.field({ type: [Order], resolve: (p) => p.orders }),
    totalCount: t.exposeInt("totalCount"),
    page: t.exposeInt("page"),
    perPage: t.exposeInt("perPage"),
  }),
});

const PrintResult = builder.objectRef<StaffActionResult>("OrderPrintResult").implement({
  fields: (t) => ({
    order: t.field({ type: Order, resolve: (p) => p.order }),
    reprint: t.exposeBoolean("reprint", { description: "The ticket had been printed before" }),
  }),
});

builder.queryFields((t) => ({
  adminOrders: t.field({
    type: OrderPage,
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    description: "Today's board, the board from tomorrow on, or a page of the history",
    args: {
      period: t.arg({ type: OrderPeriod, required: true }),
      page: t.arg.int(),
      perPage: t.arg.int(),
      search: t.arg({ type: OrderSearchInput }),
    },
    // The selection under `orders` becomes the findMany's include: one query for the board.
    resolve: (_root, args, ctx, info) =>
      listOrders(ctx.prisma, args, queryFromInfo({ context: ctx, info, path: ["orders"] })),
  }),
}));

builder.mutationFields((t) => ({
  markOrderPrinting: t.field({
    type: PrintResult,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    description: "The kitchen ticket is printed (again): RECEIVED -> PRINTING; a reprint keeps the status",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      applyStaffAction(ctx, await orderIdOf(ctx.prisma, String(args.id)), "PRINT"),
  }),
  markOrderProvided: t.field({
    type: Order,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await applyStaffAction(ctx, await orderIdOf(ctx.prisma, String(args.id)), "PROVIDE")).order,
  }),
  cancelOrder: t.field({
    type: Order,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    description: "Cancels the order and gives its place in the slot back",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await applyStaffAction(ctx, await orderIdOf(ctx.prisma, String(args.id)), "CANCEL")).order,
  }),
}));
