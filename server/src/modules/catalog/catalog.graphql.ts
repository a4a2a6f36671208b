import { translated } from "../../../../shared/i18n/catalog-translations.js";
import { z } from "../../../../shared/zod-ja.js";
import { builder } from "../../builder.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import {
  ProductBadge as ProductBadgeValues,
  ProductTag as ProductTagValues,
  type ProvisionMethod as ProvisionMethodName,
  type TaxKind,
} from "../../generated/prisma/enums.js";
import { catalogCache } from "../../lib/shop-cache.js";
import { dateOnly } from "../../lib/tokyo-time.js";
import { ProvisionMethod, TaxKindEnum } from "../common/enums.graphql.js";
import { ratesInForce } from "../settings/tax.service.js";
import {
  allCategories,
  findProduct,
  lowestPrice,
  menuCategories,
  optionOrder,
  priceWithTax,
  productOrder,
  productWhere,
  seesHiddenCatalog,
  toppingWhere,
} from "./catalog.service.js";
import { imageSrcset, imageUrl } from "./image-urls.js";
import { SOLD_OUT_STATES, type SoldOutMark, soldOutState } from "./sold-out.js";

/** The menu's headline rate: food, taken out or delivered, is taxed at the reduced rate. */
const menuTaxRate = async (prisma: PrismaClient) => (await ratesInForce(prisma)).REDUCED;

export const SoldOutStateEnum = builder.enumType("SoldOutState", {
  values: SOLD_OUT_STATES,
  description: "AVAILABLE; TODAY: sold out until the next Tokyo business day; UNTIL_FURTHER_NOTICE",
});

/** The photo's URL (the wider WebP, or a demo image's path). */
const imageOf = (row: { image: string | null; imageHash: string | null }) =>
  row.imageHash ? imageUrl(row.imageHash) : row.image;

export const ProductBadge = builder.enumType(ProductBadgeValues, { name: "ProductBadge" });
export const ProductTag = builder.enumType(ProductTagValues, { name: "ProductTag" });

export const Category = builder.prismaObject("Category", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.string({ resolve: (row, _args, ctx) => translated(row, "name", ctx.language) }),
    position: t.exposeInt("position"),
    products: t.relation("products", {
      args: { method: t.arg({ type: ProvisionMethod }) },
      query: (args, ctx) => ({ where: productWhere(ctx.viewer, args.method), orderBy: productOrder }),
    }),
  }),
});

interface ProductOptionShape extends SoldOutMark {
  id: number;
  name: string;
  translations: unknown;
  price: number;
  allergens: string[];
  taxKind: TaxKind;
  kitchenUnits?: number;
}

export const Product = builder.prismaObject("Product", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.string({ resolve: (row, _args, ctx) => translated(row, "name", ctx.language) }),
    description: t.string({
      description: "In the visitor's language (X-Shop-Lang), Japanese where not translated",
      resolve: (row, _args, ctx) => translated(row, "description", ctx.language),
    }),
    image: t.string({ nullable: true, resolve: imageOf }),
    imageSrcset: t.string({
      nullable: true,
      description: "Uploaded photos at 400 and 800 px for <img srcset>; null for demo images",
      resolve: (p) => (p.imageHash ? imageSrcset(p.imageHash) : null),
    }),
    allergens: t.exposeStringList("allergens", { description: "Codes from shared/allergens.ts" }),
    soldOut: t.boolean({
      description: "品切れ now (reset at the next Tokyo business day unless until further notice)",
      resolve: (p) => soldOutState(p) !== "AVAILABLE",
    }),
    soldOutState: t.field({ type: SoldOutStateEnum, resolve: (p) => soldOutState(p) }),
    taxKind: t.field({ type: TaxKindEnum, resolve: (p) => p.taxKind }),
    position: t.exposeInt("position"),
    category: t.relation("category"),
    badge: t.expose("badge", { type: ProductBadge, nullable: true }),
    tags: t.expose("tags", { type: [ProductTag] }),
    isPublic: t.exposeBoolean("isPublic"),
    categoryId: t.exposeInt("categoryId"),
    isTakeout: t.exposeBoolean("isTakeout"),
    isDelivery: t.exposeBoolean("isDelivery"),
    price: t.exposeInt("price"),
    priceWithTax: t.int({
      resolve: (product, _args, ctx) => priceWithTax(ctx, product.price, product.taxKind),
    }),
    lowestPriceWithTax: t.int({
      description: "The cheapest way to order it: the cheapest option, or the product price without options",
      select: { options: { select: { price: true }, orderBy: [...optionOrder] } },
      resolve: (product, _args, ctx) => {
        const prices = product.options.map((option) => option.price);
        return priceWithTax(ctx, prices.length ? Math.min(...prices) : product.price, product.taxKind);
      },
    }),
    // Each option carries its product's tax kind from this row: no second read of Product.
    options: t.field({
      type: [ProductOption],
      select: {
        taxKind: true,
        options: {
          select: {
            id: true,
            name: true,
            translations: true,
            price: true,
            allergens: true,
            soldOutOn: true,
            soldOutIndefinitely: true,
            kitchenUnits: true,
          },
          orderBy: [...optionOrder],
        },
      },
      resolve: (product) => product.options.map((option) => ({ ...option, taxKind: product.taxKind })),
    }),
    toppings: t.field({
      type: [Topping],
      select: (_args, ctx, nestedSelection) => ({
        toppings: {
          where: { topping: toppingWhere(ctx.viewer) },
          orderBy: [{ topping: { position: "asc" } }, { toppingId: "asc" }],
          select: { topping: nestedSelection(true) },
        },
      }),
      resolve: (product) => product.toppings.map(({ topping }) => topping),
    }),
    provisionDate: t.relation("provision", { nullable: true }),
  }),
});

