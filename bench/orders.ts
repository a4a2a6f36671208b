// `npm run bench -- orders`: placeOrder against PostgreSQL's own pgbench, in one run (issue 16, decision 0023):
//   pgbench  — tpcb-like, 10 clients, on a throw-away database of the same server: the baseline;
//   app ×1   — `npm start` as a child process (WEB_CONCURRENCY=1) on a throw-away database with the
//              demo shop: GraphQL placeOrder (takeout, pay at the shop, one line) one after the other
//              (latency, Node CPU per order from /proc: the first 500 after start, while V8 still
//              compiles the hot code, and after the warm-up, the steady state of a running shop),
//              then 10 concurrent clients (orders/s, p99). Every CPU figure includes the
//              confirmation mails of its orders: it is read once the mail queue is empty again;
//   app ×N   — the same with WEB_CONCURRENCY=N (every core: node:cluster, one port);
//   menu ×1, ×N — the read path that needs no database (POST /api/products from the menu cache) with
//              one process and with N: what every core adds where PostgreSQL does not share the load.
// SQL statements per order are counted in-process on the same database (pg's Client.query).
// Options: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_SEQUENTIAL (1000 orders),
// BENCH_WARMUP (3000 orders per process, one after the other, before the steady-state figures),
// BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres), BENCH_APP_ROOT (the
// checkout whose server is started: another worktree measures the code before a change), BENCH_WORKERS.
// Without SMTP_URL the server writes its mail to the outbox folder; with it (an SMTP server such as
// Mailpit), the mail the CPU figures include goes over SMTP, as in production.
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type * as StartApp from "../tests/setup/start-app.js";
import {
  createDatabase,
  DB_PREFIX,
  databaseUrl,
  dropDatabase,
  newRunId,
} from "../tests/setup/test-databases.js";
import { countStatements, mailDrained, mailQueued, muteMailLog, withClient } from "./events-env.js";
import { placeOrder, placeOrderLoad, prepareOrders } from "./events-shop.js";
import { APP_ROOT, cpuTicks, postgresTicks, runPgbench, startServer } from "./processes.js";
import { machine } from "./report.js";

/** The orders right after start whose CPU is reported apart (V8 still compiling the hot code). */
const FIRST_ORDERS = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 1000);
const WARMUP = Math.max(FIRST_ORDERS, Number(process.env.BENCH_WARMUP ?? 3000));
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const WORKERS = Number(process.env.BENCH_WORKERS ?? os.availableParallelism());
const CLK_TCK = 100; // Linux USER_HZ

