// `npm run bench -- events`: order placed -> event delivered to 200 subscribed boards (graphql-ws,
// `orderEvents`, signed in as the administrator), p50/p95/p99 over every delivery, in one run:
//   raw Redis — PUBLISH -> one subscriber connection with 200 listeners (what instance B does with
//               Redis in mode b), and the same to 200 subscriber connections; the baseline;
//   mode a    — one instance, in-process pubsub: orders placed on it, boards subscribed to it;
//   mode b    — two instances on one PostgreSQL database and one Redis: orders placed on A, boards on B.
// Latency runs from just before the placing request (or PUBLISH) is sent to each board's arrival.
// Receivers live in a worker thread; orders are placed one after the other, each awaited everywhere.
// Options: BENCH_ORDERS (default 40), BENCH_BOARDS (200), BENCH_DATABASE_URL (a PostgreSQL server
// for the throw-away database; default postgresql://postgres@127.0.0.1:5432/postgres, PGlite and no
// mode b when unreachable), BENCH_REDIS_URL (default redis://127.0.0.1:6379; no Redis, no b or raw).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ORDER_EVENTS } from "../server/src/modules/order/order-events.js";
import { type RunningApp, startApp } from "../tests/setup/start-app.js";
import {
  createDatabase,
  DB_PREFIX,
  databaseUrl,
  dropDatabase,
  newRunId,
} from "../tests/setup/test-databases.js";
import { countStatements, muteMailLog, reachablePostgres, reachableRedis, withClient } from "./events-env.js";
import { rawRedis } from "./events-raw-redis.js";
import { measure, Receivers, type Sent, warmUp } from "./events-receivers.js";
import { BOARD_QUERY, placeOrder, prepareOrders, signInAdmins } from "./events-shop.js";
import { eventsMarkdown, now, type Series } from "./events-stats.js";
import { machine } from "./report.js";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
const BOARDS = Number(process.env.BENCH_BOARDS ?? 200);
const SESSIONS = 5; // an administrator keeps at most 10 signed-in clients; 40 boards share each here
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const WARM_UP = 20; // at most, placed before the measured ones
const CAPACITY = 2 * (ORDERS + WARM_UP) + 10; // both modes book the same slot

export async function runEventsBench() {
  const host = await machine();
  const [postgresUp, redisUp] = await Promise.all([reachablePostgres(PG_URL), reachableRedis(REDIS_URL)]);
  const skipped: string[] = [];
  if (!redisUp) skipped.push(`raw Redis and mode b: Redis at ${REDIS_URL} is not reachable`);
  if (!postgresUp) skipped.push(`mode b: PostgreSQL at ${PG_URL} is not reachable (two instances need one)`);
  for (const reason of skipped) console.log(`SKIPPED ${reason}`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "karaage-bench-events-"));
  const dbName = `${DB_PREFIX}${newRunId()}_bench_events`;
  const dbUrl = postgresUp ? databaseUrl(PG_URL, dbName) : undefined;
  if (postgresUp) await withClient(PG_URL, (client) => createDatabase(client, dbName));
  const receivers = new Receivers();
  const statements = countStatements();
  const quiet = muteMailLog();
  const results: Series[] = [];
  try {
    if (redisUp) {
      for (const [connections, listeners, name] of [
        [1, BOARDS, `raw Redis, 1 subscriber connection × ${BOARDS} listeners`],
        [BOARDS, 1, `raw Redis, ${BOARDS} subscriber connections`],
      ] as const) {
        results.push(await rawRedis(receivers, REDIS_URL, ORDERS, connections, listeners, name));
      }
    }
    console.log(`Mode a: one instance, in-process pubsub, ${dbUrl ? "PostgreSQL" : "embedded PGlite"}…`);
    const single = await startApp({ dataDir, databaseUrl: dbUrl, migrate: true });
    try {
      const next = await prepareOrders(single.db.prisma, CAPACITY);
      const name = "mode a: one instance, in-process pubsub";
      const options = { statements: dbUrl ? statements.read : undefined };
      results.push(await boards(receivers, single, single, next, name, options));
    } finally {
      await single.close();
    }
    if (redisUp && postgresUp) {
      console.log("Mode b: two instances, one PostgreSQL database, Redis…");
      // A channel prefix of its own: tests or a site on the same Redis never hear the bench's events.
      const prefix = `karaage-bench-${newRunId()}:`;
      const env = { REDIS_URL, REDIS_PREFIX: prefix };
      const a = await startApp({ dataDir: path.join(dataDir, "a"), databaseUrl: dbUrl, seed: false, env });
      const b = await startApp({ dataDir: path.join(dataDir, "b"), databaseUrl: dbUrl, seed: false, env });
      try {
        const next = await prepareOrders(a.db.prisma, CAPACITY);
        const name = "mode b: placed on A, boards on B, via Redis";
        const tap = { url: REDIS_URL, channel: prefix + ORDER_EVENTS };
        results.push(await boards(receivers, a, b, next, name, { statements: statements.read, tap }));
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    }
  } finally {
    statements.restore();
    quiet.restore();
    await receivers.terminate();
    if (postgresUp) await withClient(PG_URL, (client) => dropDatabase(client, dbName));
    await rm(dataDir, { recursive: true, force: true });
  }
  const baseline = results[0]?.name.startsWith("raw Redis") ? results[0] : undefined;
  const settings = {
    database: dbUrl ? "PostgreSQL 127.0.0.1, throw-away database with the demo shop" : "embedded PGlite",
    boards: BOARDS,
    sessions: SESSIONS,
    messages: ORDERS,
    skipped,
  };
  console.log(`\n${eventsMarkdown(results, baseline, host, settings)}\n`);
  if (receivers.errors.length > 0)
    console.log(`${receivers.errors.length} receiver errors (first shown above)`);
}

/** 200 boards subscribed on `boardApp`, orders placed on `placeApp`. */
async function boards(
  receivers: Receivers,
  placeApp: RunningApp,
  boardApp: RunningApp,
  nextInput: () => object,
  name: string,
  options: { statements?: () => number; tap?: { url: string; channel: string } },
): Promise<Series> {
  const sessions = await signInAdmins(boardApp.url, SESSIONS);
  const open = { url: boardApp.url, sessions, count: BOARDS, query: BOARD_QUERY, tap: options.tap };
  await receivers.send({ type: "boards", ...open }, "ready");
  try {
    const send = async (): Promise<Sent> => {
      const input = nextInput();
      const sentAt = now();
      const code = await placeOrder(placeApp.url, input);
      return { key: `PLACED:${code}`, sentAt, answeredAt: now() };
    };
    await warmUp(receivers, send, BOARDS);
    process.stdout.write(`Measuring ${name}, ${ORDERS} orders… `);
    const series = await measure(name, receivers, send, {
      messages: ORDERS,
      expected: BOARDS,
      statements: options.statements,
    });
    console.log(`${series.fromSend.length} deliveries`);
    return series;
  } finally {
    await receivers.send({ type: "close" }, "closed");
  }
}
