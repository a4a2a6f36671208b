// The SQL doors pg-boss talks through (its `db` option: executeSql(text, values)):
// - the app's database: a small pg pool of its own on PostgreSQL (polling never waits behind a
//   request), or the one embedded PGlite instance;
// - a transaction of the change that causes the job (a Prisma interactive transaction, or any
//   executor inside one), so a rolled-back change leaves no job behind.
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Prisma } from "../generated/prisma/client.js";

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A Prisma interactive transaction (or the client itself, for a write outside one), or the
 * executor of an open transaction.
 */
export type SqlTx = Pick<Prisma.TransactionClient, "$queryRawUnsafe"> | SqlExecutor;

/** The door to write through inside `tx`. */
export const executorOf = (tx: SqlTx): SqlExecutor => ("executeSql" in tx ? tx : txExecutor(tx));

// pg serialises plain objects as JSON itself; Prisma's raw queries and PGlite do not all agree, so
// pg-boss's job data (`$3::jsonb`) is always sent as JSON text.
export const toParam = (value: unknown) =>
  value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value)
    ? JSON.stringify(value)
    : value;

export function txExecutor(tx: Pick<Prisma.TransactionClient, "$queryRawUnsafe">): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...values.map(toParam));
      return { rows };
    },
  };
}

export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values?.map(toParam));
      // A multi-statement text (pg-boss's locked maintenance) answers an array of results.
      return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : { rows: result.rows };
    },
  };
}

export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) {
        const result = await pglite.query(text, values.map(toParam));
        return { rows: result.rows };
      }
      // pg-boss sends its schema creation and maintenance as one text of several statements
      // (BEGIN; … COMMIT;): only the simple protocol (exec) takes that.
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * Counts the queries under way, so shutdown can wait for the last ones (pg-boss completes a job
 * without awaiting it) before the database is closed under them.
 */
export function trackInFlight(executor: SqlExecutor): SqlExecutor & { settled(): Promise<void> } {
  let pending = 0;
  const wake: Array<() => void> = [];
  return {
    async executeSql(text, values) {
      pending += 1;
      try {
        return await executor.executeSql(text, values);
      } finally {
        pending -= 1;
        if (pending === 0) for (const resolve of wake.splice(0)) resolve();
      }
    },
    settled: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => wake.push(resolve))),
  };
}
