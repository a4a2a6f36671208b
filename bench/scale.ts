// `npm run bench -- scale` (issue 33): the staff screens' calls at demo size and at N orders, on a
// PostgreSQL database of its own (BENCH_SCALE_DATABASE_URL, default .../karaage_bench, dropped
// and made again unless BENCH_SCALE_REUSE=1 finds it grown). Orders: BENCH_SCALE_ORDERS (default
// 1,000,000), customers a tenth (BENCH_SCALE_CUSTOMERS), five years (bench/scale-seed.ts). Each
// call: p50/p95 one after the other (BENCH_SCALE_RUNS, 30) and at 10 concurrent; the exports:
// time to the first byte, to the end, and the server's RSS (VmRSS of `npm start`'s process,
// sampled every 20 ms) at idle and at its peak while streaming; placeOrder's rate at 10 concurrent
// clients (its orders deleted again). Printed as Markdown rows.
// BENCH_SCALE_ONLY narrows a rerun: "exports" (the CSVs only), or words matched against the calls'
// names, comma-separated ("name,phone": those calls only, no exports; "placeOrder": that only). BENCH_SCALE_COLD=1 with
// "exports": no warm-up export, so the first row is a freshly started server's.

import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import type * as StartApp from "../tests/setup/start-app.js";
import { withClient } from "./events-env.js";
import { placeOrderLoad, prepareOrders, signInAdmins } from "./events-shop.js";
import { startServer } from "./processes.js";
import { machine } from "./report.js";
import { growCustomers, growOrders, placeTemplates } from "./scale-seed.js";

const ORDERS = Number(process.env.BENCH_SCALE_ORDERS ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_SCALE_CUSTOMERS ?? Math.ceil(ORDERS / 10));
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 30);
const URL_ = process.env.BENCH_SCALE_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/karaage_bench";
const REUSE = process.env.BENCH_SCALE_REUSE === "1";
const TEMPLATES = 30;
const ONLY = (process.env.BENCH_SCALE_ONLY ?? "").split(",").filter(Boolean);
const runCalls = ONLY.length === 0 || ONLY.some((w) => w !== "exports");
const runExports = ONLY.length === 0 || ONLY.includes("exports");
const callWanted = (name: string) => ONLY.length === 0 || ONLY.some((w) => name.includes(w));
const PLACE_SECONDS = Number(process.env.BENCH_SCALE_PLACE_SECONDS ?? 15);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
}

async function prepare(): Promise<{ fresh: boolean }> {
  const name = new URL(URL_).pathname.slice(1);
  const admin = URL_.replace(/\/[^/]*$/, "/postgres");
  const exists = await withClient(
    admin,
    async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1,
  );
  if (exists && REUSE) return { fresh: false };
  await withClient(admin, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
  const { startApp } = (await import(
    path.join(import.meta.dirname, "../tests/setup/start-app.ts")
  )) as typeof StartApp;
  const app = await startApp({ dataDir: os.tmpdir(), databaseUrl: URL_, migrate: true });
  try {
    await placeTemplates(app, TEMPLATES);
  } finally {
    await app.close();
  }
  return { fresh: true };
}

type Call = { name: string; path: string | ((year: string) => string) };
const year = String(new Date().getFullYear() - 1);
const CALLS: Call[] = [
  { name: "today's board", path: "/admin/orders" },
  { name: "sales today", path: "/admin/sales/today" },
  { name: "history, first page", path: "/admin/orders/past" },
  { name: "history, page 200", path: "/admin/orders/past?page=200" },
  { name: "history by code prefix", path: "/admin/orders/past?code=BC" },
  { name: "history by name", path: `/admin/orders/past?name=${encodeURIComponent("山田")}` },
  { name: "history by reading", path: `/admin/orders/past?name=${encodeURIComponent("ヤマダ")}` },
  { name: "history by phone", path: "/admin/orders/past?tel=0900001" },
  { name: "sales, a month", path: `/admin/sales?from=${year}-06-01&to=${year}-06-30` },
  { name: "sales, a year by month", path: `/admin/sales?from=${year}-01-01&to=${year}-12-31&group=month` },
  { name: "customers, first page", path: "/admin/customers" },
  { name: "customers by name", path: `/admin/customers?q=${encodeURIComponent("田中 花子")}` },
  { name: "customers by phone", path: "/admin/customers?q=0900012" },
];

async function measure(base: string, headers: Record<string, string>[]) {
  const rows: string[] = [];
  const get = async (p: string, h: Record<string, string>) => {
    const t = performance.now();
    const res = await fetch(`${base}/api${p}`, { headers: h });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    const token = res.headers.get("access-token");
    if (token) h["access-token"] = token;
    return performance.now() - t;
  };
  for (const call of CALLS.filter((c) => callWanted(c.name))) {
    const p = typeof call.path === "string" ? call.path : call.path(year);
    await get(p, headers[0]!); // warm
    const seq: number[] = [];
    for (let i = 0; i < RUNS; i++) seq.push(await get(p, headers[0]!));
    const conc: number[] = [];
    await Promise.all(
      headers.map(async (h) => {
        for (let i = 0; i < 3; i++) conc.push(await get(p, h));
      }),
    );
    seq.sort((a, b) => a - b);
    conc.sort((a, b) => a - b);
    rows.push(
      `| ${call.name} | ${ms(pct(seq, 50))} / ${ms(pct(seq, 95))} | ${ms(pct(conc, 50))} / ${ms(pct(conc, 95))} |`,
    );
  }
  return rows;
}

/**
 * placeOrder at 10 concurrent clients for PLACE_SECONDS (after 2 s of warm-up), into a slot
 * tomorrow or later with room for them. Resolves with the row and the last order's id before the
 * run: the caller deletes the orders after it once the server has stopped (the last answers are
 * then all written), and their lines, payments and the day's sales summary go with them.
 */
async function placeOrderRow(base: string): Promise<{ row: string; lastId: number }> {
  const { startApp } = (await import(
    path.join(import.meta.dirname, "../tests/setup/start-app.ts")
  )) as typeof StartApp;
  const app = await startApp({ dataDir: os.tmpdir(), databaseUrl: URL_, migrate: false, seed: false });
  let next: () => object;
  try {
    next = await prepareOrders(app.db.prisma, 1_000_000);
  } finally {
    await app.close();
  }
  const lastId = await withClient(
    URL_,
    async (c) => (await c.query('SELECT coalesce(max(id), 0)::int AS id FROM "Order"')).rows[0].id as number,
  );
  const options = placeOrderLoad(base, 10, next);
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: PLACE_SECONDS });
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0) throw new Error(`placeOrder: ${failed} failed`);
  const row = `| placeOrder, 10 concurrent, ${PLACE_SECONDS} s | ${r.requests.average.toFixed(0)} orders/s | p50 ${r.latency.p50} / p99 ${r.latency.p99} ms |`;
  return { row, lastId };
}

