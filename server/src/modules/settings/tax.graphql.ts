// Tax rates and the invoice registration number over GraphQL: every administrator reads them
// (STAFF read-only), only the OWNER changes them.
import { builder } from "../../builder.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.js";
import { TaxKindEnum } from "../common/enums.graphql.js";
import {
  type TaxRateSetting as TaxRateSettingShape,
  type TaxSettings as TaxSettingsShape,
  taxKindOf,
  taxSettings,
  updateInvoiceRegistration,
  updateTaxRate,
} from "./tax.service.js";

// One TaxKind enum in the schema: the catalog's (REDUCED: food 8 %; STANDARD: services such as the delivery fee 10 %).
export const TaxKind = TaxKindEnum;

const ScheduledTaxRate = builder
  .objectRef<TaxRateSettingShape["scheduled"][number]>("ScheduledTaxRate")
  .implement({
    fields: (t) => ({
      rate: t.exposeInt("rate"),
      effectiveFrom: t.exposeString("effectiveFrom", { description: "Tokyo day, YYYY-MM-DD" }),
      createdBy: t.exposeString("createdBy", { nullable: true }),
    }),
  });

const TaxRateSetting = builder.objectRef<TaxRateSettingShape>("TaxRateSetting").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: TaxKind, resolve: (r) => r.kind }),
    rate: t.exposeInt("rate", { description: "Percent in force now" }),
    scheduled: t.field({ type: [ScheduledTaxRate], resolve: (r) => r.scheduled }),
  }),
});

const TaxSettings = builder.objectRef<TaxSettingsShape>("TaxSettings").implement({
  fields: (t) => ({
    rates: t.field({ type: [TaxRateSetting], resolve: (s) => s.rates }),
    invoiceRegistrationNumber: t.exposeString("invoiceRegistrationNumber", { nullable: true }),
  }),
});

const TaxRateInput = builder.inputType("TaxRateInput", {
  fields: (t) => ({
    rate: t.int({ required: true, description: "Percent" }),
    effectiveFrom: t.string({ description: "YYYY-MM-DD, today or later; empty: today" }),
  }),
});

const InvoiceRegistrationInput = builder.inputType("InvoiceRegistrationInput", {
  fields: (t) => ({
    invoiceRegistrationNumber: t.string({ required: true, description: "T and 13 digits" }),
  }),
});

builder.queryFields((t) => ({
  taxSettings: t.field({
    type: TaxSettings,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => taxSettings(ctx.prisma),
  }),
}));

builder.mutationFields((t) => ({
  updateTaxRate: t.field({
    type: TaxSettings,
    authScopes: { owner: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: {
      id: t.arg.id({ required: true, description: "The rate's id, or REDUCED / STANDARD" }),
      input: t.arg({ type: TaxRateInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      updateTaxRate(ctx, await taxKindOf(ctx.prisma, String(args.id)), args.input),
  }),
  updateInvoiceRegistration: t.field({
    type: TaxSettings,
    authScopes: { owner: true },
    errors: { types: [ValidationError, ForbiddenError] },
    args: { input: t.arg({ type: InvoiceRegistrationInput, required: true }) },
    resolve: (_root, args, ctx) => updateInvoiceRegistration(ctx, args.input),
  }),
}));
