// OrderItem.allergens for the kitchen ticket and the boards: a thin door over order-allergens.ts.
import { builder } from "../../builder.js";
import { lineAllergens } from "./order-allergens.js";

builder.prismaObjectField("OrderItem", "allergens", (t) =>
  t.stringList({
    description: "Allergen codes (shared/allergens.ts) of the product, option and toppings, from the catalog",
    select: { productId: true, productOptionId: true, toppings: { select: { toppingOptionId: true } } },
    resolve: (item, _args, ctx) => lineAllergens(ctx, item),
  }),
);
