// The catalog back office over GraphQL (STAFF and OWNER): thin resolvers over the services the
// REST routes use too. Photos come as multipart uploads (the `File` scalar).
import { queryFromInfo } from "@pothos/plugin-prisma";
import { allergenUnion } from "../../../../shared/allergens.js";
import { CATALOG_LIMITS, IMAGE_MESSAGES } from "../../../../shared/catalog-admin.js";
import { builder } from "../../builder.js";
import type { Context } from "../../context.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import { Product, ProductBadge, ProductTag, SoldOutStateEnum } from "../catalog/catalog.graphql.js";
import { productOrder } from "../catalog/catalog.service.js";
import { ProvisionMethod, TaxKindEnum } from "../common/enums.graphql.js";
import { idOf } from "./catalog-admin.common.js";
import {
  CATEGORY_NOT_FOUND,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  moveCategory,
  updateCategory,
} from "./category-admin.service.js";
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  moveProduct,
  PRODUCT_NOT_FOUND,
  updateProduct,
} from "./product-admin.service.js";
import { OPTION_NOT_FOUND, setProductOptionSoldOut, setProductSoldOut } from "./sold-out.service.js";
import {
  createTopping,
  deleteTopping,
  getTopping,
  listToppings,
  moveTopping,
  TOPPING_NOT_FOUND,
  toppingUsage,
  updateTopping,
} from "./topping-admin.service.js";

const MoveDirection = builder.enumType("MoveDirection", { values: ["UP", "DOWN"] as const });
const ProductVisibility = builder.enumType("ProductVisibility", { values: ["PUBLIC", "HIDDEN"] as const });

const CategoryInput = builder.inputType("CategoryInput", {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

const optionFields = (t: Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0]) => ({
  id: t.id({ description: "An existing entry's id: updated; without: created; left out: removed" }),
  name: t.string({ required: true }),
  price: t.int({ required: true, description: "Yen, tax-exclusive" }),
  allergens: t.stringList({ description: "Codes from shared/allergens.ts" }),
});
const ToppingOptionInput = builder.inputType("ToppingOptionInput", { fields: optionFields });
const ProductOptionInput = builder.inputType("ProductOptionInput", {
  fields: (t) => ({
    ...optionFields(t),
    kitchenUnits: t.int({ description: "Kitchen units of one (fryer load), 1..1000; absent: unchanged" }),
  }),
});

const ToppingInput = builder.inputType("ToppingInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    isPublic: t.boolean(),
    allergens: t.stringList(),
    options: t.field({ type: [ToppingOptionInput], required: true }),
  }),
});

const ProvisionDateInput = builder.inputType("ProvisionDateInput", {
  fields: (t) => ({
    startOn: t.string({ description: "YYYY-MM-DD (Tokyo), inclusive" }),
    endOn: t.string({ description: "YYYY-MM-DD (Tokyo), inclusive" }),
  }),
});

const ProductInput = builder.inputType("ProductInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    badge: t.field({ type: ProductBadge }),
    tags: t.field({ type: [ProductTag] }),
    isPublic: t.boolean(),
    categoryId: t.id({ required: true }),
    isTakeout: t.boolean(),
    isDelivery: t.boolean(),
    price: t.int({ required: true, description: "Yen, tax-exclusive; used when there are no options" }),
    taxKind: t.field({ type: TaxKindEnum }),
    allergens: t.stringList(),
    provisionDate: t.field({ type: ProvisionDateInput }),
    options: t.field({ type: [ProductOptionInput] }),
    toppingIds: t.idList(),
  }),
});

const AdminProductFilter = builder.inputType("AdminProductFilter", {
  fields: (t) => ({
    name: t.string({ description: "Words in the product's name" }),
    categoryId: t.id(),
    visibility: t.field({ type: ProductVisibility }),
    method: t.field({ type: ProvisionMethod }),
    includeArchived: t.boolean(),
  }),
});

