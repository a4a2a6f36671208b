// Prisma's schema engine (migrations) as WebAssembly, driven through driver adapters.
// Plain JavaScript so that scripts/schema-engine.mjs (run by node directly, without tsx)
// and the server's migration runner share it. Fixes for upstream adapter defects live here:
//  - adapter-pg cannot describe "char" (OID 18) / "name" (OID 19) columns: report them as text;
//  - adapter-pg executeScript splits on ";": send the script as one simple query instead;
//  - adapter-pg connectToShadowDb reuses the connection string, so the "shadow" pool connected
//    to the MAIN database, and dropped the shadow database before closing its pool: connect with
//    separate parameters and drop after the pool ended;
//  - pglite-prisma-adapter executeScript did not await the script: await it.
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

const require = createRequire(import.meta.url);
const TEXT_OID = 25;
const CHAR_OIDS = new Set([18, 19]);

function charAsText(result) {
  if (Array.isArray(result)) return result.map(charAsText);
  for (const field of result?.fields ?? []) {
    if (CHAR_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
  }
  return result;
}

/** A pg client whose results describe "char"/"name" columns as text (adapter-pg cannot read them). */
export class CharAsTextClient extends pg.Client {
  query(config, values, callback) {
    if (typeof values === "function") return this.query(config, undefined, values);
    if (typeof callback === "function") {
      return super.query(config, values, (err, res) => callback(err, err ? res : charAsText(res)));
    }
    const ret = super.query(config, values);
    return ret && typeof ret.then === "function" ? ret.then(charAsText) : ret;
  }
}

/** Splits a postgres URL into discrete pg parameters (never passed on as a connection string). */
export function pgParamsFromUrl(url) {
  const u = new URL(url);
  if (u.protocol !== "postgresql:" && u.protocol !== "postgres:") {
    throw new Error(`Unsupported database URL scheme ${u.protocol}`);
  }
  const sslmode = u.searchParams.get("sslmode");
  return {
    host:
      u.searchParams.get("host") ?? (decodeURIComponent(u.hostname).replace(/^\[|\]$/g, "") || "localhost"),
    port: u.port ? Number(u.port) : 5432,
    user: decodeURIComponent(u.username) || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.replace(/^\//, "")) || "postgres",
    ssl:
      sslmode === "require" || sslmode === "no-verify"
        ? { rejectUnauthorized: false }
        : sslmode === "verify-full" || sslmode === "verify-ca"
          ? true
          : undefined,
    connectionTimeoutMillis: Number(u.searchParams.get("connect_timeout") ?? 5) * 1000,
    application_name: u.searchParams.get("application_name") ?? undefined,
  };
}

function fixPgScript(adapter) {
  const client = adapter.underlyingDriver();
  adapter.executeScript = async (script) => {
    try {
      // One simple-protocol query: PostgreSQL runs it as one implicit transaction.
      await client.query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

// The engine never disposes what it connected (and holds Prisma's advisory lock on that session
// until then): factories remember their adapters so that disposeAll() can end them.
function tracked(adapter, open) {
  open.add(adapter);
  const dispose = adapter.dispose.bind(adapter);
  let disposed;
  adapter.dispose = () => {
    open.delete(adapter);
    disposed ??= dispose();
    return disposed;
  };
  return adapter;
}

async function disposeAll(open) {
  await Promise.allSettled([...open].map((adapter) => adapter.dispose()));
}

/** Migration-aware adapter factory for PostgreSQL built from discrete parameters. */
export function pgMigrationFactory(params) {
  const base = { max: 4, ...params, Client: CharAsTextClient };
  const inner = new PrismaPg(base);
  const open = new Set();
  return {
    provider: "postgres",
    adapterName: inner.adapterName,
    disposeAll: () => disposeAll(open),
    async connect() {
      return tracked(fixPgScript(await inner.connect()), open);
    },
    async connectToShadowDb() {
      const admin = new CharAsTextClient(base);
      await admin.connect();
      const database = `prisma_migrate_shadow_db_${randomUUID()}`;
      try {
        await admin.query(`CREATE DATABASE "${database}"`);
      } catch (error) {
        await admin.end();
        throw error;
      }
      const adapter = fixPgScript(await new PrismaPg({ ...base, database }).connect());
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        try {
          await dispose(); // ends the shadow pool first, so the drop is not refused
          await admin.query(`DROP DATABASE IF EXISTS "${database}"`);
        } finally {
          await admin.end();
        }
      };
      return tracked(adapter, open);
    },
  };
}

function fixPgliteScript(adapter, db) {
  adapter.executeScript = async (script) => {
    try {
      await db.exec(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

/** Migration-aware adapter factory over an already open PGlite (which it never closes). */
export function pgliteMigrationFactory(db) {
  const inner = new PrismaPGlite(db);
  const open = new Set();
  return {
    provider: "postgres",
    adapterName: inner.adapterName,
    disposeAll: () => disposeAll(open),
    async connect() {
      return fixPgliteScript(await inner.connect(), db);
    },
    async connectToShadowDb() {
      const shadow = await PGlite.create({ extensions: { pg_trgm } });
      const adapter = fixPgliteScript(await new PrismaPGlite(shadow).connect(), shadow);
      adapter.dispose = () => shadow.close();
      return tracked(adapter, open);
    },
  };
}

let enginePromise;
/** Loads the WASM module once per process (Node 20 cannot `import` .wasm files). */
export function loadSchemaEngineModule() {
  enginePromise ??= (async () => {
    const entry = require.resolve("@prisma/schema-engine-wasm");
    const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(path.join(path.dirname(entry), "schema_engine_bg.wasm"));
    // The engine arms a 10 s timer around its advisory lock and never clears it (there is no
    // clearTimeout import): unref the engine's timers so a finished CLI exits at once.
    const imports = { ...bg };
    for (const key of Object.keys(imports).filter((k) => k.startsWith("__wbg_setTimeout_"))) {
      imports[key] = (callback, ms) => setTimeout(callback, ms >>> 0).unref();
    }
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": imports });
    bg.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
    return bg;
  })();
  return enginePromise;
}

/**
 * Opens a WASM schema engine on a migration-aware factory.
 * @param factory from pgMigrationFactory / pgliteMigrationFactory
 * @param options.datamodels [path, content][] of the Prisma schema files, when a command needs them
 * @param options.log receives the engine's log lines (JSON strings)
 */
export async function openSchemaEngine(factory, { datamodels, log } = {}) {
  const { SchemaEngine } = await loadSchemaEngineModule();
  return SchemaEngine.new({ datamodels }, log ?? (() => {}), bindMigrationAwareSqlAdapterFactory(factory));
}

/** The migrations folder in the shape the engine expects (same as the Prisma CLI builds it). */
export async function readMigrationsList(baseDir, shadowDbInitScript = "") {
  const lockPath = "migration_lock.toml";
  const lockContent = await readFile(path.join(baseDir, lockPath), "utf8").catch(() => null);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories = [];
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const file = "migration.sql";
    const content = await readFile(path.join(baseDir, entry.name, file), "utf8").then(
      (value) => ({ tag: "ok", value }),
      (error) => ({ tag: "error", value: error.message }),
    );
    migrationDirectories.push({ path: entry.name, migrationFile: { path: file, content } });
  }
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));
  return {
    baseDir,
    lockfile: { path: lockPath, content: lockContent },
    migrationDirectories,
    shadowDbInitScript,
  };
}

export const NO_FILTERS = Object.freeze({ externalTables: [], externalEnums: [] });
