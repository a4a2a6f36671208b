#!/usr/bin/env node
// Stands in for Prisma's native `schema-engine` binary (prisma.config.ts points
// PRISMA_SCHEMA_ENGINE_BINARY here), so `prisma migrate dev / deploy / status / diff / reset`
// work offline: it speaks the binary's stdio JSON-RPC and runs the WASM build of the same engine
// through driver adapters. Datasource URLs: postgresql://… (PostgreSQL) or file:<folder> (PGlite;
// never while the server has that folder open). USE_NATIVE_SCHEMA_ENGINE=1 bypasses this file.
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import {
  loadSchemaEngineModule,
  openSchemaEngine,
  pgliteMigrationFactory,
  pgMigrationFactory,
  pgParamsFromUrl,
} from "../server/src/db/wasm-schema-engine.mjs";

const args = process.argv.slice(2);
const argValues = (name) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]] : []));
const log = (level, message, extra = {}) =>
  process.stderr.write(
    `${JSON.stringify({ timestamp: new Date().toISOString(), level, fields: { message, ...extra }, target: "schema_engine::logger" })}\n`,
  );

if (args.includes("--version") || args.includes("-V")) {
  const { version } = await loadSchemaEngineModule();
  process.stdout.write(`schema-engine-cli ${version()} (wasm)\n`);
  process.exit(0);
}

const datasource = JSON.parse(argValues("--datasource")[0] ?? "{}");
const url = datasource.url ?? "";
const isPglite = url.startsWith("file:");

// --- `schema-engine cli <command>`: one-shot commands, answered through the exit code and stderr.
const cliIndex = args.indexOf("cli");
if (cliIndex >= 0) {
  const command = args[cliIndex + 1];
  try {
    if (isPglite) {
      if (command === "drop-database") throw new Error("Delete the PGlite folder to drop it.");
    } else {
      const params = pgParamsFromUrl(url);
      if (command === "can-connect-to-database") await withClient(params, () => {});
      else if (command === "create-database") {
        await withClient({ ...params, database: "postgres" }, (c) =>
          c.query(`CREATE DATABASE ${ident(params.database)}`),
        );
        log("INFO", `Database '${params.database}' was successfully created.`);
      } else if (command === "drop-database") {
        await withClient({ ...params, database: "postgres" }, (c) =>
          c.query(`DROP DATABASE ${ident(params.database)}`),
        );
      } else throw new Error(`Unknown command ${command}`);
    }
    process.exit(0);
  } catch (error) {
    process.stderr.write("schema-engine-wasm cli\n"); // the CLI skips the first stderr line
    log("ERROR", error.message, { error_code: errorCode(error, url) });
    process.exit(1);
  }
}

// --- JSON-RPC over stdio, one engine for the life of the process.
const datamodels = argValues("--datamodels").map((file) => [file, readFileSync(file, "utf8")]);
let pglite;
let factory;
if (isPglite) {
  const dir = path.resolve(url.slice("file:".length).replace(/^\/\/(?=\/)/, ""));
  await mkdir(path.dirname(dir), { recursive: true });
  pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  factory = pgliteMigrationFactory(pglite);
} else {
  factory = pgMigrationFactory(pgParamsFromUrl(url));
}
const engine = await openSchemaEngine(factory, {
  datamodels: datamodels.length ? datamodels : undefined,
  log: (line) => process.stderr.write(`${line.trimEnd()}\n`),
});

let nextOwnId = 1_000_000;
const pendingOwn = new Map();
const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
// Ask the CLI to print (the native engine prints `migrate diff` output this way).
const print = (content) =>
  new Promise((resolve) => {
    const id = nextOwnId++;
    pendingOwn.set(id, resolve);
    send({ id, method: "print", params: { content } });
  });

const methods = {
  getDatabaseVersion: () => engine.version(),
  async diff(params) {
    const result = await engine.diff(params);
    if (result.stdout) await print(result.stdout.trimEnd());
    return { ...result, stdout: null };
  },
};

let queue = Promise.resolve();
const rl = readline.createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
rl.on("line", (line) => {
  if (!line.trim()) return;
  const message = JSON.parse(line);
  if (message.method === undefined && pendingOwn.has(message.id)) {
    pendingOwn.get(message.id)(message.result);
    pendingOwn.delete(message.id);
    return;
  }
  // Requests run one at a time, like the native engine.
  queue = queue.then(async () => {
    try {
      const handler = methods[message.method] ?? engine[message.method]?.bind(engine);
      if (!handler) throw new Error(`Unknown method ${message.method}`);
      const result = await handler(message.params ?? {});
      send({ id: message.id, result: result ?? {} });
    } catch (error) {
      send({ id: message.id, error: rpcError(error) });
    }
  });
});
rl.on("close", async () => {
  await queue;
  engine.free();
  await factory.disposeAll();
  await pglite?.close();
  process.exit(0);
});

function rpcError(error) {
  // The WASM engine rejects with the same user-facing error object the native engine returns.
  const raw = typeof error === "string" ? safeJson(error) : error;
  const data = raw && typeof raw === "object" && !(raw instanceof Error) ? raw : undefined;
  const message = data?.message ?? error?.message ?? String(error);
  return {
    code: 4466,
    message: "An error happened. Check the data field for details.",
    data: { is_panic: data?.is_panic ?? false, message, error_code: data?.error_code, meta: data?.meta },
  };
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

async function withClient(params, fn) {
  const client = new pg.Client({ ...params, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

function ident(name) {
  return `"${String(name).replaceAll('"', '""')}"`;
}

function errorCode(error, dbUrl) {
  if (error.code === "3D000") return "P1003"; // database does not exist
  if (error.code === "28P01" || error.code === "28000") return "P1000"; // authentication failed
  if (error.code === "42P04") return "P1009"; // database already exists
  if (["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT", "EHOSTUNREACH"].includes(error.code)) return "P1001";
  if (/timeout/i.test(error.message) && dbUrl) return "P1001";
  return undefined;
}
