// GET /api/admin/sales/today, GET /api/admin/sales?from&to&group=day|month,
// GET /api/admin/sales/orders.csv?from&to (the sales, one row per order) and
// GET /api/admin/sales/days.csv?from&to (one row per day, with the reconciliation): UTF-8 with
// BOM, Japanese headers, for Excel; streamed, gzip when accepted.
import { Hono } from "hono";
import { csvResponse, csvStream } from "../../lib/csv-stream.js";
import type { RestEnv } from "../../rest/rest.js";
import { parseRange, ratesInRange, salesInRange, salesReport, todayFigures } from "./sales.service.js";
import { csvHeaders, csvRates, csvRow } from "./sales-csv.js";
import type { Reconciliation } from "./sales-days.js";
import { salesDaysCsv } from "./sales-days-csv.js";
import type { Breakdown, Figures } from "./sales-tally.js";

const reconciliation = (r: Reconciliation) => ({
  card_payments: r.cardPayments,
  refunds: r.refunds,
  net_card: r.netCard,
  store_takings: r.storeTakings,
});

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
        reconciliation: reconciliation(r.reconciliation),
      })),
      total: {
        ...snake(report.total),
        ...splits(report.total),
        reconciliation: reconciliation(report.total.reconciliation),
      },
    });
  })
  // Streams from the database (decision 0050): the first bytes leave before the range is read.
  .get("/admin/sales/orders.csv", async (c) => {
    const q = c.req.query();
    const prisma = c.get("ctx").prisma;
    const range = parseRange({ from: q.from, to: q.to });
    const rates = csvRates(await ratesInRange(prisma, range));
    async function* rows() {
      for await (const batch of salesInRange(prisma, range)) yield batch.map((o) => csvRow(o, rates));
    }
    const body = csvStream(csvHeaders(rates), rows());
    return csvResponse(c.req.raw, `orders-${range.from}_${range.to}.csv`, body);
  })
  // Per day: the sales and their splits, and the reconciliation (card, refunds, net, store).
  .get("/admin/sales/days.csv", async (c) => {
    const q = c.req.query();
    const range = parseRange({ from: q.from, to: q.to });
    const body = await salesDaysCsv(c.get("ctx").prisma, range);
    return csvResponse(c.req.raw, `sales-days-${range.from}_${range.to}.csv`, body);
  });
