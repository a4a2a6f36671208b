// Reading the job queue's own tables (pg-boss, schema "pgboss") in tests.
import type { Database } from "../../server/src/db.js";
import { JOB_SCHEMA } from "../../server/src/jobs/jobs.js";
import { MAIL_QUEUE } from "../../server/src/mail/mail.js";

type Db = Pick<Database, "jobSql">;

const countOf = (rows: unknown[]) => Number((rows[0] as { count: number | string }).count);

/** Mail jobs to `to` (in `state` when given: created, retry, active, completed, failed). */
export async function mailJobsTo(db: Db, to: string, state?: string): Promise<number> {
  const { rows } = await db.jobSql.executeSql(
    `SELECT count(*) AS count FROM ${JOB_SCHEMA}.job
     WHERE name = $1 AND data->'message'->>'to' = $2 AND ($3::text IS NULL OR state::text = $3)`,
    [MAIL_QUEUE, to, state ?? null],
  );
  return countOf(rows);
}

/** Jobs of `queue` (e.g. to see that a schedule fired once). */
export async function jobsIn(db: Db, queue: string, state?: string): Promise<number> {
  const { rows } = await db.jobSql.executeSql(
    `SELECT count(*) AS count FROM ${JOB_SCHEMA}.job WHERE name = $1 AND ($2::text IS NULL OR state::text = $2)`,
    [queue, state ?? null],
  );
  return countOf(rows);
}

/** No mail waiting, retrying or being sent. */
export async function allMailDelivered(db: Db): Promise<boolean> {
  const { rows } = await db.jobSql.executeSql(
    `SELECT count(*) AS count FROM ${JOB_SCHEMA}.job WHERE name = $1 AND state < 'completed'`,
    [MAIL_QUEUE],
  );
  return countOf(rows) === 0;
}

/** Polls `condition` until it holds; fails after `timeoutMs`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
  what = "condition",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until no mail is due and undelivered: every mail job queued so far (by this app or another
 * instance on the same database) and due by now has been handed to SMTP or has failed. A test that
 * asserts a mail was NOT sent, or was sent only once, waits for this instead of sleeping.
 */
export async function untilMailIdle(app: { db: Db }, timeoutMs = 30_000): Promise<void> {
  await waitUntil(
    async () => {
      const { rows } = await app.db.jobSql.executeSql(
        `SELECT count(*) AS count FROM ${JOB_SCHEMA}.job
         WHERE name = $1 AND state < 'completed' AND start_after <= now()`,
        [MAIL_QUEUE],
      );
      return countOf(rows) === 0;
    },
    timeoutMs,
    "mail queue idle",
  );
}
