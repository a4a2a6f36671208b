// The order's lines named in the page's language, for the customer's own pages (the confirmation,
// the status page, the account's history; decision 0060): a thin door over lineNamer. The stored
// names stay Japanese (productName, toppingName…), which the staff's screens read, always.
import { builder } from "../../builder.js";
import { lineNamer } from "./order-item-names.js";

const IN_LANGUAGE = "in the request's language (X-Shop-Lang), falling back to the ordered Japanese";

builder.prismaObjectFields("OrderItem", (t) => ({
  localProductName: t.string({
    description: `The product's name ${IN_LANGUAGE}`,
    select: { productId: true, productName: true },
    resolve: (item, _args, ctx) => lineNamer(ctx).product(item.productId, item.productName),
  }),
  localOptionName: t.string({
    nullable: true,
    description: `The option's name ${IN_LANGUAGE}`,
    select: { productOptionId: true, optionName: true },
    resolve: (item, _args, ctx) =>
      item.optionName === null ? null : lineNamer(ctx).option(item.productOptionId, item.optionName),
  }),
}));

builder.prismaObjectFields("OrderItemTopping", (t) => ({
  localToppingName: t.string({
    description: `The topping's name ${IN_LANGUAGE}`,
    select: { toppingOptionId: true, toppingName: true },
    resolve: (topping, _args, ctx) =>
      topping.toppingOptionId === null
        ? topping.toppingName
        : lineNamer(ctx).topping(topping.toppingOptionId, topping.toppingName),
  }),
  localOptionName: t.string({
    description: `The topping choice's name ${IN_LANGUAGE}`,
    select: { toppingOptionId: true, optionName: true },
    resolve: (topping, _args, ctx) =>
      topping.toppingOptionId === null
        ? topping.optionName
        : lineNamer(ctx).toppingOption(topping.toppingOptionId, topping.optionName),
  }),
}));
