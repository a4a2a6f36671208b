// A transaction of raw SQL statements for a hot write path (placeOrder, decision 0030): on
// PostgreSQL BEGIN … COMMIT on one client of the pool that Prisma's adapter also uses (no Prisma
// interactive transaction, whose bookkeeping cost several times the statements themselves); on
// PGlite, or for a Prisma client opened elsewhere (scripts, tests), a Prisma interactive transaction.
// Either way the statements see the same `SqlExecutor` (the job queue's door too), so a job is
// written in the same transaction by the same SQL as anywhere else.
import type pg from "pg";
import type { PrismaClient } from "../generated/prisma/client.js";
import { type SqlExecutor, toParam, txExecutor } from "../jobs/job-db.js";

export type SqlTransactionRunner = <T>(work: (tx: SqlExecutor) => Promise<T>) => Promise<T>;

// The PostgreSQL pool behind a Prisma client opened by openDatabase (db.ts registers it).
const runners = new WeakMap<PrismaClient, SqlTransactionRunner>();

export function registerSqlTransactions(prisma: PrismaClient, runner: SqlTransactionRunner): void {
  runners.set(prisma, runner);
}

/** Runs `work` in one transaction of `prisma`'s database: committed if it resolves, rolled back if it throws. */
export function sqlTransaction<T>(prisma: PrismaClient, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  const runner = runners.get(prisma);
  if (runner) return runner(work);
  return prisma.$transaction((tx) => work(txExecutor(tx)), { maxWait: 60_000, timeout: 30_000 });
}

/** A pg client's statements as an executor (values as the job queue sends them). */
export function clientExecutor(client: pg.PoolClient): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values?.map(toParam));
      return { rows: result.rows };
    },
  };
}

/** BEGIN, `work`, COMMIT on one client of `pool`; ROLLBACK on any failure. */
export function poolTransactions(pool: pg.Pool): SqlTransactionRunner {
  return async (work) => {
    const client = await pool.connect();
    // A client whose ROLLBACK failed is in an unknown state: it is discarded, not reused.
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(clientExecutor(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((failure: Error) => {
        broken = failure;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
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
