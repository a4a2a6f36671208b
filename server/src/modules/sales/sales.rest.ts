// GET /api/admin/sales/today, GET /api/admin/sales?from&to&group=day|month and
// GET /api/admin/sales/orders.csv?from&to (the sales, one row per order: UTF-8 with BOM, Japanese
// headers, for Excel).
import { Hono } from "hono";
import type { RestEnv } from "../../rest/rest.js";
import { parseRange, salesInRange, salesReport, todayFigures } from "./sales.service.js";
import { salesCsv } from "./sales-csv.js";
import type { Breakdown, Figures } from "./sales-tally.js";

const snake = (f: Figures) => ({ order_count: f.orderCount, item_count: f.itemCount, sales: f.sales });

/** The splits of a tally, as the board, the page and the CSV show them. */
const splits = (b: Breakdown) => ({
  by_tax_rate: b.byTaxRate.map((t) => ({ tax_rate: t.rate, amount: t.amount, tax: t.tax })),
  by_channel: b.byChannel.map((s) => ({ channel: s.key.toLowerCase(), label: s.label, ...snake(s) })),
  by_payment: b.byPayment.map((s) => ({ payment: s.key.toLowerCase(), label: s.label, ...snake(s) })),
  by_method: b.byMethod.map((m) => ({ provision_method: m.method.toLowerCase(), ...snake(m) })),
});

export const salesRoutes = new Hono<RestEnv>()
  .get("/admin/sales/today", async (c) => {
    const f = await todayFigures(c.get("ctx").prisma);
    return c.json({
      date: f.date,
      ...snake(f),
      ...splits(f),
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
        ...splits(r),
        takeout_sales: r.takeoutSales,
        delivery_sales: r.deliverySales,
      })),
      total: { ...snake(report.total), ...splits(report.total) },
    });
  })
  .get("/admin/sales/orders.csv", async (c) => {
    const q = c.req.query();
    const range = parseRange({ from: q.from, to: q.to });
    const csv = salesCsv(await salesInRange(c.get("ctx").prisma, range));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${range.from}_${range.to}.csv"`,
    });
  });
