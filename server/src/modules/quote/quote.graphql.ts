// The quote over GraphQL: anyone may ask what a cart costs; the answer is the server's own
// pricing (catalog/pricing.ts), with what would block the order as problems.

import { builder } from "../../builder.js";
import { PriceChangedError, ValidationError } from "../../errors.js";
import { presentItems } from "../../graphql/inputs.js";
import type { PricedTopping, Quote, QuoteLine, QuoteProblem, TaxLine } from "../catalog/pricing.js";
import { ProvisionMethod } from "../common/enums.graphql.js";
import { ErrorInterface } from "../common/errors.graphql.js";
import { lineNamer } from "../order/order-item-names.js";
import { quote, type SlotQuote } from "./quote.service.js";

export const TaxLineType = builder.objectRef<TaxLine>("TaxLine").implement({
  description: "One rate on a receipt: 「8%対象 ¥X（内消費税 ¥Y）」, the tax rounded down once per rate",
  fields: (t) => ({
    rate: t.exposeInt("rate", { description: "Percent" }),
    amount: t.exposeInt("amount", { description: "Tax-inclusive total at this rate" }),
    tax: t.exposeInt("tax", { description: "The tax contained in amount" }),
  }),
});

export const OrderItemInput = builder.inputType("OrderItemInput", {
  fields: (t) => ({
    productId: t.int({ required: true }),
    productOptionId: t.int(),
    toppingOptionIds: t.intList(),
    quantity: t.int({ required: true }),
  }),
});

const QuoteInputType = builder.inputType("QuoteInput", {
  fields: (t) => ({
    method: t.field({ type: ProvisionMethod, description: "Absent while not chosen (the cart page)" }),
    slotStartsAt: t.field({ type: "DateTime", description: "The chosen slot, when chosen" }),
    items: t.field({ type: [OrderItemInput], required: true }),
    postalCode: t.string({ description: "Delivery: the address the area is matched with" }),
    prefectureId: t.int({ description: "Delivery: must agree with the postal code and address1" }),
    address1: t.string(),
  }),
});

const QuoteToppingType = builder.objectRef<PricedTopping>("QuoteTopping").implement({
  fields: (t) => ({
    toppingOptionId: t.exposeInt("toppingOptionId"),
    // In the visitor's language (X-Shop-Lang; decision 0053), Japanese where not translated.
    toppingName: t.string({
      resolve: (p, _args, ctx) => lineNamer(ctx).topping(p.toppingOptionId, p.toppingName),
    }),
    optionName: t.string({
      resolve: (p, _args, ctx) => lineNamer(ctx).toppingOption(p.toppingOptionId, p.optionName),
    }),
    priceWithTax: t.exposeInt("priceWithTax", { description: "As shown" }),
  }),
});

export const QuoteProblemType = builder.objectRef<QuoteProblem>("QuoteProblem").implement({
  description: "Something that blocks the order, in Japanese",
  fields: (t) => ({
    code: t.exposeString("code", {
      description:
        "EMPTY_CART, UNAVAILABLE, QUANTITY, OPTION_REQUIRED, OPTION_INVALID, TOPPING_INVALID, NOT_FOR_METHOD, NOT_ON_DAY, SOLD_OUT, OUT_OF_AREA, ADDRESS_MISMATCH (postal code, prefecture and city disagree), BELOW_MINIMUM or SLOT_PAUSED (the chosen slot is in a pause's window)",
    }),
    message: t.exposeString("message"),
    lineIndex: t.exposeInt("lineIndex", { nullable: true, description: "The cart line (0-based), if any" }),
    field: t.exposeString("field"),
  }),
});

