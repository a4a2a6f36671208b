// `npx tsx bench/orders-profile.ts`: where the server's CPU goes while orders are placed one after
// the other. Starts `npm start`'s bundle under `node --cpu-prof` on a throw-away PostgreSQL database
// (the demo shop, a slot with room), places PROFILE_ORDERS (400) GraphQL placeOrder after 50 to warm
// up, stops the server and prints the profile's self time by package (and the top functions).
// The .cpuprofile stays in PROFILE_DIR (default a temporary folder) for Chrome's DevTools.
// Options: BENCH_DATABASE_URL (postgresql://postgres@127.0.0.1:5432/postgres), PROFILE_ORDERS,
// BENCH_APP_ROOT (another checkout's server), PROFILE_DIR, PROFILE_CPU=0 (only the CPU per order from
// /proc, without the profiler's own cost: for comparing two checkouts).
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type * as StartApp from "../tests/setup/start-app.js";
import {
  createDatabase,
  DB_PREFIX,
  databaseUrl,
  dropDatabase,
  newRunId,
} from "../tests/setup/test-databases.js";
import { mailDrained, muteMailLog, withClient } from "./events-env.js";
import { placeOrder, prepareOrders } from "./events-shop.js";
import { cpuTicks, startServer } from "./processes.js";

const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const ORDERS = Number(process.env.PROFILE_ORDERS ?? 400);
const WARMUP = Number(process.env.PROFILE_WARMUP ?? 50);
const APP_ROOT = path.resolve(process.env.BENCH_APP_ROOT ?? path.join(import.meta.dirname, ".."));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const QUIET_MS = 2_000;
const DRAIN_MS = 500;
/** CLOCK_MONOTONIC in µs, the clock of a V8 profile's timestamps on Linux. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** The indexes of the samples taken between `fromUs` and `toUs` (CLOCK_MONOTONIC). */
export function measuredWindow(profile: Profile, fromUs: number, toUs: number): Set<number> {
  const keep = new Set<number>();
  let t = profile.startTime;
  profile.samples.forEach((_id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t >= fromUs && t <= toUs) keep.add(i);
  });
  return keep;
}

/** The package (or our own bundle, or a V8 pseudo-frame) a frame belongs to. */
function category(url: string, name: string): string {
  if (!url) return `(${name || "native"})`;
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith("node:")) return url;
  if (url.includes("/generated/prisma/")) return "prisma generated client";
  if (url.includes("/server/build/")) return "server (bundle)";
  return url;
}

