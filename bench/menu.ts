// `npm run bench -- menu`: throughput and p99 latency of the menu, read three ways, in one run:
//   GraphQL `menu` (POST /graphql), REST POST /api/products, and a raw node:http server that
//   returns the very same JSON bytes as /api/products: the ceiling for this machine.
// The app runs in-process on a fresh embedded database with the demo shop; autocannon runs in a
// worker thread so the load generator does not share the server's event loop.
// Both app targets are answered from the menu cache after the warm-up (decision 0003): this
// measures the steady state of a storefront, with at most one refill per 30 s TTL.
// Options: BENCH_SECONDS (default 10 per target), BENCH_CONNECTIONS (default 10),
// BENCH_DATABASE_URL (a PostgreSQL server where a throw-away database is created, instead of PGlite).
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startApp } from "../tests/setup/start-app.js";
import {
  createDatabase,
  DB_PREFIX,
  databaseUrl,
  dropDatabase,
  newRunId,
  withAdminClient,
} from "../tests/setup/test-databases.js";
import { machine, markdownReport, type Result } from "./report.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export const MENU_QUERY = `query Menu {
  menu {
    taxRate
    lowestPrice
    categories {
      id
      name
      products {
        id name description image badge tags price priceWithTax lowestPriceWithTax isTakeout isDelivery
        options { id name price priceWithTax }
        toppings { id name image options { id name price priceWithTax } }
        provisionDate { id startOn endOn }
      }
    }
  }
}`;

export async function runMenuBench() {
  const host = await machine(); // the load average before we add our own
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "karaage-bench-"));
  const database = await benchDatabase();
  console.log(`Starting the app on a fresh ${database.label} with the demo shop…`);
  const app = await startApp({ dataDir, databaseUrl: database.url, migrate: true });
  const raw = await startRawServer(app.url);
  try {
    const targets = [
      {
        name: "GraphQL menu (POST /graphql)",
        url: `${app.url}/graphql`,
        body: JSON.stringify({ query: MENU_QUERY, operationName: "Menu" }),
      },
      { name: "REST POST /api/products", url: `${app.url}/api/products`, body: "{}" },
      { name: "raw node:http, same bytes", url: raw.url, body: "{}" },
    ];
    for (const target of targets) await check(target.url, target.body);

    const results: Result[] = [];
    for (const target of targets) {
      process.stdout.write(`Measuring ${target.name} for ${seconds} s… `);
      const options = {
        url: target.url,
        method: "POST" as const,
        headers: { "content-type": "application/json" },
        body: target.body,
        connections,
        workers: 1,
      };
      await autocannon({ ...options, duration: 2 }); // warm-up: JIT, connection pools, caches
      const r = await autocannon({ ...options, duration: seconds });
      const failed = r.non2xx + r.errors + r.timeouts;
      results.push({ name: target.name, reqPerSec: r.requests.average, p99: r.latency.p99, failed });
      console.log(`${Math.round(r.requests.average)} req/s${failed ? ` (${failed} failed requests!)` : ""}`);
    }
    console.log(`\n${markdownReport(results, host, { seconds, connections, database: database.label })}\n`);
  } finally {
    await raw.close();
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The embedded default, or a throw-away database on BENCH_DATABASE_URL's PostgreSQL server. */
export async function benchDatabase(): Promise<{ label: string; url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { label: "embedded PGlite database", drop: async () => {} };
  const name = `${DB_PREFIX}${newRunId()}_bench`;
  await withAdminClient(adminUrl, (client) => createDatabase(client, name));
  return {
    label: "PostgreSQL database",
    url: databaseUrl(adminUrl, name),
    drop: () => withAdminClient(adminUrl, (client) => dropDatabase(client, name)),
  };
}

/** A bare node:http server answering every request with the bytes /api/products returned. */
async function startRawServer(appUrl: string) {
  const res = await fetch(`${appUrl}/api/products`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const contentType = res.headers.get("content-type") ?? "application/json";
  const server = http.createServer((req, response) => {
    req.resume();
    req.on("end", () => {
      response.writeHead(200, { "content-type": contentType, "content-length": bytes.length });
      response.end(bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/products`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A benchmark of error pages would be meaningless: fail loudly before measuring. */
async function check(url: string, body: string) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
  const text = await res.text();
  if (!res.ok || text.includes('"errors"')) {
    throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  if (!text.includes('"categories"')) throw new Error(`${url} returned no categories: ${text.slice(0, 300)}`);
}