const QuoteLineType = builder.objectRef<QuoteLine>("QuoteLine").implement({
  fields: (t) => ({
    index: t.exposeInt("index", { description: "The position of the item in the input" }),
    productId: t.int({ resolve: (l) => l.item.productId }),
    productOptionId: t.int({ nullable: true, resolve: (l) => l.item.productOptionId ?? null }),
    toppingOptionIds: t.intList({ resolve: (l) => l.item.toppingOptionIds }),
    quantity: t.int({ resolve: (l) => l.item.quantity }),
    productName: t.string({
      nullable: true,
      resolve: (l, _args, ctx) =>
        l.priced ? lineNamer(ctx).product(l.priced.productId, l.priced.productName) : null,
    }),
    optionName: t.string({
      nullable: true,
      resolve: (l, _args, ctx) =>
        l.priced?.optionName ? lineNamer(ctx).option(l.priced.productOptionId, l.priced.optionName) : null,
    }),
    toppings: t.field({ type: [QuoteToppingType], resolve: (l) => l.priced?.toppings ?? [] }),
    taxRate: t.int({ nullable: true, resolve: (l) => l.priced?.taxRate ?? null }),
    unitAmount: t.int({
      nullable: true,
      description:
        "The unit price as shown (option and toppings, tax-inclusive); null when it cannot be priced",
      resolve: (l) => l.priced?.unitAmount ?? null,
    }),
    amount: t.int({
      nullable: true,
      description: "unitAmount × quantity; null when the line cannot be priced",
      resolve: (l) => l.priced?.amount ?? null,
    }),
    problems: t.field({ type: [QuoteProblemType], resolve: (l) => l.problems }),
  }),
});

const QuoteDeliveryAreaType = builder
  .objectRef<NonNullable<Quote["deliveryArea"]> & { feeWithTax: number }>("QuoteDeliveryArea")
  .implement({
    fields: (t) => ({
      name: t.exposeString("name"),
      fee: t.exposeInt("feeWithTax", { description: "As shown, tax-inclusive" }),
      minimumOrder: t.exposeInt("minimumOrder", { description: "Tax-inclusive item total needed" }),
    }),
  });

export const QuoteType = builder.objectRef<Quote>("Quote").implement({
  description: "What a cart costs, computed by the server: the client shows it and computes nothing",
  fields: (t) => ({
    lines: t.field({ type: [QuoteLineType], resolve: (q) => q.lines }),
    itemsTotal: t.exposeInt("itemsTotal", { description: "Sum of the line amounts" }),
    deliveryFee: t.exposeInt("deliveryFee", {
      description: "As shown; 0 for takeout or while no area is known",
    }),
    deliveryArea: t.field({
      type: QuoteDeliveryAreaType,
      nullable: true,
      resolve: (q) => (q.deliveryArea ? { ...q.deliveryArea, feeWithTax: q.deliveryFee } : null),
    }),
    taxes: t.field({ type: [TaxLineType], resolve: (q) => q.taxes }),
    taxTotal: t.exposeInt("taxTotal"),
    total: t.exposeInt("total", { description: "itemsTotal + deliveryFee: what the customer pays" }),
    problems: t.field({ type: [QuoteProblemType], resolve: (q) => q.problems }),
    orderable: t.boolean({ resolve: (q) => q.problems.length === 0 }),
    kitchenUnits: t.exposeInt("kitchenUnits", {
      description:
        "Kitchen units the cart takes in a slot (fryer load): ask displayTimes for slots with room",
    }),
    slotProblem: t.field({
      type: QuoteProblemType,
      nullable: true,
      description:
        "TOO_BIG_FOR_SLOT (more units than any slot holds) or SLOT_NO_ROOM (the chosen slot has not enough units left); with a method only. Not in problems: placeOrder decides, a counter order for now may go past",
      resolve: (q) => ("slotProblem" in q ? ((q as SlotQuote).slotProblem ?? null) : null),
    }),
  }),
});

builder.objectType(PriceChangedError, {
  name: "PriceChangedError",
  description: "The expected total differs from the server's: nothing was written; show the new quote",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof PriceChangedError,
  fields: (t) => ({
    quote: t.field({ type: QuoteType, resolve: (error) => error.quote as Quote }),
  }),
});

builder.queryFields((t) => ({
  quote: t.field({
    type: QuoteType,
    description: "Prices a cart for a method, slot and address (as far as they are chosen)",
    errors: { types: [ValidationError] },
    args: { input: t.arg({ type: QuoteInputType, required: true }) },
    resolve: (_root, args, ctx) => quote(ctx.prisma, presentItems(args.input)),
  }),
}));
