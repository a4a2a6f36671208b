// The staff's order boards and actions over GraphQL: thin resolvers over order-board.service.

import { queryFromInfo } from "@pothos/plugin-prisma";
import { CANCEL_NOTE_MAX, CLOSE_OUTCOMES } from "../../../../shared/order-cancel.js";
import { ORDER_PERIODS } from "../../../../shared/order-search.js";
import { builder } from "../../builder.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import { CancelReason, Order } from "./order.graphql.js";

const OrderCloseOutcome = builder.enumType("OrderCloseOutcome", {
  values: CLOSE_OUTCOMES,
  description: "End of the day: PROVIDED (handed over / delivered) or NO_SHOW (cancelled, 来店なし)",
});

import { orderIdOf } from "./order-access.js";
import { applyStaffAction, type StaffActionResult } from "./order-board.service.js";
import { listOrders } from "./order-board-list.service.js";
import { closeOrder, ordersToClose } from "./order-closing.service.js";
import { undoStaffAction } from "./order-undo.service.js";

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
    totalCount: t.exposeInt("totalCount", { description: "At most 10000: see totalCapped" }),
    totalCapped: t.exposeBoolean("totalCapped", {
      description: "Counting stopped at totalCount: there are at least that many (shown as 「以上」)",
    }),
    nextCursor: t.exposeString("nextCursor", {
      nullable: true,
      description: "History: the next (older) page",
    }),
    previousCursor: t.exposeString("previousCursor", {
      nullable: true,
      description: "History: the previous (newer) page",
    }),
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
      page: t.arg.int({ description: "History without a cursor: the page number" }),
      perPage: t.arg.int(),
      cursor: t.arg.string({ description: "History: nextCursor or previousCursor of the page shown" }),
      search: t.arg({ type: OrderSearchInput }),
    },
    // The selection under `orders` becomes the findMany's include: one query for the board.
    resolve: (_root, args, ctx, info) =>
      listOrders(ctx.prisma, args, queryFromInfo({ context: ctx, info, path: ["orders"] })),
  }),
  ordersToClose: t.field({
    type: [Order],
    authScopes: { admin: true },
    description:
      "Open orders of past days, and today's once the day's last slot is over: to close as provided or no-show",
    resolve: (_root, _args, ctx, info) => ordersToClose(ctx.prisma, queryFromInfo({ context: ctx, info })),
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
  undoOrderAction: t.field({
    type: Order,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    description:
      "元に戻す: お渡し済み・お届け済み or 来店なし taken back within 2 minutes (Order.undoableUntil); its held-back mail is not sent",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => undoStaffAction(ctx, await orderIdOf(ctx.prisma, String(args.id))),
  }),
  markOrderReady: t.field({
    type: Order,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    description: "A pickup is ready at the counter: the customer is mailed unless the shop switched it off",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await applyStaffAction(ctx, await orderIdOf(ctx.prisma, String(args.id)), "READY")).order,
  }),
  markOrderOutForDelivery: t.field({
    type: Order,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    description: "A delivery leaves the shop (配達中)",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await applyStaffAction(ctx, await orderIdOf(ctx.prisma, String(args.id)), "DISPATCH")).order,
  }),
  cancelOrder: t.field({
    type: Order,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError, ValidationError] },
    description: "Cancels the order with the reason staff chose (mailed to the customer) and frees its slot",
    args: {
      id: t.arg.id({ required: true }),
      reason: t.arg({ type: CancelReason, required: true }),
      note: t.arg.string({ description: `Optional, up to ${CANCEL_NOTE_MAX} characters; also in the mail` }),
    },
    resolve: async (_root, args, ctx) =>
      (
        await applyStaffAction(ctx, await orderIdOf(ctx.prisma, String(args.id)), "CANCEL", new Date(), {
          cancel: { reason: args.reason, note: args.note ?? undefined },
        })
      ).order,
  }),
  closeOrder: t.field({
    type: Order,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError, ValidationError] },
    description: "End of the day: closes an open order as provided or no-show",
    args: {
      id: t.arg.id({ required: true }),
      outcome: t.arg({ type: OrderCloseOutcome, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      (await closeOrder(ctx, await orderIdOf(ctx.prisma, String(args.id)), args.outcome)).order,
  }),
}));
