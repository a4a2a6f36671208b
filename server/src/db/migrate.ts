// Applies pending migrations from prisma/migrations with Prisma's own schema engine (WASM build)
// through a driver adapter: the `_prisma_migrations` rows, checksums and failure handling are
// Prisma's, so `prisma migrate status / deploy` agree with what the app did at start.
//
// A start on an up-to-date database (every migration folder recorded as finished) does not load
// the schema engine at all: its WASM is the largest part of a start's time and memory (decision 0023).
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { TrackingFactory } from "./wasm-schema-engine.mjs";

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../prisma/migrations",
);

/** Our own lock (not Prisma's 72707369, which the engine takes itself): "karaage-migrate". */
const RUNNER_LOCK_KEY = 47_102_011;

export class MigrationError extends Error {
  override name = "MigrationError";
}

export type MigrationTarget = { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; databaseUrl: string };

/** Applies what is pending; returns the names of the migrations applied now (empty: up to date). */
export async function applyMigrations(
  target: MigrationTarget,
  migrationsDir: string = MIGRATIONS_DIR,
): Promise<string[]> {
  const folders = await migrationFolders(migrationsDir);
  if (target.kind === "pglite") {
    if (await upToDate(folders, (sql) => target.pglite.query<{ migration_name: string }>(sql))) return [];
    const engine = await import("./wasm-schema-engine.mjs");
    const migrationsList = await engine.readMigrationsList(migrationsDir);
    return runEngine(engine.pgliteMigrationFactory(target.pglite), migrationsList);
  }
  const { default: pgModule } = await import("pg");
  const { pgParamsFromUrl } = await import("./wasm-schema-engine.mjs");
  const params = pgParamsFromUrl(target.databaseUrl);
  // Concurrent starts against one PostgreSQL: the second waits here, then finds nothing to apply.
  const lock: pg.Client = new pgModule.Client(params);
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [RUNNER_LOCK_KEY]);
    if (await upToDate(folders, (sql) => lock.query<{ migration_name: string }>(sql))) return [];
    const engine = await import("./wasm-schema-engine.mjs");
    const migrationsList = await engine.readMigrationsList(migrationsDir);
    // max 1: the engine's own advisory lock and unlock must run on the same session.
    return await runEngine(engine.pgMigrationFactory({ ...params, max: 1 }), migrationsList);
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [RUNNER_LOCK_KEY]).catch(() => {});
    await lock.end().catch(() => {});
  }
}

async function migrationFolders(migrationsDir: string): Promise<string[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  return entries.filter((e) => e.isDirectory()).map((e) => e.name);
}

/** Every folder recorded by Prisma as finished and not rolled back (a missing table: not up to date). */
async function upToDate(
  folders: string[],
  query: (sql: string) => Promise<{ rows: { migration_name: string }[] }>,
): Promise<boolean> {
  try {
    const { rows } = await query(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.map((r) => r.migration_name));
    return folders.every((name) => applied.has(name));
  } catch {
    return false;
  }
}

async function runEngine(
  factory: TrackingFactory,
  migrationsList: Awaited<ReturnType<typeof import("./wasm-schema-engine.mjs").readMigrationsList>>,
): Promise<string[]> {
  const { openSchemaEngine, NO_FILTERS } = await import("./wasm-schema-engine.mjs");
  const engine = await openSchemaEngine(factory);
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    return appliedMigrationNames;
  } catch (error) {
    throw new MigrationError(`マイグレーションに失敗しました / migration failed: ${engineMessage(error)}`);
  } finally {
    engine.free();
    await factory.disposeAll();
  }
}

function engineMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : JSON.stringify(error);
}
