// The spec's staff order calls: GET /api/admin/orders (today), /future, /past (paged by ?cursor= or ?page=, searched),
// PUT /api/admin/orders/{id}/printing, PUT .../provided, DELETE /api/admin/orders/{id} (cancel),
// PUT .../delay { minutes } (「遅れを連絡」, decision 0056).
// /api/admin/* already requires an administrator (server/src/api.ts); the services do the rest.
import { Hono } from "hono";
import type { OrderPeriod } from "../../../../shared/order-search.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import { restOrder } from "./order.rest.js";
import { orderIdOf } from "./order-access.js";
import { applyStaffAction } from "./order-board.service.js";
import { listOrders } from "./order-board-list.service.js";
import { closeOrder, ordersToClose } from "./order-closing.service.js";
import { notifyOrderDelay } from "./order-delay.service.js";
import { orderInclude } from "./order-statement.js";
import { restStatus } from "./order-status.js";

async function list(c: RestContext, period: OrderPeriod) {
  const query = c.req.query();
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const result = await listOrders(
    c.get("ctx").prisma,
    {
      period,
      page: number(query.page),
      perPage: number(query.per_page),
      cursor: query.cursor,
      search: { code: query.code, name: query.name, tel: query.tel, date: query.date },
    },
    { include: orderInclude },
  );
  return c.json({
    orders: result.orders.map(restOrder),
    total_count: result.totalCount,
    total_capped: result.totalCapped,
    page: result.page,
    per_page: result.perPage,
    next_cursor: result.nextCursor,
    previous_cursor: result.previousCursor,
  });
}

const idOf = (c: RestContext) => orderIdOf(c.get("ctx").prisma, c.req.param("id") ?? "");

export const orderBoardRoutes = new Hono<RestEnv>()
  .get("/admin/orders", (c) => list(c, "TODAY"))
  .get("/admin/orders/future", (c) => list(c, "FUTURE"))
  .get("/admin/orders/past", (c) => list(c, "PAST"))
  .put("/admin/orders/:id/printing", async (c) => {
    const { order, reprint } = await applyStaffAction(c.get("ctx"), await idOf(c), "PRINT");
    return c.json({ order: restOrder(order), reprint });
  })
  .put("/admin/orders/:id/provided", async (c) => {
    const { order } = await applyStaffAction(c.get("ctx"), await idOf(c), "PROVIDE");
    return c.json({ status: restStatus(order.status), order: restOrder(order) });
  })
  .put("/admin/orders/:id/ready", async (c) => {
    const { order } = await applyStaffAction(c.get("ctx"), await idOf(c), "READY");
    return c.json({ status: restStatus(order.status), order: restOrder(order) });
  })
  .put("/admin/orders/:id/out_for_delivery", async (c) => {
    const { order } = await applyStaffAction(c.get("ctx"), await idOf(c), "DISPATCH");
    return c.json({ status: restStatus(order.status), order: restOrder(order) });
  })
  .put("/admin/orders/:id/delay", async (c) => {
    const body = await readJson(c);
    const order = await notifyOrderDelay(c.get("ctx"), await idOf(c), { minutes: body.minutes });
    return c.json({ status: restStatus(order.status), order: restOrder(order) });
  })
  // The spec's DELETE has no body; a reason may be sent ({ reason, note }) and is then required valid.
  .delete("/admin/orders/:id", async (c) => {
    const body = await readJson(c);
    const cancel = body.reason === undefined && body.note === undefined ? undefined : body;
    const { order } = await applyStaffAction(c.get("ctx"), await idOf(c), "CANCEL", new Date(), { cancel });
    return c.json({ status: restStatus(order.status), order: restOrder(order) });
  })
  .get("/admin/orders/to_close", async (c) => {
    const orders = await ordersToClose(c.get("ctx").prisma, { include: orderInclude });
    return c.json({ orders: orders.map(restOrder) });
  })
  .put("/admin/orders/:id/close", async (c) => {
    const body = await readJson(c);
    const { order } = await closeOrder(c.get("ctx"), await idOf(c), body.outcome);
    return c.json({ status: restStatus(order.status), order: restOrder(order) });
  });