const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename
  ... on MutationPlaceOrderSuccess { data { arrivalSecret paymentUrl order { id code total } } }
  ... on Error { message }
} }`;

export interface OrdersRow {
  name: string;
  ordersPerSec: number;
  p50: number;
  p99: number;
  sequentialMs: number;
  /** Node CPU per order, mail included: the first FIRST_ORDERS after start, and after the warm-up. */
  firstCpuMsPerOrder: number;
  cpuMsPerOrder: number;
  /** The run's orders over the run and the time their mail took to go after it. */
  sustainedPerSec: number;
  /** Confirmation mails still queued when the concurrent run ended, and the time they took to go. */
  mailBacklog: { queued: number; drainMs: number };
  /** CPU per order during the concurrent run: the server, PostgreSQL's processes, this bench (autocannon). */
  concurrentCpu: { server: number; postgres: number; generator: number };
  failed: number;
}

export async function runOrdersBench() {
  const host = await machine();
  console.log(`pgbench tpcb-like, ${CONNECTIONS} clients, ${SECONDS} s…`);
  const pgbench = await runPgbench(PG_URL, CONNECTIONS, SECONDS);
  console.log(`  ${pgbench.toFixed(0)} tps`);

  const name = `${DB_PREFIX}${newRunId()}_bench_orders`;
  await withClient(PG_URL, (client) => createDatabase(client, name));
  const url = databaseUrl(PG_URL, name);
  const rows: OrdersRow[] = [];
  const menuRows: { workers: number; rps: number; p99: number }[] = [];
  let statements = Number.NaN;
  try {
    // Migrate, seed and give the slot room for every order of the run, in-process; count SQL too.
    const capacity = 1_000_000;
    const quiet = muteMailLog();
    const counter = countStatements();
    // The checkout being measured, in-process (BENCH_APP_ROOT may name another one).
    const { startApp } = (await import(path.join(APP_ROOT, "tests/setup/start-app.ts"))) as typeof StartApp;
    const app = await startApp({ dataDir: os.tmpdir(), databaseUrl: url, migrate: true });
    let next: () => object;
    try {
      next = await prepareOrders(app.db.prisma, capacity);
      for (let i = 0; i < 5; i++) await placeOrder(app.url, next()); // warm: the menu cache, the pool
      const before = counter.read();
      for (let i = 0; i < 20; i++) await placeOrder(app.url, next());
      statements = (counter.read() - before) / 20;
    } finally {
      counter.restore();
      quiet.restore();
      await app.close();
    }
    for (const workers of [...new Set([1, WORKERS])]) {
      rows.push(await measureApp(url, workers, next));
    }
    for (const workers of [...new Set([1, WORKERS])]) {
      menuRows.push(await measureMenu(url, workers));
    }
  } finally {
    await withClient(PG_URL, (client) => dropDatabase(client, name));
  }
  console.log(`\n${ordersMarkdown(rows, pgbench, statements, host)}\n`);
  console.log(`${menuMarkdown(menuRows)}\n`);
}

/** The menu from the cache (REST, brotli), the read path that needs no database: what every core adds. */
const MENU_CONNECTIONS = 20;

async function measureMenu(
  url: string,
  workers: number,
): Promise<{ workers: number; rps: number; p99: number }> {
  console.log(`menu, ${workers} process${workers > 1 ? "es" : ""}…`);
  const server = await startServer(url, workers);
  try {
    const options = {
      url: `${server.url}/api/products`,
      method: "POST" as const,
      connections: MENU_CONNECTIONS,
      headers: { "accept-encoding": "br" },
    };
    await autocannon({ ...options, duration: 2 }); // every worker's menu cache filled, its code compiled
    const r = await autocannon({ ...options, duration: SECONDS });
    if (r.non2xx + r.errors + r.timeouts > 0)
      throw new Error(`menu: ${r.non2xx + r.errors + r.timeouts} failed`);
    return { workers, rps: r.requests.average, p99: r.latency.p99 };
  } finally {
    await server.stop();
  }
}

function menuMarkdown(rows: { workers: number; rps: number; p99: number }[]): string {
  const one = rows.find((r) => r.workers === 1)?.rps ?? Number.NaN;
  return [
    `Every core on the read path: POST /api/products (the menu from its cache, brotli) at ${MENU_CONNECTIONS} ` +
      `connections for ${SECONDS} s after 2 s of warm-up, the load generator in the same machine.`,
    "",
    "| Target | requests/s | p99 (ms) | against one process |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| app, WEB_CONCURRENCY=${r.workers} | ${r.rps.toFixed(0)} | ${r.p99} | ${((r.rps / one) * 100).toFixed(0)} % |`,
    ),
  ].join("\n");
}

