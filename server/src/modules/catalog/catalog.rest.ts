// The spec's POST /api/products: the same menu as GraphQL `menu(method)`, in snake_case.
import { Hono } from "hono";
import { z } from "zod";
import { withTax } from "../../../../shared/pricing.js";
import type { Context } from "../../context.js";
import type { Prisma, ProvisionMethod } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { dateOnly } from "../../lib/tokyo-time.js";
import { type RestEnv, readJson } from "../../rest/rest.js";
import {
  lowestPrice,
  menuCategories,
  optionOrder,
  productOrder,
  seesHiddenCatalog,
  taxRates,
  toppingWhere,
} from "./catalog.service.js";
import { catalogCache } from "./catalog-cache.js";

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
    taxRates(ctx),
    lowestPrice(ctx, method),
  ]);
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      products: category.products.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        image: p.image,
        badge: p.badge,
        tags: p.tags,
        is_public: p.isPublic,
        category_id: p.categoryId,
        is_takeout: p.isTakeout,
        is_delivery: p.isDelivery,
        price: p.price,
        price_with_tax: withTax(p.price, rates[p.taxKind]),
        provision_date: p.provision
          ? {
              id: p.provision.id,
              start_on: p.provision.startOn ? dateOnly(p.provision.startOn) : null,
              end_on: p.provision.endOn ? dateOnly(p.provision.endOn) : null,
            }
          : null,
        product_options: p.options.map((o) => ({ id: o.id, name: o.name, price: o.price })),
        product_toppings: p.toppings.map(({ topping }) => ({
          topping_id: topping.id,
          topping: {
            id: topping.id,
            name: topping.name,
            image: topping.image,
            topping_options: topping.options.map((o) => ({ id: o.id, name: o.name, price: o.price })),
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
  // Everyone else gets the public menu, serialised once per method and Tokyo day (decision 0003).
  // Kept as UTF-8 bytes: a hit writes them as they are.
  const bytes = await catalogCache(ctx.prisma).remember(`rest.products:${method}`, async (day) =>
    Buffer.from(JSON.stringify(await menuForRest({ ...ctx, viewer: null }, method, day))),
  );
  return c.body(bytes, 200, { "content-type": "application/json" });
});
