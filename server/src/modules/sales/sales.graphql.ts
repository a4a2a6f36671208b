// Today's figures and the sales report over GraphQL (administrators).
import { builder } from "../../builder.js";
import { ValidationError } from "../../errors.js";
import { ProvisionMethod } from "../catalog/catalog.graphql.js";
import { PaymentMethod } from "../order/order.graphql.js";
import {
  type Figures,
  SALES_GROUPS,
  type SalesRow as SalesRowShape,
  salesReport,
  type TodayFigures as TodayFiguresShape,
  todayFigures,
} from "./sales.service.js";

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

const PaymentFigures = builder
  .objectRef<{ paymentMethod: "AT_SHOP" | "CARD" } & Figures>("PaymentFigures")
  .implement({
    fields: (t) => ({
      paymentMethod: t.field({ type: PaymentMethod, resolve: (f) => f.paymentMethod }),
      ...figureFields(t),
    }),
  });

const TodayFigures = builder.objectRef<TodayFiguresShape>("TodayFigures").implement({
  description: "Orders whose slot is today (Tokyo); cancelled and unpaid card orders are not counted",
  fields: (t) => ({
    date: t.exposeString("date"),
    ...figureFields(t),
    byMethod: t.field({ type: [MethodFigures], resolve: (f) => f.byMethod }),
    byPayment: t.field({ type: [PaymentFigures], resolve: (f) => f.byPayment }),
    openCount: t.exposeInt("openCount"),
    lateCount: t.exposeInt("lateCount", { description: "Open orders whose slot has ended" }),
    cancelledCount: t.exposeInt("cancelledCount"),
  }),
});

const SalesRow = builder.objectRef<SalesRowShape>("SalesRow").implement({
  fields: (t) => ({
    period: t.exposeString("period", { description: "YYYY-MM-DD or YYYY-MM" }),
    ...figureFields(t),
    takeoutSales: t.exposeInt("takeoutSales"),
    deliverySales: t.exposeInt("deliverySales"),
  }),
});

type ReportShape = Awaited<ReturnType<typeof salesReport>>;
const SalesReport = builder.objectRef<ReportShape>("SalesReport").implement({
  fields: (t) => ({
    from: t.exposeString("from"),
    to: t.exposeString("to"),
    rows: t.field({ type: [SalesRow], resolve: (r) => r.rows }),
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