export function summarise(profile: Profile, orders: number, fromUs: number, toUs: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const window = measuredWindow(profile, fromUs, toUs);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    if (window.has(i)) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === "(idle)");
  const idleUs = idle.reduce((a, [, v]) => a + v, 0);
  const busy = total - idleUs;
  const cats = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") continue;
    const cat = category(url, functionName);
    cats.set(cat, (cats.get(cat) ?? 0) + us);
    const fn = `${functionName || "(anonymous)"} ${cat}:${lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + us);
  }
  // Native and node: frames count for the package that called them (writev for pg, hashing for…).
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owner = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url, functionName } = byId.get(at)!.callFrame;
      if (url && !url.startsWith("node:")) return category(url, functionName);
    }
    const { url, functionName } = byId.get(id)!.callFrame;
    return category(url, functionName);
  };
  const owners = new Map<string, number>();
  for (const [id, us] of self) {
    if (byId.get(id)!.callFrame.functionName === "(idle)") continue;
    const cat = owner(id);
    owners.set(cat, (owners.get(cat) ?? 0) + us);
  }
  const row = ([name, us]: [string, number]) =>
    `| ${name} | ${((us / busy) * 100).toFixed(1)} % | ${(us / 1000 / orders).toFixed(3)} |`;
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(row);
  return [
    `busy ${(busy / 1000).toFixed(0)} ms on the main thread over ${orders} orders and their mail (${(busy / 1000 / orders).toFixed(2)} ms/order)`,
    "",
    "| self time by package | share | ms/order |",
    "| --- | ---: | ---: |",
    ...top(cats, 30),
    "",
    "| self time by package, node: and native frames counted for their caller | share | ms/order |",
    "| --- | ---: | ---: |",
    ...top(owners, 25),
    "",
    "| self time by function | share | ms/order |",
    "| --- | ---: | ---: |",
    ...top(fns, 40),
  ].join("\n");
}

/** utime and stime of each thread of a process, by the thread's name, in clock ticks. */
type ThreadTicks = Map<string, { user: number; system: number }>;

async function threadTicks(pid: number): Promise<ThreadTicks> {
  const ticks: ThreadTicks = new Map();
  for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
    const text = await readFile(`/proc/${pid}/task/${tid}/stat`, "utf8").catch(() => "");
    if (!text) continue;
    const comm = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")")).replace(/\d+$/, "");
    const name = tid === String(pid) ? "main thread" : `other threads (${comm})`;
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const entry = ticks.get(name) ?? { user: 0, system: 0 };
    entry.user += Number(fields[11]);
    entry.system += Number(fields[12]);
    ticks.set(name, entry);
  }
  return ticks;
}

/** Where the process's CPU went, by thread name, user and system (kernel) time, per order. */
function threadSplit(before: ThreadTicks, after: ThreadTicks, orders: number): string {
  const perOrder = (ticks: number) => ((ticks * 10) / orders).toFixed(2);
  const rows = [...after]
    .map(([name, t]) => {
      const b = before.get(name) ?? { user: 0, system: 0 };
      return { name, user: t.user - b.user, system: t.system - b.system };
    })
    .filter((r) => r.user + r.system > 0)
    .sort((a, b) => b.user + b.system - (a.user + a.system));
  return [
    "| thread | user (ms/order) | system (ms/order) |",
    "| --- | ---: | ---: |",
    ...rows.map((r) => `| ${r.name} | ${perOrder(r.user)} | ${perOrder(r.system)} |`),
  ].join("\n");
}

async function main() {
  if (process.argv[2]) {
    // Summarise a profile again: orders-profile.ts FILE ORDERS FROM_US TO_US
    const [file, orders, from, to] = process.argv.slice(2);
    const profile = JSON.parse(await readFile(file!, "utf8")) as Profile;
    console.log(summarise(profile, Number(orders), Number(from), Number(to)));
    return;
  }
  const dir = process.env.PROFILE_DIR ?? (await mkdtemp(path.join(os.tmpdir(), "orders-profile-")));
  const name = `${DB_PREFIX}${newRunId()}_profile_orders`;
  await withClient(PG_URL, (client) => createDatabase(client, name));
  const url = databaseUrl(PG_URL, name);
  try {
    const quiet = muteMailLog();
    const { startApp } = (await import(path.join(APP_ROOT, "tests/setup/start-app.ts"))) as typeof StartApp;
    const app = await startApp({ dataDir: os.tmpdir(), databaseUrl: url, migrate: true });
    let next: () => object;
    try {
      next = await prepareOrders(app.db.prisma, 1_000_000);
    } finally {
      quiet.restore();
      await app.close();
    }
    const profiling = process.env.PROFILE_CPU !== "0";
    const server = await startServer(url, 1, {}, profiling ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : []);
    let cpuMs: number;
    let fromUs: number;
    let toUs: number;
    let threads0: ThreadTicks = new Map();
    let threads1: ThreadTicks = new Map();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      for (let i = 0; i < WARMUP; i++) await placeOrder(server.url, next());
      await mailDrained(url); // the warm-up's mail is delivered
      await pause(QUIET_MS);
      const cpu0 = await cpuTicks(server.pid);
      threads0 = await threadTicks(server.pid);
      fromUs = monotonicUs();
      for (let i = 0; i < ORDERS; i++) await placeOrder(server.url, next());
      await mailDrained(url); // their mail
      await pause(DRAIN_MS); // and its last completion
      toUs = monotonicUs();
      cpuMs = ((await cpuTicks(server.pid)) - cpu0) * 10;
      threads1 = await threadTicks(server.pid);
    } finally {
      await server.stop();
    }
    console.log(
      `server process CPU (/proc, all threads, mail included): ${(cpuMs / ORDERS).toFixed(2)} ms/order; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(threadSplit(threads0, threads1, ORDERS));
    const files = profiling ? (await readdir(dir)).filter((f) => f.endsWith(".cpuprofile")) : [];
    for (const file of files) {
      const profile = JSON.parse(await readFile(path.join(dir, file), "utf8")) as Profile;
      console.log(
        `\n${path.join(dir, file)} ${ORDERS} ${fromUs} ${toUs}\n${summarise(profile, ORDERS, fromUs, toUs)}`,
      );
    }
  } finally {
    await withClient(PG_URL, (client) => dropDatabase(client, name));
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
