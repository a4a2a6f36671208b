// adminPricePreview: the shown price while an owner types one (thin; price-preview.service.ts).
import { builder } from "../../builder.js";
import { ValidationError } from "../../errors.js";
import { TaxKindEnum } from "../common/enums.graphql.js";
import { type PricePreview, previewPrice } from "./price-preview.service.js";

const PricePreviewRef = builder.objectRef<PricePreview>("PricePreview").implement({
  description: "A price as customers will see it, computed by the server from either side",
  fields: (t) => ({
    taxRate: t.exposeInt("taxRate"),
    price: t.exposeInt("price", { nullable: true, description: "Tax-exclusive, as stored" }),
    priceWithTax: t.exposeInt("priceWithTax", { nullable: true }),
    message: t.exposeString("message", { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  adminPricePreview: t.field({
    type: PricePreviewRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    description: "Give price (tax-exclusive) or priceWithTax (what customers should see)",
    args: {
      taxKind: t.arg({ type: TaxKindEnum, required: true }),
      price: t.arg.int(),
      priceWithTax: t.arg.int(),
    },
    resolve: (_root, args, ctx) => previewPrice(ctx, args),
  }),
}));
