// What other code writes or reads of pg-boss's rows directly: the schema's name, a job's stable id,
// the INSERT of one job inside a caller's own statement (decision 0032), the request id a job
// carries (decision 0048) and the schema's installation.
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import { currentRequestId } from "../lib/log.js";
import type { SqlExecutor } from "./job-db.js";

/** pg-boss's tables live in their own schema, apart from Prisma's `public`. */
export const JOB_SCHEMA = "pgboss";
export const SHOP_TIME_ZONE = "Asia/Tokyo";

/**
 * The job's data with the id of the request that queues it (when there is one), so the lines the
 * job logs carry the request's id (decision 0048). Handlers ignore the extra field.
 */
export function withRequestOf<T extends object>(data: T): T {
  const requestId = currentRequestId();
  if (!requestId || Array.isArray(data) || "requestId" in data) return data;
  return { ...data, requestId };
}

export function requestIdOfJob(data: object, id: string): string {
  const carried = (data as { requestId?: unknown } | null)?.requestId;
  return typeof carried === "string" ? carried : `job-${id}`;
}

/** A UUID derived from a key, so pg-boss's primary key makes the job unique per event. */
export function jobIdFor(key: string): string {
  const hex = createHash("sha256").update(`karaage-job:${key}`).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The INSERT of one job, for a data-modifying CTE of a statement of the caller's own: placeOrder
 * writes its order and the confirmation mail's job in one statement, with no transaction round
 * trips (decision 0032). The row is the one pg-boss's send writes for a job with an id, no
 * options and no constructor defaults (a test compares the two rows column by column): its queue's
 * policy, retry, expiry, retention and dead letter, or pg-boss's own defaults; start now. No row
 * is written if the queue does not exist or `when` (a SQL condition) is false; a taken id writes
 * nothing. `id`, `name` and `data` are the statement's parameter numbers (uuid, text, JSON text).
 */
/** `data`: a parameter's number, or an SQL expression giving the jsonb (a statement's own value). */
export function jobInsertSql(
  params: { id: number; name: number; data: number | string },
  when = "true",
): string {
  const data = typeof params.data === "number" ? `$${params.data}::jsonb` : params.data;
  return `INSERT INTO ${JOB_SCHEMA}.job (id, name, data, priority, start_after, dead_letter, expire_in,
      keep_until, retry_limit, retry_delay, retry_backoff, policy)
    SELECT $${params.id}::uuid, q.name, ${data}, 0, now(), q.dead_letter,
      CASE WHEN q.expire_seconds IS NOT NULL THEN q.expire_seconds * interval '1s' ELSE interval '15 minutes' END,
      now() + CAST(COALESCE((q.retention_minutes * 60)::text, '14 days') AS interval),
      COALESCE(q.retry_limit, 2),
      CASE WHEN COALESCE(q.retry_backoff, false) THEN GREATEST(q.retry_delay, 1) ELSE COALESCE(q.retry_delay, 0) END,
      COALESCE(q.retry_backoff, false),
      q.policy
    FROM ${JOB_SCHEMA}.queue q
    WHERE q.name = $${params.name}::text AND (${when})
    ON CONFLICT DO NOTHING
    RETURNING id`;
}

/** Installs or upgrades pg-boss's schema (its own versioned migrations); part of db.migrate(). */
export async function installJobSchema(sql: SqlExecutor): Promise<void> {
  const boss = new PgBoss({ db: sql as PgBoss.Db, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