export const ProductOption = builder.objectRef<ProductOptionShape>("ProductOption").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.string({ resolve: (row, _args, ctx) => translated(row, "name", ctx.language) }),
    price: t.exposeInt("price"),
    priceWithTax: t.int({ resolve: (option, _args, ctx) => priceWithTax(ctx, option.price, option.taxKind) }),
    allergens: t.exposeStringList("allergens"),
    soldOut: t.boolean({ resolve: (o) => soldOutState(o) !== "AVAILABLE" }),
    soldOutState: t.field({ type: SoldOutStateEnum, resolve: (o) => soldOutState(o) }),
    kitchenUnits: t.int({
      description: "Kitchen units one of this option takes (fryer load; decision 0045)",
      resolve: (o) => o.kitchenUnits ?? 1,
    }),
  }),
});

export const Topping = builder.prismaObject("Topping", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.string({ resolve: (row, _args, ctx) => translated(row, "name", ctx.language) }),
    image: t.string({ nullable: true, resolve: imageOf }),
    imageSrcset: t.string({
      nullable: true,
      resolve: (p) => (p.imageHash ? imageSrcset(p.imageHash) : null),
    }),
    isPublic: t.exposeBoolean("isPublic"),
    position: t.exposeInt("position"),
    allergens: t.exposeStringList("allergens"),
    options: t.relation("options", { query: { orderBy: [...optionOrder] } }),
  }),
});

export const ToppingOption = builder.prismaObject("ToppingOption", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.string({ resolve: (row, _args, ctx) => translated(row, "name", ctx.language) }),
    price: t.exposeInt("price"),
    // Toppings are food: always the reduced rate.
    priceWithTax: t.int({ resolve: (option, _args, ctx) => priceWithTax(ctx, option.price, "REDUCED") }),
    allergens: t.exposeStringList("allergens"),
  }),
});

export const ProvisionDate = builder.prismaObject("ProvisionDate", {
  description: "The days a product is offered, inclusive (YYYY-MM-DD, Asia/Tokyo); null = open-ended",
  fields: (t) => ({
    id: t.exposeID("id"),
    startOn: t.string({ nullable: true, resolve: (p) => (p.startOn ? dateOnly(p.startOn) : null) }),
    endOn: t.string({ nullable: true, resolve: (p) => (p.endOn ? dateOnly(p.endOn) : null) }),
  }),
});

interface MenuShape {
  method: ProvisionMethodName | null;
}

const Menu = builder.objectRef<MenuShape>("Menu").implement({
  fields: (t) => ({
    categories: t.prismaField({
      type: ["Category"],
      description:
        "Categories with at least one product for the method; their products are filtered likewise",
      // Everyone but administrators sees the same rows for the same planned query (its JSON holds
      // the method and the day's provision filter): those come from the catalog cache.
      resolve: (query, menu, _args, ctx) =>
        seesHiddenCatalog(ctx.viewer)
          ? menuCategories(ctx, menu.method, query)
          : catalogCache(ctx.prisma).remember(`graphql.menu:${menu.method}:${JSON.stringify(query)}`, (day) =>
              menuCategories(ctx, menu.method, query, day),
            ),
    }),
    taxRate: t.int({ resolve: (_menu, _args, ctx) => menuTaxRate(ctx.prisma) }),
    lowestPrice: t.int({
      description: "Minimum order amount in yen, tax-inclusive (delivery: the lowest area minimum)",
      resolve: (menu, _args, ctx) => lowestPrice(ctx, menu.method),
    }),
  }),
});

const MAX_INT4 = 2_147_483_647;
// Ids are PostgreSQL int4: anything else is bad input, never a database error.
const numericId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "IDの形式が正しくありません")
  .refine((value) => Number(value) <= MAX_INT4, "IDの形式が正しくありません");

builder.queryFields((t) => ({
  menu: t.field({
    type: Menu,
    description: "The orderable menu: public products only, ordered by category then position",
    args: { method: t.arg({ type: ProvisionMethod }) },
    resolve: (_root, args) => ({ method: args.method ?? null }),
  }),
  categories: t.prismaField({
    type: ["Category"],
    resolve: (query, _root, _args, ctx) => allCategories(ctx, query),
  }),
  product: t.prismaField({
    type: "Product",
    nullable: true,
    args: { id: t.arg.id({ required: true, validate: { schema: numericId } }) },
    resolve: (query, _root, args, ctx) => findProduct(ctx, Number(args.id), query),
  }),
  taxRate: t.int({
    description: "The reduced consumption tax rate in percent (food)",
    resolve: (_root, _args, ctx) => menuTaxRate(ctx.prisma),
  }),
}));