async function measureApp(url: string, workers: number, next: () => object): Promise<OrdersRow> {
  const label = `app, ${workers} process${workers > 1 ? "es" : ""} (WEB_CONCURRENCY=${workers})`;
  console.log(`${label}…`);
  const server = await startServer(url, workers);
  try {
    // The first orders after start, then the warm-up: each worker compiles its hot code and fills
    // its own menu cache, so as many per worker.
    const first0 = await cpuTicks(server.pid);
    for (let i = 0; i < FIRST_ORDERS * workers; i++) await placeOrder(server.url, next());
    await mailDrained(url);
    const firstCpuMsPerOrder =
      (((await cpuTicks(server.pid)) - first0) * (1000 / CLK_TCK)) / (FIRST_ORDERS * workers);
    for (let i = FIRST_ORDERS; i < WARMUP * workers; i++) await placeOrder(server.url, next());
    await mailDrained(url);
    const cpu0 = await cpuTicks(server.pid);
    const latencies: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const t0 = performance.now();
      await placeOrder(server.url, next());
      latencies.push(performance.now() - t0);
    }
    await mailDrained(url);
    const cpuMsPerOrder = (((await cpuTicks(server.pid)) - cpu0) * (1000 / CLK_TCK)) / SEQUENTIAL;
    latencies.sort((a, b) => a - b);

    const options = placeOrderLoad(server.url, CONNECTIONS, next, PLACE_ORDER);
    await autocannon({ ...options, duration: 2 });
    await mailDrained(url);
    // Everything on the machine's cores that an order costs: the server, the database, the load;
    // the mail of the run's orders is counted too: the figures are read once it has all gone.
    const written0 = await ordersWritten(url);
    const [server0, postgres0, generator0] = [
      await cpuTicks(server.pid),
      await postgresTicks(),
      process.cpuUsage(),
    ];
    const r = await autocannon({ ...options, duration: SECONDS });
    const generatorUs = process.cpuUsage(generator0);
    const queued = await mailQueued(url);
    const drain0 = performance.now();
    await mailDrained(url);
    const mailBacklog = { queued, drainMs: performance.now() - drain0 };
    // Orders actually written: an answer of 200 may carry a GraphQL error instead of an order.
    const written = (await ordersWritten(url)) - written0;
    const orders = Math.max(1, written);
    const concurrentCpu = {
      server: (((await cpuTicks(server.pid)) - server0) * (1000 / CLK_TCK)) / orders,
      postgres: (((await postgresTicks()) - postgres0) * (1000 / CLK_TCK)) / orders,
      generator: (generatorUs.user + generatorUs.system) / 1000 / orders,
    };
    const failed = r.non2xx + r.errors + r.timeouts + Math.max(0, r.requests.total - written);
    console.log(
      `  ${Math.round(r.requests.average)} orders/s, p99 ${r.latency.p99} ms, CPU ${cpuMsPerOrder.toFixed(2)} ms/order`,
    );
    return {
      name: label,
      ordersPerSec: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      sequentialMs: latencies[Math.floor(latencies.length / 2)]!,
      firstCpuMsPerOrder,
      cpuMsPerOrder,
      sustainedPerSec: written / (SECONDS + mailBacklog.drainMs / 1000),
      mailBacklog,
      concurrentCpu,
      failed,
    };
  } finally {
    await server.stop();
  }
}
/** The orders in the app's database. */
const ordersWritten = (url: string) =>
  withClient(
    url,
    async (client) => (await client.query('SELECT count(*)::int AS n FROM "Order"')).rows[0].n as number,
  );

export function ordersMarkdown(
  rows: OrdersRow[],
  pgbench: number,
  statements: number,
  host: Awaited<ReturnType<typeof machine>>,
): string {
  const pct = (v: number) => `${((v / pgbench) * 100).toFixed(1)} %`;
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${host.nproc} × ${host.cpu}, ` +
      `Node ${host.node} (1-min load average before the run: ${host.load.toFixed(1)}), PostgreSQL ` +
      `throw-away databases. Per process: the first ${FIRST_ORDERS} orders after start, then a warm-up to ` +
      `${WARMUP} orders, then ${SEQUENTIAL} orders one after the other (latency, steady-state CPU), then ` +
      `${CONNECTIONS} concurrent clients for ${SECONDS} s after a 2 s warm-up. Every CPU figure includes the ` +
      "orders' confirmation mails (read once the mail queue is empty again); the server, PostgreSQL and " +
      `the load generator share the machine's ${host.nproc} cores. ` +
      `SQL statements per placeOrder (in-process, pg's Client.query): ${statements.toFixed(1)}.`,
    "",
    "| Target | orders (tx) /s | of pgbench | sustained, mail included: orders/s (of pgbench) | p50 (ms) | p99 (ms) | mail queued at the end (drained in) | " +
      "one at a time p50 (ms) | Node CPU per order, first " +
      `${FIRST_ORDERS} / steady (ms) | CPU per order at ${CONNECTIONS} clients: server / PostgreSQL / load generator (ms) |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    `| pgbench tpcb-like, ${CONNECTIONS} clients | ${pgbench.toFixed(0)} | 100 % | – | – | – | – | – | – | – |`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.ordersPerSec.toFixed(0)} | ${pct(r.ordersPerSec)} | ` +
        `${r.sustainedPerSec.toFixed(0)} (${pct(r.sustainedPerSec)}) | ${r.p50} | ${r.p99} | ` +
        `${r.mailBacklog.queued} (${(r.mailBacklog.drainMs / 1000).toFixed(1)} s) | ` +
        `${r.sequentialMs.toFixed(1)} | ${r.firstCpuMsPerOrder.toFixed(2)} / ${r.cpuMsPerOrder.toFixed(2)} | ` +
        `${[r.concurrentCpu.server, r.concurrentCpu.postgres, r.concurrentCpu.generator].map((v) => v.toFixed(1)).join(" / ")} |` +
        `${r.failed ? ` ${r.failed} failed |` : ""}`,
    ),
  ].join("\n");
}
