// The spec's POST /api/products: the same menu as GraphQL `menu(method)`, in snake_case. Part of the
// menu's delivery (http/menu/): the public answer is cached as encoded bytes the fast path serves.
import { Hono } from "hono";
import { translated } from "../../../../shared/i18n/catalog-translations.js";
import type { Language } from "../../../../shared/i18n/languages.js";
import { withTax } from "../../../../shared/pricing.js";
import { z } from "../../../../shared/zod-ja.js";
import type { Context } from "../../context.js";
import type { Prisma, ProvisionMethod } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { catalogCache } from "../../lib/shop-cache.js";
import {
  lowestPrice,
  menuCategories,
  optionOrder,
  productOrder,
  seesHiddenCatalog,
  toppingWhere,
} from "../../modules/catalog/catalog.service.js";
import { imageSrcset, imageUrl } from "../../modules/catalog/image-urls.js";
import { provisionDateJson } from "../../modules/catalog/provision-date-json.js";
import { isSoldOut } from "../../modules/catalog/sold-out.js";
import { ratesInForce } from "../../modules/settings/tax.service.js";
import { type RestEnv, readJson } from "../../rest/rest.js";
import { encodeVariants, etagMatches, pickVariant } from "../content-encoding.js";
import { LANGUAGE_VARY, restBytesKey } from "./menu-fast-path.js";

const productsBody = z.object({
  order_method: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .enum(["takeout", "delivery"], { message: "受け取り方法は takeout か delivery を指定してください" })
      .optional(),
  ),
});

function restMenuQuery(ctx: Context) {
  return {
    include: {
      products: {
        orderBy: productOrder,
        include: {
          options: { orderBy: [...optionOrder] },
          provision: true,
          toppings: {
            where: { topping: toppingWhere(ctx.viewer) },
            orderBy: [{ topping: { position: "asc" } }, { toppingId: "asc" }],
            include: { topping: { include: { options: { orderBy: [...optionOrder] } } } },
          },
        },
      },
    },
  } satisfies Prisma.CategoryDefaultArgs;
}

/** `date`: the Tokyo day whose menu it is (default today). */
export async function menuForRest(ctx: Context, method: ProvisionMethod | null, date?: string) {
  const [categories, rates, lowest] = await Promise.all([
    menuCategories(ctx, method, restMenuQuery(ctx), date),
    ratesInForce(ctx.prisma),
    lowestPrice(ctx, method),
  ]);
  // The visitor's language (X-Shop-Lang), Japanese where a text is not translated (decision 0053).
  const lang: Language = ctx.language;
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: translated(category, "name", lang),
      products: category.products.map((p) => ({
        id: p.id,
        name: translated(p, "name", lang),
        description: translated(p, "description", lang),
        image: p.imageHash ? imageUrl(p.imageHash) : p.image,
        image_srcset: p.imageHash ? imageSrcset(p.imageHash) : null,
        allergens: p.allergens,
        sold_out: isSoldOut(p),
        badge: p.badge,
        tags: p.tags,
        is_public: p.isPublic,
        category_id: p.categoryId,
        is_takeout: p.isTakeout,
        is_delivery: p.isDelivery,
        price: p.price,
        price_with_tax: withTax(p.price, rates[p.taxKind]),
        provision_date: provisionDateJson(p.provision),
        product_options: p.options.map((o) => ({
          id: o.id,
          name: translated(o, "name", lang),
          price: o.price,
          allergens: o.allergens,
          sold_out: isSoldOut(o),
        })),
        product_toppings: p.toppings.map(({ topping }) => ({
          topping_id: topping.id,
          topping: {
            id: topping.id,
            name: translated(topping, "name", lang),
            image: topping.imageHash ? imageUrl(topping.imageHash) : topping.image,
            allergens: topping.allergens,
            topping_options: topping.options.map((o) => ({
              id: o.id,
              name: translated(o, "name", lang),
              price: o.price,
              allergens: o.allergens,
            })),
          },
        })),
      })),
    })),
    tax_rate: rates.REDUCED,
    lowest_price: lowest,
  };
}

export const catalogRoutes = new Hono<RestEnv>().post("/products", async (c) => {
  const body = parseInput(productsBody, await readJson(c));
  const method = body.order_method ? (body.order_method.toUpperCase() as ProvisionMethod) : null;
  const ctx = c.get("ctx");
  if (seesHiddenCatalog(ctx.viewer)) return c.json(await menuForRest(ctx, method));
  // Everyone else gets the public menu, serialised once per method, language and Tokyo day
  // (decisions 0003, 0053).
  // Kept as UTF-8 bytes and their brotli and gzip (decision 0012): a hit writes the variant the
  // client accepts as it is.
  const cache = catalogCache(ctx.prisma);
  const stamp = cache.stamp();
  const key = `rest.products:${method}:${ctx.language}`;
  const encoded = await cache.remember(key, async (day) =>
    encodeVariants(
      new TextEncoder().encode(JSON.stringify(await menuForRest({ ...ctx, viewer: null }, method, day))),
    ),
  );
  // The settled bytes, for the fast path (menu-fast-path.ts); not stored if invalidated meanwhile.
  const expires = cache.expiryOf(key);
  if (expires !== undefined) cache.store(stamp, restBytesKey(method, ctx.language), encoded, expires);
  const { bytes, headers } = pickVariant(encoded, c.req.header("accept-encoding"));
  if (headers.etag && etagMatches(c.req.header("if-none-match"), headers.etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(bytes, 200, { ...headers, "content-type": "application/json", vary: LANGUAGE_VARY });
});

/**
 * The method an anonymous products body asks for, as the route reads it (null: both), or
 * undefined when the route would not answer it from the cache as it is (for the fast path).
 */
export function restMenuMethod(body: string): ProvisionMethod | null | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = productsBody.safeParse(json);
  if (!parsed.success) return undefined;
  return parsed.data.order_method ? (parsed.data.order_method.toUpperCase() as ProvisionMethod) : null;
}
