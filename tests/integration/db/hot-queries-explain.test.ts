// No hot staff query reads orders or customers row by row (decision 0050): on a grown PostgreSQL
// database (20,000 orders, 5,000 customers, analysed), the SQL that the history search, the
// customer search, the sales page and the sales CSV actually send (captured from Prisma's query
// events) is EXPLAINed with sequential scans priced out, and a plan that still scans "Order" or
// "Customer" (no index can serve it) fails the test.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../../server/src/db/migrate.js";
import { PrismaClient } from "../../../server/src/generated/prisma/client.js";
import { listCustomers } from "../../../server/src/modules/customer/customer-admin.service.js";
import { customerCsvRows } from "../../../server/src/modules/customer/customer-csv.js";
import { listOrders } from "../../../server/src/modules/order/order-board-list.service.js";
import { COUNT_CAP, historyPage } from "../../../server/src/modules/order/order-history.js";
import { salesInRange, salesReport } from "../../../server/src/modules/sales/sales.service.js";
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from "./scratch.js";

const hasPostgres = await postgresAvailable();
const NOW = new Date("2030-06-03T03:00:00Z");

describe.skipIf(!hasPostgres)("hot queries on a grown database", () => {
  let scratch: ScratchDatabase;
  let prisma: PrismaClient;
  const captured: { query: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase("explain");
    await applyMigrations({ kind: "postgres", databaseUrl: scratch.url });
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await client.query(`
        INSERT INTO "Customer" (email, "passwordHash", "lastName", "firstName", "lastNameKana", "firstNameKana", tel, "updatedAt")
        SELECT 'c' || g || '@example.jp', 'x', (ARRAY['山田','広島','田中','佐藤'])[1 + g % 4] || g,
               '花子', (ARRAY['ヤマダ','ヒロシマ','タナカ','サトウ'])[1 + g % 4], 'ハナコ',
               '090' || lpad(g::text, 8, '0'), now()
        FROM generate_series(1, 5000) g;
        INSERT INTO "Order" (code, method, status, "paymentMethod", "slotStartsAt", "slotEndsAt",
          "lastName", "firstName", "lastNameKana", "firstNameKana", email, tel,
          "itemsTotal", "deliveryFee", subtotal, "shippingFee", "taxTotal", total, taxes, "updatedAt")
        SELECT upper(substr(md5(g::text), 1, 6)) || g, 'TAKEOUT', 'PROVIDED', 'AT_SHOP',
               timestamptz '2030-06-01 03:00Z' - g * interval '2 hours',
               timestamptz '2030-06-01 03:15Z' - g * interval '2 hours',
               (ARRAY['山田','広島','田中','佐藤'])[1 + g % 4] || (g % 500), '花子',
               (ARRAY['ヤマダ','ヒロシマ','タナカ','サトウ'])[1 + g % 4], 'ハナコ', 'o' || g || '@example.jp',
               '090' || lpad(g::text, 8, '0'), 1080, 0, 1000, 0, 80, 1080,
               '[{"rate": 8, "amount": 1080, "tax": 80}]'::jsonb, now()
        FROM generate_series(1, 20000) g;
        ANALYZE;`);
    } finally {
      await client.end();
    }
    prisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString: scratch.url }),
      log: [{ emit: "event", level: "query" }],
    });
    type QueryEvents = {
      $on(event: "query", listener: (e: { query: string; params: string }) => void): void;
    };
    (prisma as unknown as QueryEvents).$on("query", (e) =>
      captured.push({ query: e.query, params: JSON.parse(e.params) as unknown[] }),
    );
  }, 120_000);
  afterAll(async () => {
    await prisma?.$disconnect();
    await scratch?.drop();
  });

  async function plansOf(run: () => Promise<unknown>) {
    captured.length = 0;
    await run();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      // On a table this small a scan is often cheapest; with scans priced out, a plan that still
      // scans means no index can serve the query (as at 1,000,000 orders).
      await client.query("SET enable_seqscan = off");
      const plans: string[] = [];
      for (const { query, params } of captured) {
        if (!/"(Order|Customer)"/.test(query) || !/^\s*SELECT/i.test(query)) continue;
        const { rows } = await client.query(`EXPLAIN ${query}`, params);
        plans.push(rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n"));
      }
      return plans;
    } finally {
      await client.end();
    }
  }

  const noSeqScan = (plans: string[]) => {
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan, plan).not.toMatch(/Seq Scan on "?(Order|Customer)"?\b/);
  };

  it.each([
    ["the first page", {}],
    ["a code prefix", { code: "A1" }],
    ["a name's start", { name: "山田" }],
    ["a name anywhere", { name: "田中12" }],
    ["a reading", { name: "ヤマダ" }],
    ["a phone number", { tel: "0000123" }],
    ["a day", { date: "2029-12-01" }],
  ])("searches the history by %s without a sequential scan", async (_label, search) => {
    noSeqScan(
      await plansOf(() => listOrders(prisma, { period: "PAST", search }, { include: { items: true } }, NOW)),
    );
  });

  it("counts to COUNT_CAP, never less than the rows paged past, and not at all for a short first page", async () => {
    const first = await historyPage(prisma, {}, { perPage: 20 }, NOW);
    expect(first).toMatchObject({ totalCount: COUNT_CAP, totalCapped: true, offset: 0 });
    const late = await historyPage(prisma, {}, { perPage: 20, page: 60 }, NOW);
    expect(late).toMatchObject({ totalCount: 1200, totalCapped: true, offset: 1180 });
    expect(late.ids).toHaveLength(20);
    captured.length = 0;
    const few = await historyPage(prisma, { code: "ZZZ" }, { perPage: 20 }, NOW);
    expect(few).toMatchObject({ ids: [], totalCount: 0, totalCapped: false });
    expect(captured.filter((c) => /count\(\*\)/.test(c.query))).toEqual([]);
  });

  it.each([
    "山田1",
    "ヤマダ",
    "090000012",
    "c123@example",
    "山",
    "田中 花子",
    "タナカ ハナコ",
  ])("searches customers for %s without a sequential scan", async (query) => {
    noSeqScan(await plansOf(() => listCustomers(prisma, { query })));
  });

  it("pages the customers by the readings' index alone, a late page as the first", async () => {
    const plans = await plansOf(() => listCustomers(prisma, { page: 240 }));
    noSeqScan(plans);
    expect(plans.join("\n")).toMatch(/Index Only Scan using "Customer_lastNameKana_firstNameKana_id_idx"/);
  });

  it.each([
    null,
    "ヤマダ",
  ])("reads the customer CSV's batches (search: %s) without a sequential scan", async (q) => {
    noSeqScan(
      await plansOf(async () => {
        for await (const _batch of customerCsvRows(prisma, q));
      }),
    );
  });

  it("reads a year's sales from the summaries alone, and the CSV's batches without a sequential scan", async () => {
    captured.length = 0;
    const report = await salesReport(prisma, { from: "2029-06-01", to: "2030-05-31" }, "MONTH");
    expect(report.total.orderCount).toBeGreaterThan(4000);
    expect(captured.map((c) => c.query).filter((q) => /FROM "public"\."Order"|FROM "Order"/.test(q))).toEqual(
      [],
    );
    noSeqScan(
      await plansOf(async () => {
        for await (const _batch of salesInRange(prisma, { from: "2029-06-01", to: "2030-05-31" }));
      }),
    );
  });
});
