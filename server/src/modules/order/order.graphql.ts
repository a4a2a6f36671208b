// Orders over GraphQL: thin resolvers over order.service / order-access / payment.service.
// Inputs are loosely typed on purpose: the services validate them with shared/order.ts, so
// GraphQL and /api give the same Japanese messages.

import { CANCEL_REASON_LABELS } from "../../../../shared/order-cancel.js";
import { builder } from "../../builder.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import {
  CancelReason as CancelReasonValues,
  OrderStatus as OrderStatusValues,
  PaymentMethod as PaymentMethodValues,
  PaymentStatus as PaymentStatusValues,
} from "../../generated/prisma/enums.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { customerViewer } from "../auth/viewer.js";
import { ProvisionMethod } from "../common/enums.graphql.js";
import { LanguageEnum } from "../common/language.graphql.js";
import { TaxLineType } from "../quote/quote.graphql.js";
import { currentRates } from "../settings/tax.service.js";
import {
  type ArrivalState,
  arrivalState,
  findOrder,
  markArrived,
  myOrders,
  orderKey,
} from "./order-access.js";
import { orderTaxLines } from "./order-format.js";
import { statusLabel } from "./order-status.js";
import { undoableUntil } from "./order-undo.js";

export const OrderStatus = builder.enumType(OrderStatusValues, { name: "OrderStatus" });
export const PaymentMethod = builder.enumType(PaymentMethodValues, { name: "PaymentMethod" });
export const PaymentStatus = builder.enumType(PaymentStatusValues, { name: "PaymentStatus" });
export const CancelReason = builder.enumType(CancelReasonValues, {
  name: "CancelReason",
  description: "Why the shop cancelled: お客様のご都合, 来店なし, 品切れ, その他",
});

