// POST /api/admin/shop/orders: the REST door of placeShopOrder (/api/admin/* already requires an
// administrator). snake_case in and out, like the spec's other order calls.
import { Hono } from "hono";
import { type RestEnv, readJson } from "../../rest/rest.js";
import { restOrder } from "./order.rest.js";
import { orderDeps } from "./order.service.js";
import { placeShopOrder } from "./shop-order.service.js";

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const RENAMED: Record<string, string> = { orderDetails: "items", totalPrice: "expectedTotal" };

function camelize(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [RENAMED[camel(k)] ?? camel(k), v]));
}

const upper = (v: unknown) => (typeof v === "string" ? v.toUpperCase() : v);

export function shopOrderInputFromRest(body: Record<string, unknown>): Record<string, unknown> {
  const input = camelize(body);
  input.kind = upper(input.kind);
  input.payment = upper(input.payment);
  if (Array.isArray(input.items)) {
    input.items = input.items.map((item) =>
      typeof item === "object" && item !== null ? camelize(item as Record<string, unknown>) : item,
    );
  }
  return input;
}

export const shopOrderRoutes = new Hono<RestEnv>().post("/admin/shop/orders", async (c) => {
  const ctx = c.get("ctx");
  const placed = await placeShopOrder(orderDeps(ctx), ctx.viewer, shopOrderInputFromRest(await readJson(c)));
  return c.json({ order: restOrder(placed.order) }, 201);
});
