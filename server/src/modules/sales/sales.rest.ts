// GET /api/admin/sales/today, GET /api/admin/sales?from&to&group=day|month and
// GET /api/admin/sales/orders.csv?from&to (UTF-8 with BOM, Japanese headers, for Excel).
import { Hono } from "hono";
import type { RestEnv } from "../../rest/rest.js";
import { ordersInRange, parseRange, salesReport, todayFigures } from "./sales.service.js";
import { ordersCsv } from "./sales-csv.js";

const snake = (f: { orderCount: number; itemCount: number; sales: number }) => ({
  order_count: f.orderCount,
  item_count: f.itemCount,
  sales: f.sales,
});

export const salesRoutes = new Hono<RestEnv>()
  .get("/admin/sales/today", async (c) => {
    const f = await todayFigures(c.get("ctx").prisma);
    return c.json({
      date: f.date,
      ...snake(f),
      by_method: f.byMethod.map((m) => ({ provision_method: m.method.toLowerCase(), ...snake(m) })),
      by_payment: f.byPayment.map((p) => ({ payment_method: p.paymentMethod.toLowerCase(), ...snake(p) })),
      open_count: f.openCount,
      late_count: f.lateCount,
      cancelled_count: f.cancelledCount,
    });
  })
  .get("/admin/sales", async (c) => {
    const q = c.req.query();
    const report = await salesReport(
      c.get("ctx").prisma,
      { from: q.from, to: q.to },
      q.group === "month" ? "MONTH" : "DAY",
    );
    return c.json({
      from: report.from,
      to: report.to,
      group: report.group.toLowerCase(),
      rows: report.rows.map((r) => ({
        period: r.period,
        ...snake(r),
        takeout_sales: r.takeoutSales,
        delivery_sales: r.deliverySales,
      })),
      total: snake(report.total),
    });
  })
  .get("/admin/sales/orders.csv", async (c) => {
    const q = c.req.query();
    const range = parseRange({ from: q.from, to: q.to });
    const csv = ordersCsv(await ordersInRange(c.get("ctx").prisma, range));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${range.from}_${range.to}.csv"`,
    });
  });
