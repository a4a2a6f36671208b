// The kitchen's prep summary over GraphQL (administrators): a thin door over kitchen-prep.service.
import { builder } from "../../builder.js";
import { type KitchenPrep, kitchenPrep, PREP_WINDOW_MINUTES, type PrepLine } from "./kitchen-prep.service.js";

const KitchenPrepLine = builder.objectRef<PrepLine>("KitchenPrepLine").implement({
  fields: (t) => ({
    productName: t.exposeString("productName"),
    optionName: t.exposeString("optionName", { nullable: true }),
    quantity: t.exposeInt("quantity", { description: "Units to cook, summed over the orders" }),
    orderCount: t.exposeInt("orderCount"),
  }),
});

const KitchenPrepRef = builder.objectRef<KitchenPrep>("KitchenPrep").implement({
  description: `What to fry for today's orders still to cook whose slot starts within ${PREP_WINDOW_MINUTES} minutes (late ones included)`,
  fields: (t) => ({
    until: t.field({ type: "DateTime", resolve: (p) => p.until }),
    windowMinutes: t.int({ resolve: () => PREP_WINDOW_MINUTES }),
    orderCount: t.exposeInt("orderCount"),
    lines: t.field({ type: [KitchenPrepLine], resolve: (p) => p.lines }),
  }),
});

builder.queryFields((t) => ({
  kitchenPrep: t.field({
    type: KitchenPrepRef,
    authScopes: { admin: true },
    description: "The kitchen's prep summary for the next hour, summed on the server",
    resolve: (_root, _args, ctx) => kitchenPrep(ctx.prisma),
  }),
}));
