// Customers for staff over GraphQL: thin resolvers over customer-admin.service.
import { listCountText } from "../../../../shared/pricing.js";
import { builder } from "../../builder.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import { Customer } from "../auth/auth.graphql.js";
import {
  createCustomer,
  customerOrderTotals,
  deleteCustomer,
  findCustomer,
  listCustomers,
  updateCustomer,
} from "./customer-admin.service.js";

builder.prismaObjectFields("Customer", (t) => ({
  createdAt: t.expose("createdAt", { type: "DateTime", authScopes: { admin: true } }),
  orderCount: t.int({
    authScopes: { admin: true },
    description: "Orders placed, cancelled and unpaid ones left out",
    resolve: async (customer, _args, ctx) => (await customerOrderTotals(ctx.prisma, customer.id)).orderCount,
  }),
  orderTotal: t.int({
    authScopes: { admin: true },
    description: "Yen, tax-inclusive, of the orders counted in orderCount",
    resolve: async (customer, _args, ctx) => (await customerOrderTotals(ctx.prisma, customer.id)).orderTotal,
  }),
  orders: t.relation("orders", {
    authScopes: { admin: true },
    args: { take: t.arg.int() },
    query: (args) => ({ orderBy: { createdAt: "desc" }, take: Math.min(Math.max(args.take ?? 50, 1), 200) }),
  }),
}));

type CustomerPageShape = Awaited<ReturnType<typeof listCustomers>>;
const CustomerPage = builder.objectRef<CustomerPageShape>("CustomerPage").implement({
  fields: (t) => ({
    customers: t.field({ type: [Customer], resolve: (p) => p.customers }),
    totalCount: t.exposeInt("totalCount"),
    page: t.exposeInt("page"),
    perPage: t.exposeInt("perPage"),
    countText: t.string({
      description: "x-y件表示 / 全z件",
      resolve: (p) => listCountText({ page: p.page, perPage: p.perPage, total: p.totalCount }),
    }),
  }),
});

const CustomerInput = builder.inputType("AdminCustomerInput", {
  fields: (t) => ({
    lastName: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastNameKana: t.string({ required: true }),
    firstNameKana: t.string({ required: true }),
    email: t.string({ required: true }),
    tel: t.string({ required: true }),
    postalCode: t.string(),
    prefectureId: t.int(),
    address1: t.string(),
    address2: t.string(),
  }),
});

const clean = <T extends object>(input: T) =>
  Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && (value !== null || key === "prefectureId"),
    ),
  );

builder.queryFields((t) => ({
  adminCustomers: t.field({
    type: CustomerPage,
    authScopes: { admin: true },
    description: "Search by name, reading, phone number or e-mail; paged",
    args: { query: t.arg.string(), page: t.arg.int(), perPage: t.arg.int() },
    resolve: (_root, args, ctx) => listCustomers(ctx.prisma, args),
  }),
  // t.field, not prismaField: a selection of only __typename would make an empty Prisma select.
  adminCustomer: t.field({
    type: Customer,
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findCustomer(ctx.prisma, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createCustomer: t.field({
    type: Customer,
    authScopes: { admin: true },
    errors: { types: [ValidationError, ConflictError] },
    args: { input: t.arg({ type: CustomerInput, required: true }) },
    resolve: (_root, args, ctx) => createCustomer(ctx, clean(args.input)),
  }),
  updateCustomer: t.field({
    type: Customer,
    authScopes: { admin: true },
    errors: { types: [ValidationError, ConflictError, NotFoundError] },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomerInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      updateCustomer(ctx, (await findCustomer(ctx.prisma, String(args.id))).id, clean(args.input)),
  }),
  deleteCustomer: t.field({
    type: "ID",
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    description: "Erases the account and ends its sessions; past orders stay as placed",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      String((await deleteCustomer(ctx, (await findCustomer(ctx.prisma, String(args.id))).id)).id),
  }),
}));
