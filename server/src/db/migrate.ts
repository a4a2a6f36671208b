// Applies pending migrations from prisma/migrations with Prisma's own schema engine (WASM build)
// through a driver adapter: the `_prisma_migrations` rows, checksums and failure handling are
// Prisma's, so `prisma migrate status / deploy` agree with what the app did at start.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import {
  NO_FILTERS,
  openSchemaEngine,
  pgliteMigrationFactory,
  pgMigrationFactory,
  pgParamsFromUrl,
  readMigrationsList,
  type TrackingFactory,
} from "./wasm-schema-engine.mjs";

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
  const migrationsList = await readMigrationsList(migrationsDir);
  if (target.kind === "pglite") {
    return runEngine(pgliteMigrationFactory(target.pglite), migrationsList);
  }
  const params = pgParamsFromUrl(target.databaseUrl);
  // Concurrent starts against one PostgreSQL: the second waits here, then finds nothing to apply.
  const lock = new pg.Client(params);
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [RUNNER_LOCK_KEY]);
    // max 1: the engine's own advisory lock and unlock must run on the same session.
    return await runEngine(pgMigrationFactory({ ...params, max: 1 }), migrationsList);
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [RUNNER_LOCK_KEY]).catch(() => {});
    await lock.end().catch(() => {});
  }
}

async function runEngine(
  factory: TrackingFactory,
  migrationsList: Awaited<ReturnType<typeof readMigrationsList>>,
): Promise<string[]> {
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
