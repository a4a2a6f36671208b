// Toppings in the catalog back office over GraphQL: a thin door over topping-admin.service.ts.
import { builder } from "../../builder.js";
import { idOf, selectingSomething } from "./catalog-admin.common.js";
import {
  admin,
  Deletion,
  MoveDirection,
  optionFields,
  undefinedIfNull,
  uploaded,
  withNumericIds,
  writeErrors,
} from "./catalog-admin.graphql.js";
import { TranslationsInput } from "./catalog-translations.graphql.js";
import {
  createTopping,
  deleteTopping,
  getTopping,
  listToppings,
  moveTopping,
  rereadTopping,
  TOPPING_NOT_FOUND,
  toppingUsage,
  updateTopping,
} from "./topping-admin.service.js";

const ToppingOptionInput = builder.inputType("ToppingOptionInput", { fields: optionFields });

const ToppingInput = builder.inputType("ToppingInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    translations: t.field({ type: TranslationsInput }),
    isPublic: t.boolean(),
    allergens: t.stringList(),
    options: t.field({ type: [ToppingOptionInput], required: true }),
  }),
});

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

builder.queryFields((t) => ({
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

builder.mutationFields((t) => ({
  createTopping: t.prismaField({
    type: "Topping",
    authScopes: admin,
    errors: writeErrors,
    args: { input: t.arg({ type: ToppingInput, required: true }), image: t.arg({ type: "File" }) },
    resolve: async (query, _root, args, ctx) =>
      rereadTopping(
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
      rereadTopping(
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
}));
