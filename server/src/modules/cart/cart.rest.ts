// The spec's cart calls: POST /api/carts {cart}, GET /api/carts, DELETE /api/carts/{id}.
import { Hono } from "hono";
import { type RestEnv, readJson } from "../../rest/rest.js";
import { customerViewer } from "../auth/viewer.js";
import { addCartItem, type CartView, getCart, removeCartItem } from "./cart.service.js";

export function restCart(cart: CartView) {
  return {
    cart_count: cart.count,
    total_price_with_tax: cart.totalWithTax,
    // Per rate, as the quote answers them: [{ rate, amount, tax }] (amount tax-inclusive).
    taxes: cart.taxes,
    tax_total: cart.taxTotal,
    order_detail: cart.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      product_option_id: line.productOptionId,
      topping_option_ids: line.toppingOptionIds,
      quantity: line.quantity,
      name: line.name,
      option_name: line.optionName,
      toppings: line.toppings.map((t) => ({ name: t.toppingName, option_name: t.optionName })),
      unit_price_with_tax: line.unitPriceWithTax,
      line_total_with_tax: line.lineTotalWithTax,
      problem: line.problem,
    })),
  };
}

export const cartRoutes = new Hono<RestEnv>()
  .get("/carts", async (c) => {
    const ctx = c.get("ctx");
    return c.json(restCart(await getCart(ctx.prisma, customerViewer(ctx).customerId)));
  })
  .post("/carts", async (c) => {
    const ctx = c.get("ctx");
    const { customerId } = customerViewer(ctx);
    const body = await readJson(c);
    const line = (typeof body.cart === "object" && body.cart !== null ? body.cart : {}) as Record<
      string,
      unknown
    >;
    const cart = await addCartItem(ctx.prisma, customerId, {
      productId: line.product_id,
      productOptionId: line.product_option_id ?? null,
      toppingOptionIds: line.topping_option_ids ?? [],
      quantity: line.quantity ?? 1,
    });
    return c.json(restCart(cart));
  })
  .delete("/carts/:id", async (c) => {
    const ctx = c.get("ctx");
    const { customerId } = customerViewer(ctx);
    const id = /^[1-9]\d{0,9}$/.test(c.req.param("id")) ? Number(c.req.param("id")) : Number.NaN;
    return c.json(restCart(await removeCartItem(ctx.prisma, customerId, id)));
  });