/** GraphQL ids (strings) to the numbers the shared rules expect; a bad one fails there, by field. */
const num = (value: unknown) => (value === null || value === undefined ? value : Number(value));
const withNumericIds = <T extends { id?: unknown }>(list: readonly T[] | null | undefined) =>
  list?.map((entry) => ({ ...entry, id: num(entry.id) }));
const undefinedIfNull = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as T;

async function uploaded(file: File | null | undefined): Promise<Uint8Array | undefined> {
  if (!file) return undefined;
  if (file.size > CATALOG_LIMITS.imageBytesMax) {
    throw new ValidationError(IMAGE_MESSAGES.size, { image: [IMAGE_MESSAGES.size] });
  }
  return new Uint8Array(await file.arrayBuffer());
}

const AdminProductPage = builder
  .objectRef<Awaited<ReturnType<typeof listAdminProducts>>>("AdminProductPage")
  .implement({
    fields: (t) => ({
      products: t.field({ type: [Product], resolve: (p) => p.products }),
      totalCount: t.exposeInt("totalCount"),
      page: t.exposeInt("page"),
      perPage: t.exposeInt("perPage"),
    }),
  });

const ProductDeletion = builder.objectRef<{ id: number; archived: boolean }>("ProductDeletion").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    archived: t.exposeBoolean("archived", { description: "Kept (hidden) because past orders show it" }),
  }),
});

const Deletion = builder.objectRef<{ id: number }>("Deletion").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});

builder.prismaObjectField("Category", "productCount", (t) =>
  t.int({
    description: "Products not archived",
    resolve: (category, _args, ctx) =>
      ctx.prisma.product.count({ where: { categoryId: category.id, archivedAt: null } }),
  }),
);

builder.prismaObjectField("Topping", "usedBy", (t) =>
  t.field({
    type: [
      builder.objectRef<{ id: number; name: string }>("ToppingUser").implement({
        fields: (u) => ({ id: u.exposeID("id"), name: u.exposeString("name") }),
      }),
    ],
    authScopes: { admin: true },
    description: "Products offering this topping (administrators)",
    resolve: (topping, _args, ctx) => toppingUsage(ctx, topping.id),
  }),
);

const admin = { admin: true } as const;

/** A written row read again with the client's planned selection (one query for nested fields). */
const reread = {
  category: (ctx: Context, query: object, row: { id: number }) =>
    ctx.prisma.category.findUniqueOrThrow({ ...selectingSomething(query), where: { id: row.id } }),
  topping: (ctx: Context, query: object, row: { id: number }) =>
    ctx.prisma.topping.findUniqueOrThrow({ ...selectingSomething(query), where: { id: row.id } }),
  product: (ctx: Context, query: object, row: { id: number }) =>
    ctx.prisma.product.findUniqueOrThrow({ ...selectingSomething(query), where: { id: row.id } }),
};

/** A selection of only `__typename` plans an empty `select`, which Prisma refuses. */
function selectingSomething(query: object): object {
  const select = (query as { select?: Record<string, unknown> }).select;
  return select && Object.keys(select).length === 0 ? { ...query, select: { id: true } } : query;
}
const writeErrors = { types: [ValidationError, NotFoundError, ConflictError] };

builder.queryFields((t) => ({
  adminCategories: t.prismaField({
    type: ["Category"],
    authScopes: admin,
    resolve: (query, _root, _args, ctx) => listCategories(ctx, query),
  }),
  adminCategory: t.prismaField({
    type: "Category",
    authScopes: admin,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getCategory(ctx, idOf(args.id, CATEGORY_NOT_FOUND), query),
  }),
  adminProducts: t.field({
    type: AdminProductPage,
    authScopes: admin,
    errors: { types: [ValidationError] },
    args: { filter: t.arg({ type: AdminProductFilter }), page: t.arg.int(), perPage: t.arg.int() },
    resolve: (_root, args, ctx, info) =>
      listAdminProducts(
        ctx,
        {
          ...args,
          filter: args.filter
            ? undefinedIfNull({ ...args.filter, categoryId: num(args.filter.categoryId) })
            : {},
        },
        queryFromInfo({ context: ctx, info, path: ["products"] }),
      ),
  }),
  adminProduct: t.prismaField({
    type: "Product",
    authScopes: admin,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getAdminProduct(ctx, idOf(args.id, PRODUCT_NOT_FOUND), query),
  }),
  adminToppings: t.prismaField({
    type: ["Topping"],
    authScopes: admin,
    resolve: (query, _root, _args, ctx) => listToppings(ctx, query),
  }),
  adminTopping: t.prismaField({
    type: "Topping",
    authScopes: admin,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getTopping(ctx, idOf(args.id, TOPPING_NOT_FOUND), query),
  }),
}));

