// Categories in the catalog back office over GraphQL: a thin door over category-admin.service.ts.
import { builder } from "../../builder.js";
import { idOf, selectingSomething } from "./catalog-admin.common.js";
import { admin, Deletion, MoveDirection, writeErrors } from "./catalog-admin.graphql.js";
import { TranslationsInput } from "./catalog-translations.graphql.js";
import {
  CATEGORY_NOT_FOUND,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  moveCategory,
  productCount,
  rereadCategory,
  updateCategory,
} from "./category-admin.service.js";

const CategoryInput = builder.inputType("CategoryInput", {
  fields: (t) => ({ name: t.string({ required: true }), translations: t.field({ type: TranslationsInput }) }),
});

builder.prismaObjectField("Category", "productCount", (t) =>
  t.int({
    description: "Products not archived",
    resolve: (category, _args, ctx) => productCount(ctx, category.id),
  }),
);

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
}));

builder.mutationFields((t) => ({
  createCategory: t.prismaField({
    type: "Category",
    authScopes: admin,
    errors: writeErrors,
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      rereadCategory(ctx, query, await createCategory(ctx, args.input)),
  }),
  updateCategory: t.prismaField({
    type: "Category",
    authScopes: admin,
    errors: writeErrors,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      rereadCategory(ctx, query, await updateCategory(ctx, idOf(args.id, CATEGORY_NOT_FOUND), args.input)),
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
}));
