// `npm run bench -- start` and `npm run bench -- memory` (issue 16, decisions 0023, 0024): `npm start`'s
// server (node server/build/main.mjs; bench/server-command.ts) as a child process, timed from spawn to
// its "listening" line, and its resident memory (VmRSS) once idle after a few storefront requests
// (the menu by REST and GraphQL, /menu's page):
//   baseline  — bare Node: a node:http server (plain node, as the server now starts);
//   PGlite    — a fresh data folder (migrations, the demo shop and its photos), then the same folder again;
//   PostgreSQL — a throw-away database, migrated and seeded by a first start, then started again.
// Options: BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres), BENCH_APP_ROOT
// (the checkout whose server is started), BENCH_IDLE_MS (3000: the wait before reading VmRSS).
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  createDatabase,
  DB_PREFIX,
  databaseUrl,
  dropDatabase,
  newRunId,
} from "../tests/setup/test-databases.js";
import { withClient } from "./events-env.js";
import { MENU_QUERY } from "./menu.js";
import { machine } from "./report.js";
import { serverArgs, serverLabel } from "./server-command.js";

const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const APP_ROOT = path.resolve(process.env.BENCH_APP_ROOT ?? path.join(import.meta.dirname, ".."));
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3_000);

interface StartResult {
  name: string;
  readyMs: number;
  idleRssMiB: number;
}

export async function runStartBench() {
  await runBoth("start");
}

export async function runMemoryBench() {
  await runBoth("memory");
}

async function runBoth(focus: "start" | "memory") {
  const host = await machine();
  const results: StartResult[] = [];
  const tmp = await mkdtemp(path.join(os.tmpdir(), "karaage-bench-start-"));
  const bare = path.join(tmp, "bare.mjs");
  await writeFile(
    bare,
    `import http from "node:http";\nconst s = http.createServer((q, r) => r.end("ok"));\n` +
      `s.listen(0, () => console.log("listening on x (port " + s.address().port + ")"));\n`,
  );
  const server = serverArgs(APP_ROOT);
  const name = `${DB_PREFIX}${newRunId()}_bench_start`;
  await withClient(PG_URL, (client) => createDatabase(client, name));
  const url = databaseUrl(PG_URL, name);
  try {
    results.push(await measure("bare Node (node:http, plain node)", [bare], {}, false));
    const data = path.join(tmp, "data");
    results.push(await measure("PGlite, fresh data folder (demo shop seeded)", server, { DATA_DIR: data }));
    results.push(await measure("PGlite, existing data", server, { DATA_DIR: data }));
    results.push(
      await measure("PostgreSQL, fresh database (demo shop seeded)", server, {
        DATABASE_URL: url,
        DATA_DIR: data,
      }),
    );
    results.push(await measure("PostgreSQL, existing data", server, { DATABASE_URL: url, DATA_DIR: data }));
  } finally {
    await withClient(PG_URL, (client) => dropDatabase(client, name));
    await rm(tmp, { recursive: true, force: true });
  }
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${host.nproc} × ${host.cpu}, ` +
      `Node ${host.node} (1-min load average before the run: ${host.load.toFixed(1)}); server: ${APP_ROOT} ` +
      `(${serverLabel(server)}); ` +
      `ready = spawn to the "listening" line; idle RSS = VmRSS ${IDLE_MS / 1000} s after GET /healthz, ` +
      `POST /api/products and the GraphQL menu.`,
    "",
    focus === "start"
      ? "| Start | ready (ms) | idle RSS (MiB) |"
      : "| Process | idle RSS (MiB) | ready (ms) |",
    "| --- | ---: | ---: |",
    ...results.map((r) =>
      focus === "start"
        ? `| ${r.name} | ${r.readyMs.toFixed(0)} | ${r.idleRssMiB.toFixed(0)} |`
        : `| ${r.name} | ${r.idleRssMiB.toFixed(0)} | ${r.readyMs.toFixed(0)} |`,
    ),
  ];
  console.log(`\n${lines.join("\n")}\n`);
}

async function measure(
  name: string,
  args: string[],
  env: Record<string, string>,
  app = true,
): Promise<StartResult> {
  process.stdout.write(`${name}… `);
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: APP_ROOT,
    env: { ...process.env, NODE_ENV: "development", PORT: "0", WEB_CONCURRENCY: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  try {
    const port = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /listening on .*?\(port (\d+)/.exec(output)?.[1];
        if (found) resolve(found);
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.once("exit", (code) => reject(new Error(`${name}: exited with ${code}:\n${output}`)));
    });
    const readyMs = performance.now() - t0;
    if (app) {
      const base = `http://127.0.0.1:${port}`;
      await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
      const post = (p: string, body: string) =>
        fetch(`${base}${p}`, { method: "POST", headers: { "content-type": "application/json" }, body }).then(
          (r) => r.arrayBuffer(),
        );
      await post("/api/products", "{}");
      await post("/graphql", JSON.stringify({ query: MENU_QUERY, operationName: "Menu" }));
      // The menu page's HTML, rendered by the server with its menu (decision 0029).
      await fetch(`${base}/menu`, { headers: { accept: "text/html" } }).then((r) => r.arrayBuffer());
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const status = await readFile(`/proc/${child.pid}/status`, "utf8");
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    console.log(`ready in ${readyMs.toFixed(0)} ms, idle RSS ${(rssKiB / 1024).toFixed(0)} MiB`);
    return { name, readyMs, idleRssMiB: rssKiB / 1024 };
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  }
}