const deleteOrdersAfter = (lastId: number) =>
  withClient(URL_, (c) => c.query('DELETE FROM "Order" WHERE id > $1', [lastId]));

async function exportRow(
  base: string,
  pid: number,
  h: Record<string, string>,
  name: string,
  p: string,
  gzip: boolean,
) {
  const idle = await rssMiB(pid);
  let peak = idle;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssMiB(pid));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t = performance.now();
  const res = await fetch(`${base}/api${p}`, {
    headers: { ...h, "accept-encoding": gzip ? "gzip" : "identity" },
  });
  const reader = res.body!.getReader();
  let first = Number.NaN;
  let bytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (Number.isNaN(first)) first = performance.now() - t;
    bytes += next.value.byteLength;
  }
  const total = performance.now() - t;
  sampling = false;
  await sampler;
  return `| ${name}${gzip ? " (gzip)" : ""} | ${ms(first)} | ${ms(total)} | ${(bytes / 2 ** 20).toFixed(1)} MiB | ${idle.toFixed(0)} | ${peak.toFixed(0)} (+${(peak - idle).toFixed(0)}) |`;
}

async function figures(label: string) {
  const server = await startServer(URL_, 1);
  let placedAfter: number | null = null;
  try {
    const sessions = await signInAdmins(server.url, 10);
    const counts = await withClient(
      URL_,
      async (c) =>
        (
          await c.query(
            `SELECT (SELECT count(*) FROM "Order")::int AS o, (SELECT count(*) FROM "Customer")::int AS c`,
          )
        ).rows[0],
    );
    console.log(`\n### ${label}: ${counts.o} orders, ${counts.c} customers\n`);
    if (runCalls) {
      console.log("| call | sequential p50 / p95 ms | 10 concurrent p50 / p95 ms |\n|---|---|---|");
      for (const row of await measure(server.url, sessions)) console.log(row);
      if (callWanted("placeOrder")) {
        const placed = await placeOrderRow(server.url);
        placedAfter = placed.lastId;
        console.log(placed.row);
      }
    }
    if (!runExports) return;
    console.log(
      "\n| export | first byte ms | total ms | size (as CSV) | idle RSS MiB | peak RSS MiB |\n|---|---|---|---|---|---|",
    );
    const h = sessions[0]!;
    // Without the calls before them, the exports would start on a cold server: one month's CSV
    // first (not reported), so "idle" is a warmed server's as in a full run. BENCH_SCALE_COLD=1
    // skips it: the first export after start.
    if (!runCalls && process.env.BENCH_SCALE_COLD !== "1")
      await exportRow(
        server.url,
        server.pid,
        h,
        "warm-up",
        `/admin/sales/orders.csv?from=${year}-06-01&to=${year}-06-30`,
        false,
      );
    const csv = `/admin/sales/orders.csv?from=${year}-01-01&to=${year}-12-31`;
    const month = `/admin/sales/orders.csv?from=${year}-06-01&to=${year}-06-30`;
    console.log(await exportRow(server.url, server.pid, h, `sales CSV, ${year}-06`, month, false));
    console.log(await exportRow(server.url, server.pid, h, `sales CSV, ${year}`, csv, false));
    console.log(await exportRow(server.url, server.pid, h, `sales CSV, ${year}`, csv, true));
    console.log(
      await exportRow(server.url, server.pid, h, "customer CSV, all", "/admin/customers.csv", true),
    );
  } finally {
    await server.stop();
    if (placedAfter !== null) await deleteOrdersAfter(placedAfter);
  }
}

export async function runScaleBench() {
  const host = await machine();
  console.log(
    `${host.cpu} × ${host.nproc}, Node ${host.node}, load ${host.load.toFixed(2)}, ${new Date().toISOString()}`,
  );
  const { fresh } = await prepare();
  if (fresh) {
    await withClient(URL_, (c) => growCustomers(c, Math.min(CUSTOMERS, 1000)));
    await figures("demo size");
  }
  const t = performance.now();
  await withClient(URL_, async (c) => {
    await growCustomers(c, CUSTOMERS);
    await growOrders(c, ORDERS, (done) =>
      console.log(`  ${done} orders (${((performance.now() - t) / 1000).toFixed(0)} s)`),
    );
  });
  console.log(`grown in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  await figures(`${ORDERS} orders`);
}
