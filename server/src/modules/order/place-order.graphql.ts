// placeOrder over GraphQL: the input, the payload and the mutation, over order.service's
// placeOrder (the same rules as /api/orders and the counter).
import { builder } from "../../builder.js";
import { ConflictError, PriceChangedError, ValidationError } from "../../errors.js";
import { presentItems } from "../../graphql/inputs.js";
import { ProvisionMethod } from "../common/enums.graphql.js";
import { LanguageEnum } from "../common/language.graphql.js";
import { OrderItemInput } from "../quote/quote.graphql.js";
import { Order, PaymentMethod } from "./order.graphql.js";
import { placeOrder } from "./order.service.js";
import { orderDeps, type PlacedOrder } from "./order-answer.js";

const PlaceOrderInput = builder.inputType("PlaceOrderInput", {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true, description: "Generated once per checkout (e.g. a UUID)" }),
    method: t.field({ type: ProvisionMethod, required: true }),
    slotStartsAt: t.field({ type: "DateTime", required: true }),
    paymentMethod: t.field({ type: PaymentMethod, required: true }),
    lastName: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastNameKana: t.string({ description: "Katakana; required for an order in Japanese only (issue 35)" }),
    firstNameKana: t.string({ description: "Katakana; required for an order in Japanese only (issue 35)" }),
    email: t.string({ required: true }),
    tel: t.string({ required: true }),
    postalCode: t.string(),
    prefectureId: t.int(),
    address1: t.string(),
    address2: t.string(),
    isShipping: t.boolean(),
    shippingLastName: t.string(),
    shippingFirstName: t.string(),
    shippingLastNameKana: t.string(),
    shippingFirstNameKana: t.string(),
    shippingTel: t.string(),
    shippingPostalCode: t.string(),
    shippingPrefectureId: t.int(),
    shippingAddress1: t.string(),
    shippingAddress2: t.string(),
    isReceipt: t.boolean(),
    receiptName: t.string(),
    useCar: t.boolean(),
    carColor: t.string(),
    carNumber: t.string(),
    note: t.string(),
    lineTicket: t.string({ description: "A guest's LINE link from completeLineLink (decision 0051)" }),
    locale: t.field({ type: LanguageEnum, description: "The language ordered in: mails and status page" }),
    agreement: t.boolean({ required: true }),
    items: t.field({ type: [OrderItemInput], required: true }),
    expectedTotal: t.int({ required: true, description: "The total shown to the customer; only compared" }),
  }),
});

export const PlaceOrderPayload = builder.objectRef<PlacedOrder>("PlaceOrderPayload").implement({
  fields: (t) => ({
    order: t.field({ type: Order, resolve: (p) => p.order }),
    paymentUrl: t.string({
      nullable: true,
      description: "Card orders: the hosted payment page",
      resolve: (p) => p.paymentUrl,
    }),
    arrivalSecret: t.string({
      description: "For markArrived and /cart/arrive/{code}?secret=…",
      resolve: (p) => p.arrivalSecret,
    }),
  }),
});

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: PlaceOrderPayload,
    errors: { types: [ValidationError, ConflictError, PriceChangedError] },
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    // The language ordered in: the input's, else the page's (X-Shop-Lang; decision 0053).
    resolve: (_root, args, ctx) =>
      placeOrder(orderDeps(ctx), ctx.viewer, {
        ...presentItems(args.input),
        locale: args.input.locale ?? ctx.language,
      }),
  }),
}));