export const Order = builder.prismaObject("Order", {
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code"),
    callNumber: t.exposeInt("callNumber", {
      nullable: true,
      description: "呼出番号: 1–999 within its business day",
    }),
    status: t.expose("status", { type: OrderStatus }),
    statusLabel: t.string({ resolve: (o) => statusLabel(o.status, o.method) }),
    locale: t.expose("locale", {
      type: LanguageEnum,
      description: "The language the customer ordered in (staff screens mark it when not ja)",
    }),
    method: t.expose("method", { type: ProvisionMethod }),
    paymentMethod: t.expose("paymentMethod", { type: PaymentMethod }),
    paymentStatus: t.expose("paymentStatus", { type: PaymentStatus }),
    slotStartsAt: t.expose("slotStartsAt", { type: "DateTime" }),
    slotEndsAt: t.expose("slotEndsAt", { type: "DateTime" }),
    lastName: t.exposeString("lastName"),
    firstName: t.exposeString("firstName"),
    lastNameKana: t.exposeString("lastNameKana"),
    firstNameKana: t.exposeString("firstNameKana"),
    email: t.exposeString("email"),
    tel: t.exposeString("tel"),
    postalCode: t.exposeString("postalCode", { nullable: true }),
    prefectureId: t.exposeInt("prefectureId", { nullable: true }),
    address1: t.exposeString("address1", { nullable: true }),
    address2: t.exposeString("address2", { nullable: true }),
    shippingLastName: t.exposeString("shippingLastName", { nullable: true }),
    shippingFirstName: t.exposeString("shippingFirstName", { nullable: true }),
    shippingTel: t.exposeString("shippingTel", { nullable: true }),
    shippingPostalCode: t.exposeString("shippingPostalCode", { nullable: true }),
    shippingPrefectureId: t.exposeInt("shippingPrefectureId", { nullable: true }),
    shippingAddress1: t.exposeString("shippingAddress1", { nullable: true }),
    shippingAddress2: t.exposeString("shippingAddress2", { nullable: true }),
    isReceipt: t.exposeBoolean("isReceipt"),
    receiptName: t.exposeString("receiptName", { nullable: true, description: "The 領収書's addressee" }),
    invoiceRegistrationNumber: t.exposeString("invoiceRegistrationNumber", {
      nullable: true,
      description: "The shop's qualified-invoice registration number when the order was placed",
    }),
    useCar: t.exposeBoolean("useCar"),
    carColor: t.exposeString("carColor", { nullable: true }),
    carNumber: t.exposeString("carNumber", { nullable: true }),
    note: t.exposeString("note", { nullable: true }),
    itemsTotal: t.exposeInt("itemsTotal", { description: "Sum of the line amounts as shown, tax-inclusive" }),
    deliveryFee: t.exposeInt("deliveryFee", { description: "The delivery fee as shown, tax-inclusive" }),
    subtotal: t.exposeInt("subtotal", { description: "Tax-exclusive: total - taxTotal - shippingFee" }),
    shippingFee: t.exposeInt("shippingFee", { description: "The area's fee, tax-exclusive" }),
    taxTotal: t.exposeInt("taxTotal", { description: "Tax contained in total" }),
    total: t.exposeInt("total", { description: "What the customer pays: itemsTotal + deliveryFee" }),
    taxes: t.field({ type: [TaxLineType], resolve: (o) => orderTaxLines(o) }),
    items: t.relation("items", { query: { orderBy: { id: "asc" } } }),
    arrivedAt: t.expose("arrivedAt", { type: "DateTime", nullable: true }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    printCount: t.exposeInt("printCount", { description: "Kitchen tickets printed so far" }),
    printedAt: t.expose("printedAt", { type: "DateTime", nullable: true }),
    readyAt: t.expose("readyAt", {
      type: "DateTime",
      nullable: true,
      description: "A pickup was made ready at the counter",
    }),
    outForDeliveryAt: t.expose("outForDeliveryAt", {
      type: "DateTime",
      nullable: true,
      description: "A delivery left the shop (配達中)",
    }),
    providedAt: t.expose("providedAt", { type: "DateTime", nullable: true }),
    cancelledAt: t.expose("cancelledAt", { type: "DateTime", nullable: true }),
    undoableUntil: t.field({
      type: "DateTime",
      nullable: true,
      description:
        "お渡し済み・お届け済み or 来店なし: until when staff may undo it (undoOrderAction); null otherwise",
      select: { status: true, undoStatus: true, providedAt: true, cancelledAt: true },
      resolve: (o) => undoableUntil(o, new Date()),
    }),
    delayMinutes: t.exposeInt("delayMinutes", {
      nullable: true,
      description: "The delay last told to the customer: minutes after the slot's start (notifyOrderDelay)",
    }),
    delayNotifiedAt: t.expose("delayNotifiedAt", { type: "DateTime", nullable: true }),
    cancelReason: t.expose("cancelReason", { type: CancelReason, nullable: true }),
    cancelReasonLabel: t.string({
      nullable: true,
      resolve: (o) => (o.cancelReason ? CANCEL_REASON_LABELS[o.cancelReason] : null),
    }),
    cancelNote: t.exposeString("cancelNote", {
      nullable: true,
      description: "Staff's words with the reason",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObject("OrderItem", {
  fields: (t) => ({
    id: t.exposeID("id"),
    productId: t.exposeInt("productId", { nullable: true }),
    productName: t.exposeString("productName"),
    productOptionId: t.exposeInt("productOptionId", { nullable: true }),
    optionName: t.exposeString("optionName", { nullable: true }),
    unitPrice: t.exposeInt("unitPrice", { description: "Tax-exclusive" }),
    toppingsPrice: t.exposeInt("toppingsPrice", { description: "Per unit, tax-exclusive" }),
    quantity: t.exposeInt("quantity"),
    taxRate: t.exposeInt("taxRate"),
    isReducedRate: t.boolean({
      description: "Taxed at the reduced rate in force when the order was placed (※ on a receipt)",
      select: { order: { select: { createdAt: true } } },
      resolve: async (item, _args, ctx) =>
        item.taxRate ===
        (
          await ctx.memo(`rates:${tokyoClock(item.order.createdAt).date}`, () =>
            currentRates(ctx.prisma, item.order.createdAt),
          )
        ).REDUCED,
    }),
    lineTotal: t.exposeInt("lineTotal", { description: "Tax-exclusive" }),
    unitAmount: t.exposeInt("unitAmount", {
      description: "The unit price as shown: option or product and toppings, tax-inclusive",
    }),
    amount: t.exposeInt("amount", { description: "unitAmount × quantity: the line amount as shown" }),
    toppings: t.relation("toppings", { query: { orderBy: { id: "asc" } } }),
  }),
});

builder.prismaObject("OrderItemTopping", {
  fields: (t) => ({
    id: t.exposeID("id"),
    toppingOptionId: t.exposeInt("toppingOptionId", { nullable: true }),
    toppingName: t.exposeString("toppingName"),
    optionName: t.exposeString("optionName"),
    price: t.exposeInt("price", { description: "Tax-exclusive" }),
    priceWithTax: t.exposeInt("priceWithTax", { description: "As shown" }),
  }),
});

const MyOrders = builder.objectRef<Awaited<ReturnType<typeof myOrders>>>("MyOrders").implement({
  fields: (t) => ({
    orders: t.field({ type: [Order], resolve: (p) => p.orders }),
    totalCount: t.exposeInt("totalCount"),
    page: t.exposeInt("page"),
    perPage: t.exposeInt("perPage"),
  }),
});

const ArrivalStateType = builder.objectRef<ArrivalState>("ArrivalState").implement({
  description:
    "What the arrival link's page shows on load: the pickup, a notice already given, or why none is taken now",
  fields: (t) => ({
    code: t.exposeString("code"),
    useCar: t.exposeBoolean("useCar", { description: "A pickup by car: staff bring the order to the car" }),
    slotStartsAt: t.expose("slotStartsAt", { type: "DateTime" }),
    slotEndsAt: t.expose("slotEndsAt", { type: "DateTime" }),
    arrivedAt: t.expose("arrivedAt", { type: "DateTime", nullable: true }),
    refusal: t.exposeString("refusal", {
      nullable: true,
      description: "Why 「到着しました」 is not taken now (Japanese), null when it is",
    }),
  }),
});

builder.queryFields((t) => ({
  orderArrival: t.field({
    type: ArrivalStateType,
    description: "The arrival link's order (code and its secret), else NOT_FOUND",
    errors: { types: [NotFoundError, ValidationError] },
    args: { code: t.arg.string({ required: true }), secret: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => arrivalState(ctx.prisma, orderKey(args.code), args.secret),
  }),
  order: t.field({
    type: Order,
    description:
      "An order by code: the customer's own, any for administrators, or with the order's secret (else NOT_FOUND)",
    args: { code: t.arg.string({ required: true }), secret: t.arg.string() },
    resolve: (_root, args, ctx) => findOrder(ctx.prisma, ctx.viewer, orderKey(args.code), args.secret),
  }),
  myOrders: t.field({
    type: MyOrders,
    authScopes: { customer: true },
    args: { page: t.arg.int(), perPage: t.arg.int() },
    resolve: (_root, args, ctx) => myOrders(ctx.prisma, customerViewer(ctx).customerId, args),
  }),
}));

builder.mutationFields((t) => ({
  markArrived: t.field({
    type: Order,
    errors: { types: [NotFoundError, ConflictError] },
    args: { code: t.arg.string({ required: true }), secret: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => markArrived(ctx, orderKey(args.code), args.secret),
  }),
}));
