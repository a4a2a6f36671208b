// Staff-taken orders over GraphQL: placeShopOrder (OWNER or STAFF), and what an order says about
// where it came from. Thin: the service validates and places (shop-order.service.ts).
import { builder } from "../../builder.js";
import { ConflictError, NotFoundError, PriceChangedError, ValidationError } from "../../errors.js";
import {
  OrderChannel as OrderChannelValues,
  ShopOrderKind as ShopOrderKindValues,
  ShopPayment as ShopPaymentValues,
} from "../../generated/prisma/enums.js";
import { present } from "../../graphql/inputs.js";
import { OrderItemInput } from "../quote/quote.graphql.js";
import { Order } from "./order.graphql.js";
import { orderDeps } from "./order-answer.js";
import { PlaceOrderPayload } from "./place-order.graphql.js";
import { recentOrdersByPhone } from "./shop-customer.service.js";
import { placeShopOrder } from "./shop-order.service.js";
import { changeOf, payShopOrder } from "./shop-payment.service.js";

export const OrderChannel = builder.enumType(OrderChannelValues, { name: "OrderChannel" });
export const ShopOrderKind = builder.enumType(ShopOrderKindValues, { name: "ShopOrderKind" });
export const ShopPayment = builder.enumType(ShopPaymentValues, { name: "ShopPayment" });

builder.prismaObjectFields(Order, (t) => ({
  channel: t.expose("channel", { type: OrderChannel }),
  shopKind: t.expose("shopKind", { type: ShopOrderKind, nullable: true, description: "SHOP orders" }),
  shopPayment: t.expose("shopPayment", {
    type: ShopPayment,
    nullable: true,
    description: "Counter orders: how they were paid at the counter",
  }),
  cashReceived: t.exposeInt("cashReceived", { nullable: true, description: "Counter cash: yen received" }),
  change: t.int({
    nullable: true,
    description: "Counter cash: the change handed back (received - total), computed here",
    resolve: (order) => changeOf(order),
  }),
  paidByName: t.exposeString("paidByName", {
    nullable: true,
    description: "The staff member who took the payment at the shop",
  }),
}));

const PayShopOrderInput = builder.inputType("PayShopOrderInput", {
  fields: (t) => ({
    code: t.string({ required: true, description: "The order's call number" }),
    method: t.field({ type: ShopPayment, required: true }),
    received: t.int({ description: "現金: yen received; the change is computed by the server" }),
  }),
});

const PlaceShopOrderInput = builder.inputType("PlaceShopOrderInput", {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true, description: "Generated once per order (e.g. a UUID)" }),
    kind: t.field({ type: ShopOrderKind, required: true }),
    name: t.string({ description: "Counter: a name to call (optional). Phone: the caller's name" }),
    tel: t.string({ description: "Phone orders: the caller's mobile number" }),
    email: t.string({ description: "Phone orders: the confirmation mail goes here when given" }),
    slotStartsAt: t.field({
      type: "DateTime",
      description: "Absent on a counter order: the next slot after the lead time today",
    }),
    payment: t.field({ type: ShopPayment, description: "Counter orders: paid in cash or by card" }),
    note: t.string(),
    items: t.field({ type: [OrderItemInput], required: true }),
    expectedTotal: t.int({ required: true, description: "The total shown on the screen; only compared" }),
  }),
});

builder.mutationFields((t) => ({
  placeShopOrder: t.field({
    type: PlaceOrderPayload,
    authScopes: { admin: true },
    description: "A counter or phone order taken by staff (channel SHOP), through the same service",
    errors: { types: [ValidationError, ConflictError, PriceChangedError] },
    args: { input: t.arg({ type: PlaceShopOrderInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      placeShopOrder(orderDeps(ctx), ctx.viewer, {
        ...present(input),
        items: input.items.map((item) => present(item)),
      }),
  }),
  payShopOrder: t.field({
    type: Order,
    authScopes: { admin: true },
    description: "A shop order paid at the counter (cash with the amount received, card terminal, PayPay)",
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    args: { input: t.arg({ type: PayShopOrderInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      payShopOrder({ prisma: ctx.prisma, pubsub: ctx.pubsub }, ctx.viewer, present(input)),
  }),
}));

builder.queryFields((t) => ({
  shopRecentOrders: t.prismaField({
    type: ["Order"],
    authScopes: { admin: true },
    description: "A caller's last orders found by phone number (mobile or landline), to repeat one",
    errors: { types: [ValidationError] },
    args: { tel: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => recentOrdersByPhone(ctx.prisma, ctx.viewer, args, query),
  }),
}));
