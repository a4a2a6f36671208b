// One raw SQL statement on the hot write path (placeOrder, decisions 0030 and 0032): on PostgreSQL
// straight on the pool that Prisma's adapter also uses (one round trip; a single statement is its
// own transaction, committed whole or not at all), on PGlite, or for a Prisma client opened
// elsewhere (scripts, tests), through Prisma's raw query. Either way the statement sees the same
// `SqlExecutor` as the job queue.
import type pg from "pg";
import type { PrismaClient } from "../generated/prisma/client.js";
import { poolExecutor, type SqlExecutor, txExecutor } from "../jobs/job-db.js";

// The PostgreSQL pool behind a Prisma client opened by openDatabase (db.ts registers it).
const executors = new WeakMap<PrismaClient, SqlExecutor>();

export function registerSqlStatements(prisma: PrismaClient, pool: pg.Pool): void {
  executors.set(prisma, poolExecutor(pool));
}

/** Where to run a raw statement of `prisma`'s database, outside any transaction. */
export function sqlStatements(prisma: PrismaClient): SqlExecutor {
  return executors.get(prisma) ?? txExecutor(prisma);
}

/** A unique constraint refused the statement: pg's SQLSTATE, or Prisma's error for it (a model or raw query). */
export function isUniqueViolation(error: unknown): boolean {
  if (error === null || typeof error !== "object") return false;
  const { code, meta } = error as { code?: unknown; meta?: { code?: unknown; driverAdapterError?: unknown } };
  if (code === "23505" || code === "P2002") return true;
  if (code !== "P2010") return false;
  // A raw query's failure: the database's SQLSTATE in its meta (or in its message).
  return meta?.code === "23505" || /23505|unique constraint/i.test(String((error as Error).message));
}
