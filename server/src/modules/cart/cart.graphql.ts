// The signed-in customer's cart over GraphQL (customer scope only).
import { builder } from "../../builder.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import { present } from "../../graphql/inputs.js";
import { customerViewer } from "../auth/viewer.js";
import { TaxLineType } from "../quote/quote.graphql.js";
import {
  addCartItem,
  type CartLine,
  type CartView,
  getCart,
  mergeCart,
  removeCartItem,
} from "./cart.service.js";

const CartToppingType = builder.objectRef<CartLine["toppings"][number]>("CartTopping").implement({
  fields: (t) => ({
    toppingName: t.exposeString("toppingName"),
    optionName: t.exposeString("optionName"),
  }),
});

const CartLineType = builder.objectRef<CartLine>("CartLine").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    productId: t.exposeInt("productId"),
    productOptionId: t.exposeInt("productOptionId", { nullable: true }),
    toppingOptionIds: t.exposeIntList("toppingOptionIds"),
    quantity: t.exposeInt("quantity"),
    name: t.exposeString("name"),
    optionName: t.exposeString("optionName", { nullable: true }),
    toppings: t.field({ type: [CartToppingType], resolve: (line) => line.toppings }),
    unitPriceWithTax: t.exposeInt("unitPriceWithTax"),
    lineTotalWithTax: t.exposeInt("lineTotalWithTax"),
    problem: t.exposeString("problem", { nullable: true, description: "Why it cannot be ordered now" }),
  }),
});

const CartType = builder.objectRef<CartView>("Cart").implement({
  fields: (t) => ({
    count: t.exposeInt("count", { description: "Items in the cart (sum of quantities)" }),
    lines: t.field({ type: [CartLineType], resolve: (cart) => cart.lines }),
    totalWithTax: t.exposeInt("totalWithTax"),
    taxes: t.field({
      type: [TaxLineType],
      description: "Tax contained per rate, as the quote computes it",
      resolve: (cart) => cart.taxes,
    }),
    taxTotal: t.exposeInt("taxTotal"),
  }),
});

const CartItemInput = builder.inputType("CartItemInput", {
  fields: (t) => ({
    productId: t.int({ required: true }),
    productOptionId: t.int(),
    toppingOptionIds: t.intList(),
    quantity: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  cart: t.field({
    type: CartType,
    authScopes: { customer: true },
    resolve: (_root, _args, ctx) => getCart(ctx.prisma, customerViewer(ctx).customerId),
  }),
}));

builder.mutationFields((t) => ({
  addCartItem: t.field({
    type: CartType,
    authScopes: { customer: true },
    errors: { types: [ValidationError] },
    args: { input: t.arg({ type: CartItemInput, required: true }) },
    resolve: (_root, args, ctx) =>
      addCartItem(ctx.prisma, customerViewer(ctx).customerId, present(args.input)),
  }),
  removeCartItem: t.field({
    type: CartType,
    authScopes: { customer: true },
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      removeCartItem(ctx.prisma, customerViewer(ctx).customerId, Number(args.id)),
  }),
  mergeCart: t.field({
    type: CartType,
    description: "Adds a signed-out cart's lines at sign-in; lines that can no longer be ordered are skipped",
    authScopes: { customer: true },
    errors: { types: [ValidationError] },
    args: {
      items: t.arg({ type: [CartItemInput], required: true }),
      mergeKey: t.arg.string({
        required: false,
        description:
          "Made by the client once per merge (16-64 of A-Z a-z 0-9 _ -): the same merge sent again adds nothing",
      }),
    },
    resolve: (_root, args, ctx) =>
      mergeCart(
        ctx.prisma,
        customerViewer(ctx).customerId,
        args.items.map((item) => present(item)),
        args.mergeKey,
      ),
  }),
}));
