// POST /api/admin/shop/orders: the REST door of placeShopOrder (/api/admin/* already requires an
// administrator). snake_case in and out, like the spec's other order calls.
import { Hono } from "hono";
import { type RestEnv, readJson } from "../../rest/rest.js";
import { restOrder } from "./order.rest.js";
import { orderDeps } from "./order-answer.js";
import { placeShopOrder } from "./shop-order.service.js";
import { changeOf, payShopOrder } from "./shop-payment.service.js";

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

export const shopOrderRoutes = new Hono<RestEnv>()
  .post("/admin/shop/orders", async (c) => {
    const ctx = c.get("ctx");
    const placed = await placeShopOrder(
      orderDeps(ctx),
      ctx.viewer,
      shopOrderInputFromRest(await readJson(c)),
    );
    return c.json({ order: restOrder(placed.order) }, 201);
  })
  // Paying at the counter: { method: "cash" | "card" | "paypay", received } for the order's code.
  .post("/admin/shop/orders/:code/payment", async (c) => {
    const ctx = c.get("ctx");
    const body = await readJson(c);
    const paid = await payShopOrder({ prisma: ctx.prisma, pubsub: ctx.pubsub }, ctx.viewer, {
      code: c.req.param("code"),
      method: upper(body.method),
      received: body.received,
    });
    return c.json({
      code: paid.code,
      payment_status: paid.paymentStatus,
      shop_payment: paid.shopPayment,
      total: paid.total,
      cash_received: paid.cashReceived,
      change: changeOf(paid),
      paid_by_name: paid.paidByName,
      paid_at: paid.paidAt,
    });
  });
