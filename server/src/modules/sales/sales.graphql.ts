// Today's figures and the sales report over GraphQL (administrators).
import { builder } from "../../builder.js";
import { ValidationError } from "../../errors.js";
import { ProvisionMethod } from "../common/enums.graphql.js";
import {
  SALES_GROUPS,
  type SalesRow as SalesRowShape,
  salesReport,
  type TodayFigures as TodayFiguresShape,
  todayFigures,
} from "./sales.service.js";
import type { Reconciliation } from "./sales-days.js";
import type { TaxShare as TaxShareShape } from "./sales-split.js";
import type { Breakdown, Figures, Share } from "./sales-tally.js";

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const figureFields = <T extends Figures>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) => ({
  orderCount: t.int({ resolve: (f) => f.orderCount }),
  itemCount: t.int({ resolve: (f) => f.itemCount }),
  sales: t.int({ description: "Yen, tax-inclusive", resolve: (f) => f.sales }),
});

const MethodFigures = builder
  .objectRef<{ method: "TAKEOUT" | "DELIVERY" } & Figures>("MethodFigures")
  .implement({
    fields: (t) => ({
      method: t.field({ type: ProvisionMethod, resolve: (f) => f.method }),
      ...figureFields(t),
    }),
  });

const SalesShare = builder.objectRef<Share>("SalesShare").implement({
  description: "One part of a split of sales (a channel, a payment way), with the words staff see",
  fields: (t) => ({
    key: t.exposeString("key", { description: "ONLINE, COUNTER, PHONE; ONLINE_CARD, COUNTER_CASH…" }),
    label: t.exposeString("label"),
    ...figureFields(t),
  }),
});

const TaxShare = builder.objectRef<TaxShareShape>("TaxShare").implement({
  description: "Sales at one tax rate: the tax-inclusive amount and the tax it contains",
  fields: (t) => ({
    rate: t.exposeInt("rate", { description: "Percent" }),
    amount: t.exposeInt("amount", { description: "Yen, tax-inclusive" }),
    tax: t.exposeInt("tax", { description: "Yen contained in amount" }),
  }),
});

const splitFields = <T extends Breakdown>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) => ({
  byTaxRate: t.field({ type: [TaxShare], resolve: (b) => b.byTaxRate }),
  byChannel: t.field({ type: [SalesShare], resolve: (b) => b.byChannel }),
  byPayment: t.field({ type: [SalesShare], resolve: (b) => b.byPayment }),
  byMethod: t.field({ type: [MethodFigures], resolve: (b) => b.byMethod }),
});

const TodayFigures = builder.objectRef<TodayFiguresShape>("TodayFigures").implement({
  description: "Orders whose slot is today (Tokyo); cancelled and unpaid card orders are not counted",
  fields: (t) => ({
    date: t.exposeString("date"),
    ...figureFields(t),
    ...splitFields(t),
    openCount: t.exposeInt("openCount"),
    lateCount: t.exposeInt("lateCount", { description: "Open orders whose slot has ended" }),
    cancelledCount: t.exposeInt("cancelledCount"),
  }),
});

const SalesReconciliation = builder.objectRef<Reconciliation>("SalesReconciliation").implement({
  description:
    "Money by the day it moved: card payments taken, refunds given back, the net by card, and the period's sales taken at the store or counter",
  fields: (t) => ({
    cardPayments: t.exposeInt("cardPayments", { description: "Yen, card payments completed" }),
    refunds: t.exposeInt("refunds", { description: "Yen, card refunds that succeeded" }),
    netCard: t.exposeInt("netCard", { description: "cardPayments - refunds" }),
    storeTakings: t.exposeInt("storeTakings", { description: "Yen, sales paid at the store or counter" }),
  }),
});

const SalesRow = builder.objectRef<SalesRowShape>("SalesRow").implement({
  fields: (t) => ({
    period: t.exposeString("period", { description: "YYYY-MM-DD or YYYY-MM" }),
    ...figureFields(t),
    ...splitFields(t),
    takeoutSales: t.exposeInt("takeoutSales"),
    deliverySales: t.exposeInt("deliverySales"),
    reconciliation: t.field({ type: SalesReconciliation, resolve: (r) => r.reconciliation }),
  }),
});

const SalesTotal = builder.objectRef<Breakdown & { reconciliation: Reconciliation }>("SalesTotal").implement({
  fields: (t) => ({
    ...figureFields(t),
    ...splitFields(t),
    reconciliation: t.field({ type: SalesReconciliation, resolve: (r) => r.reconciliation }),
  }),
});

type ReportShape = Awaited<ReturnType<typeof salesReport>>;
const SalesReport = builder.objectRef<ReportShape>("SalesReport").implement({
  fields: (t) => ({
    from: t.exposeString("from"),
    to: t.exposeString("to"),
    rows: t.field({ type: [SalesRow], resolve: (r) => r.rows }),
    total: t.field({ type: SalesTotal, resolve: (r) => r.total }),
    orderCount: t.int({ resolve: (r) => r.total.orderCount }),
    itemCount: t.int({ resolve: (r) => r.total.itemCount }),
    sales: t.int({ resolve: (r) => r.total.sales }),
  }),
});

const SalesGroup = builder.enumType("SalesGroup", { values: SALES_GROUPS });

builder.queryFields((t) => ({
  todayFigures: t.field({
    type: TodayFigures,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => todayFigures(ctx.prisma),
  }),
  salesReport: t.field({
    type: SalesReport,
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    args: {
      from: t.arg.string({ required: true, description: "YYYY-MM-DD (Tokyo), inclusive" }),
      to: t.arg.string({ required: true, description: "YYYY-MM-DD (Tokyo), inclusive" }),
      groupBy: t.arg({ type: SalesGroup, required: true }),
    },
    resolve: (_root, args, ctx) => salesReport(ctx.prisma, { from: args.from, to: args.to }, args.groupBy),
  }),
}));
