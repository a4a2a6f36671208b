// Products in the catalog back office over GraphQL (their options, provision dates and 品切れ):
// a thin door over product-admin.service.ts and sold-out.service.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { builder } from "../../builder.js";
import { ValidationError } from "../../errors.js";
import { Product, ProductBadge, ProductTag, SoldOutStateEnum } from "../catalog/catalog.graphql.js";
import { ProvisionMethod, TaxKindEnum } from "../common/enums.graphql.js";
import { idOf, selectingSomething } from "./catalog-admin.common.js";
import {
  admin,
  MoveDirection,
  num,
  optionFields,
  undefinedIfNull,
  uploaded,
  withNumericIds,
  writeErrors,
} from "./catalog-admin.graphql.js";
import { TranslationsInput } from "./catalog-translations.graphql.js";
import { createProduct, deleteProduct, moveProduct, updateProduct } from "./product-admin.service.js";
import {
  getAdminProduct,
  listAdminProducts,
  PRODUCT_NOT_FOUND,
  productsInOrder,
  rereadProduct,
} from "./product-admin-reads.service.js";
import { OPTION_NOT_FOUND, setProductOptionSoldOut, setProductSoldOut } from "./sold-out.service.js";

const ProductVisibility = builder.enumType("ProductVisibility", { values: ["PUBLIC", "HIDDEN"] as const });

const ProductOptionInput = builder.inputType("ProductOptionInput", {
  fields: (t) => ({
    ...optionFields(t),
    kitchenUnits: t.int({ description: "Kitchen units of one (fryer load), 1..1000; absent: unchanged" }),
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
    translations: t.field({ type: TranslationsInput }),
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

builder.queryFields((t) => ({
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
}));

const productRaw = (input: typeof ProductInput.$inferInput) =>
  undefinedIfNull({
    ...input,
    categoryId: num(input.categoryId),
    options: withNumericIds(input.options) ?? undefined,
    toppingIds: input.toppingIds?.map(num),
  });

builder.mutationFields((t) => ({
  createProduct: t.prismaField({
    type: "Product",
    authScopes: admin,
    errors: writeErrors,
    args: { input: t.arg({ type: ProductInput, required: true }), image: t.arg({ type: "File" }) },
    resolve: async (query, _root, args, ctx) =>
      rereadProduct(
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
      rereadProduct(
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
      return productsInOrder(ctx, rows, selectingSomething(query) as typeof query);
    },
  }),
  setProductSoldOut: t.prismaField({
    type: "Product",
    authScopes: admin,
    errors: writeErrors,
    description: "品切れ for today, until further notice, or AVAILABLE again",
    args: { id: t.arg.id({ required: true }), state: t.arg({ type: SoldOutStateEnum, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      rereadProduct(ctx, query, await setProductSoldOut(ctx, idOf(args.id, PRODUCT_NOT_FOUND), args.state)),
  }),
  setProductOptionSoldOut: t.prismaField({
    type: "Product",
    authScopes: admin,
    errors: writeErrors,
    description: "One option 品切れ; returns its product",
    args: { id: t.arg.id({ required: true }), state: t.arg({ type: SoldOutStateEnum, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      rereadProduct(
        ctx,
        query,
        await setProductOptionSoldOut(ctx, idOf(args.id, OPTION_NOT_FOUND), args.state),
      ),
  }),
}));