const toppingRaw = (input: typeof ToppingInput.$inferInput) =>
  undefinedIfNull({ ...input, options: withNumericIds(input.options) });
const productRaw = (input: typeof ProductInput.$inferInput) =>
  undefinedIfNull({
    ...input,
    categoryId: num(input.categoryId),
    options: withNumericIds(input.options) ?? undefined,
    toppingIds: input.toppingIds?.map(num),
  });

builder.mutationFields((t) => ({
  createCategory: t.prismaField({
    type: "Category",
    authScopes: admin,
    errors: writeErrors,
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      reread.category(ctx, query, await createCategory(ctx, args.input)),
  }),
  updateCategory: t.prismaField({
    type: "Category",
    authScopes: admin,
    errors: writeErrors,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      reread.category(ctx, query, await updateCategory(ctx, idOf(args.id, CATEGORY_NOT_FOUND), args.input)),
  }),
  deleteCategory: t.field({
    type: Deletion,
    authScopes: admin,
    errors: writeErrors,
    description: "Refused (CONFLICT, naming them) while the category holds products",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteCategory(ctx, idOf(args.id, CATEGORY_NOT_FOUND)),
  }),
  moveCategory: t.prismaField({
    type: ["Category"],
    authScopes: admin,
    errors: writeErrors,
    description: "One place up or down on the storefront; every category in the new order",
    args: { id: t.arg.id({ required: true }), direction: t.arg({ type: MoveDirection, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await moveCategory(ctx, idOf(args.id, CATEGORY_NOT_FOUND), args.direction);
      return listCategories(ctx, selectingSomething(query) as typeof query);
    },
  }),
  createTopping: t.prismaField({
    type: "Topping",
    authScopes: admin,
    errors: writeErrors,
    args: { input: t.arg({ type: ToppingInput, required: true }), image: t.arg({ type: "File" }) },
    resolve: async (query, _root, args, ctx) =>
      reread.topping(
        ctx,
        query,
        await createTopping(ctx, toppingRaw(args.input), { upload: await uploaded(args.image) }),
      ),
  }),
  updateTopping: t.prismaField({
    type: "Topping",
    authScopes: admin,
    errors: writeErrors,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ToppingInput, required: true }),
      image: t.arg({ type: "File" }),
      removeImage: t.arg.boolean(),
    },
    resolve: async (query, _root, args, ctx) =>
      reread.topping(
        ctx,
        query,
        await updateTopping(ctx, idOf(args.id, TOPPING_NOT_FOUND), toppingRaw(args.input), {
          upload: await uploaded(args.image),
          remove: args.removeImage,
        }),
      ),
  }),
  deleteTopping: t.field({
    type: Deletion,
    authScopes: admin,
    errors: writeErrors,
    description: "Refused (CONFLICT, naming them) while products offer the topping",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteTopping(ctx, idOf(args.id, TOPPING_NOT_FOUND)),
  }),
  moveTopping: t.prismaField({
    type: ["Topping"],
    authScopes: admin,
    errors: writeErrors,
    args: { id: t.arg.id({ required: true }), direction: t.arg({ type: MoveDirection, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await moveTopping(ctx, idOf(args.id, TOPPING_NOT_FOUND), args.direction);
      return listToppings(ctx, selectingSomething(query) as typeof query);
    },
  }),
  createProduct: t.prismaField({
    type: "Product",
    authScopes: admin,
    errors: writeErrors,
    args: { input: t.arg({ type: ProductInput, required: true }), image: t.arg({ type: "File" }) },
    resolve: async (query, _root, args, ctx) =>
      reread.product(
        ctx,
        query,
        await createProduct(ctx, productRaw(args.input), { upload: await uploaded(args.image) }),
      ),
  }),
  updateProduct: t.prismaField({
    type: "Product",
    authScopes: admin,
    errors: writeErrors,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ProductInput, required: true }),
      image: t.arg({ type: "File" }),
      removeImage: t.arg.boolean(),
    },
    resolve: async (query, _root, args, ctx) =>
      reread.product(
        ctx,
        query,
        await updateProduct(ctx, idOf(args.id, PRODUCT_NOT_FOUND), productRaw(args.input), {
          upload: await uploaded(args.image),
          remove: args.removeImage,
        }),
      ),
  }),
  deleteProduct: t.field({
    type: ProductDeletion,
    authScopes: admin,
    errors: writeErrors,
    description: "Deletes the product, or archives it when past orders show it",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteProduct(ctx, idOf(args.id, PRODUCT_NOT_FOUND)),
  }),
  moveProduct: t.prismaField({
    type: ["Product"],
    authScopes: admin,
    errors: writeErrors,
    description: "One place up or down within its category; the category's products in order",
    args: { id: t.arg.id({ required: true }), direction: t.arg({ type: MoveDirection, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const rows = await moveProduct(ctx, idOf(args.id, PRODUCT_NOT_FOUND), args.direction);
      return ctx.prisma.product.findMany({
        ...selectingSomething(query),
        where: { id: { in: rows.map((r) => r.id) } },
        orderBy: productOrder,
      });
    },
  }),
  setProductSoldOut: t.prismaField({
    type: "Product",
    authScopes: admin,
    errors: writeErrors,
    description: "品切れ for today, until further notice, or AVAILABLE again",
    args: { id: t.arg.id({ required: true }), state: t.arg({ type: SoldOutStateEnum, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      reread.product(ctx, query, await setProductSoldOut(ctx, idOf(args.id, PRODUCT_NOT_FOUND), args.state)),
  }),
  setProductOptionSoldOut: t.prismaField({
    type: "Product",
    authScopes: admin,
    errors: writeErrors,
    description: "One option 品切れ; returns its product",
    args: { id: t.arg.id({ required: true }), state: t.arg({ type: SoldOutStateEnum, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      reread.product(
        ctx,
        query,
        await setProductOptionSoldOut(ctx, idOf(args.id, OPTION_NOT_FOUND), args.state),
      ),
  }),
}));

// What a line can contain, for the kitchen ticket: the product's, the chosen option's and the
// chosen toppings' allergens as the catalog lists them now (order lines keep names and prices,
// not allergens; a line whose product was deleted shows none).
builder.prismaObjectField("OrderItem", "allergens", (t) =>
  t.stringList({
    description: "Allergen codes (shared/allergens.ts) of the product, option and toppings, from the catalog",
    select: { productId: true, productOptionId: true, toppings: { select: { toppingOptionId: true } } },
    resolve: async (item, _args, ctx) => {
      const toppingOptionIds = item.toppings.flatMap((t) => (t.toppingOptionId ? [t.toppingOptionId] : []));
      const [product, option, toppingOptions] = await Promise.all([
        item.productId
          ? ctx.prisma.product.findUnique({ where: { id: item.productId }, select: { allergens: true } })
          : null,
        item.productOptionId
          ? ctx.prisma.productOption.findUnique({
              where: { id: item.productOptionId },
              select: { allergens: true },
            })
          : null,
        toppingOptionIds.length
          ? ctx.prisma.toppingOption.findMany({
              where: { id: { in: toppingOptionIds } },
              select: { allergens: true, topping: { select: { allergens: true } } },
            })
          : [],
      ]);
      return allergenUnion(
        product?.allergens,
        option?.allergens,
        ...toppingOptions.flatMap((o) => [o.allergens, o.topping.allergens]),
      );
    },
  }),
);
