// Durable background work on pg-boss, in the app's own database (PostgreSQL or PGlite): mail,
// the card-payment expiry, the pause's automatic resume and the day-boundary jobs. A job is a row
// written in the transaction of the change that causes it; a worker on any instance takes it
// (FOR UPDATE SKIP LOCKED: one instance per job), retries it with exponential backoff, and a cron
// schedule fires once per minute slot for the whole database whatever the number of instances.
// Decision: docs/decisions/0020-durable-jobs.md.
import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import { logger, withRequestId } from "../lib/log.js";
import { executorOf, trackInFlight } from "./job-db.js";
import { JOB_SCHEMA, jobIdFor, requestIdOfJob, SHOP_TIME_ZONE, withRequestOf } from "./job-rows.js";
import type { JobHandler, Jobs, JobsOptions, QueueSpec } from "./job-types.js";

export {
  installJobSchema,
  JOB_SCHEMA,
  jobIdFor,
  jobInsertSql,
  SHOP_TIME_ZONE,
  withRequestOf,
} from "./job-rows.js";
export type { JobHandler, Jobs, JobsOptions, JobsStatus, QueueSpec, SendJobOptions } from "./job-types.js";

/** While a batch's slowest job still runs, the done ones are recorded this often. */
const RECORD_EVERY_MS = 1_000;
/** Our advisory lock for creating queues ("karaage-queues"). */
const QUEUE_LOCK_KEY = 47_102_012;

interface QueueRow {
  name: string;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
}
interface ScheduleRow {
  name: string;
  cron: string;
  timezone: string;
}

export function createJobs({ sql, fast = false, log = (line) => logger.error(line) }: JobsOptions): Jobs {
  const db = trackInFlight(sql);
  const boss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    // The schema is installed by db.migrate() (installJobSchema); start only checks its version.
    migrate: true,
    // Expired attempts are failed (and retried) and old jobs archived, by one instance at a time.
    maintenanceIntervalSeconds: fast ? 30 : 120,
    cronMonitorIntervalSeconds: fast ? 10 : 30,
    cronWorkerIntervalSeconds: fast ? 5 : 15,
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on("error", (error: Error) => log(`[jobs] ${error.message}`));

  const queues = new Map<string, { spec: QueueSpec; handler: JobHandler<object> }>();
  const schedules = new Map<string, string>();
  let started: Promise<void> | undefined;
  let stopped: Promise<void> | undefined;
  let stopping = false;
  const loops: Promise<void>[] = [];
  const wakeups = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakeups.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakeups.add(wake);
    });

  // pg-boss's own work() marks a job done without awaiting it: a database blip at that moment
  // would be an unhandled rejection, which ends the process. This loop takes up to `batchSize`
  // jobs with pg-boss's fetch (FOR UPDATE SKIP LOCKED), runs them, and awaits complete/fail, so
  // such a blip is only logged; the jobs, still active, expire and are retried (delivery stays at
  // least once). A full batch is followed at once by the next fetch; a short one means the queue
  // is drained, and the loop waits for the polling interval.
  async function workLoop(name: string, intervalMs: number, spec: QueueSpec, handler: JobHandler<object>) {
    const batchSize = spec.batchSize ?? 1;
    while (!stopping) {
      let jobs: PgBoss.JobWithMetadata<object>[] = [];
      try {
        jobs = await boss.fetch<object>(name, { batchSize, includeMetadata: true });
      } catch (error) {
        log(`[jobs] ${name}: could not fetch: ${error instanceof Error ? error.message : error}`);
      }
      if (jobs.length === 0) {
        if (!stopping) await pause(intervalMs);
        continue;
      }
      // The done ones are recorded together, at the end of the batch or every RECORD_EVERY_MS
      // while a slow one still runs, so one stalled delivery does not hold the others' records
      // (they would expire and run again); a failure is recorded at once (pg-boss retries it).
      const done: string[] = [];
      const recordDone = async () => {
        const ids = done.splice(0);
        if (ids.length === 0) return;
        // Done, but not recorded (the database away): the attempts expire and run again.
        await boss.complete(name, ids).catch((failure: unknown) => {
          log(`[jobs] ${name} ${ids.join(", ")} done but not recorded as done: ${failure}`);
        });
      };
      const recorder = setInterval(() => void recordDone(), RECORD_EVERY_MS);
      const run = async ({ id, retryCount, data }: PgBoss.JobWithMetadata<object>) => {
        try {
          await withRequestId(requestIdOfJob(data, id), () => handler(data, { id, retryCount }));
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          log(`[jobs] ${name} ${id} failed (attempt ${retryCount + 1}): ${why}`);
          await boss.fail(name, id, { message: why }).catch((failure: unknown) => {
            log(`[jobs] ${name} ${id}: could not record the failure: ${failure}`);
          });
          return;
        }
        done.push(id);
      };
      // pg-boss takes the batch in the queue's order (priority, creation, id) but answers its rows
      // in no particular order: sorted back, each lane keeps the queue's order.
      const queued = [...jobs].sort(
        (a, b) =>
          b.priority - a.priority ||
          a.createdOn.getTime() - b.createdOn.getTime() ||
          (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      const lanes = new Map<string, PgBoss.JobWithMetadata<object>[]>();
      for (const job of queued) {
        let key = job.id;
        try {
          if (spec.sequenceKey) key = spec.sequenceKey(job.data);
        } catch {
          // Data without what the key reads: the job runs on its own lane (its handler will say why).
        }
        const lane = lanes.get(key);
        if (lane) lane.push(job);
        else lanes.set(key, [job]);
      }
      try {
        await Promise.all(
          [...lanes.values()].map(async (lane) => {
            for (const job of lane) await run(job);
          }),
        );
      } finally {
        clearInterval(recorder);
      }
      await recordDone();
      if (jobs.length < batchSize && !stopping) await pause(intervalMs);
    }
  }

  const send: Jobs["send"] = async (name, data, options = {}) => {
    if (!queues.has(name)) throw new Error(`unknown job queue ${name}`);
    const id = await boss.send(name, withRequestOf(data), {
      id: options.key ? jobIdFor(options.key) : randomUUID(),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.tx ? { db: executorOf(options.tx) as PgBoss.Db } : {}),
    });
    // null: the key's job exists already (the same event), or, without a key, no such queue in
    // the database: never let work vanish silently.
    if (id === null && !options.key) throw new Error(`job queue ${name} refused the job`);
    return id;
  };

  // Creating a queue attaches a partition to pgboss.job: two at once (two instances starting on a
  // fresh database) can deadlock. So every queue is created, and its retry settings made what the
  // code says, in one transaction under an advisory lock; on an existing database it changes nothing.
  const ensureQueues = async () => {
    const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
    const { rows } = await db.executeSql(
      `SELECT name, retry_limit, retry_delay, retry_backoff, expire_seconds FROM ${JOB_SCHEMA}.queue`,
    );
    const existing = new Map((rows as QueueRow[]).map((row) => [row.name, row]));
    const stale = [...queues].filter(([name, { spec }]) => {
      const row = existing.get(name);
      return (
        !row ||
        row.retry_limit !== spec.retryLimit ||
        row.retry_delay !== (fast ? 1 : spec.retryDelay) ||
        row.retry_backoff !== true ||
        row.expire_seconds !== spec.expireInSeconds
      );
    });
    if (stale.length === 0) return; // the usual start: one query
    const statements = stale.flatMap(([name, { spec }]) => {
      const retryDelay = fast ? 1 : spec.retryDelay;
      const options = { policy: "standard", retryLimit: spec.retryLimit, retryDelay, retryBackoff: true };
      return [
        `SELECT ${JOB_SCHEMA}.create_queue(${literal(name)}, ${literal(JSON.stringify({ ...options, expireInSeconds: spec.expireInSeconds }))}::json)`,
        `UPDATE ${JOB_SCHEMA}.queue SET retry_limit = ${spec.retryLimit}, retry_delay = ${retryDelay},
           retry_backoff = true, expire_seconds = ${spec.expireInSeconds}
         WHERE name = ${literal(name)} AND (retry_limit, retry_delay, retry_backoff, expire_seconds)
           IS DISTINCT FROM (${spec.retryLimit}, ${retryDelay}, true, ${spec.expireInSeconds})`,
      ];
    });
    // One text of several statements, no BEGIN: the simple protocol runs it as one implicit
    // transaction, rolled back whole on an error (no session left in a failed transaction).
    const text = [`SELECT pg_advisory_xact_lock(${QUEUE_LOCK_KEY})`, ...statements].join(";\n");
    for (let attempt = 1; ; attempt++) {
      try {
        await db.executeSql(text);
        return;
      } catch (error) {
        // pg-boss's own queue (its cron) may be created by another instance at the same moment.
        if (attempt >= 5 || !/deadlock/i.test(String(error))) throw error;
      }
    }
  };

  const ensureSchedules = async () => {
    const { rows } = await db.executeSql(`SELECT name, cron, timezone FROM ${JOB_SCHEMA}.schedule`);
    const existing = new Map((rows as ScheduleRow[]).map((row) => [row.name, row]));
    for (const [name, cron] of schedules) {
      const row = existing.get(name);
      if (row?.cron === cron && row.timezone === SHOP_TIME_ZONE) continue;
      await boss.schedule(name, cron, {}, { tz: SHOP_TIME_ZONE });
    }
  };

  // Start-up waits only for the queues (one query on an existing database), so sends work at once;
  // pg-boss's supervisor, the cron and the work loops start behind it.
  let background: Promise<void> = Promise.resolve();
  let workers: "starting" | "running" | "failed" = "starting";
  const start = async () => {
    await ensureQueues();
    background = (async () => {
      await boss.start();
      await ensureSchedules();
      for (const [name, { spec, handler }] of queues) {
        if (stopping) return;
        const interval = (fast ? (spec.fastPollingIntervalSeconds ?? 1) : spec.pollingIntervalSeconds) * 1000;
        loops.push(workLoop(name, interval, spec, handler));
      }
      workers = "running";
    })().catch((error: unknown) => {
      workers = "failed";
      log(`[jobs] could not start the workers: ${error instanceof Error ? error.message : error}`);
    });
  };

  return {
    define(name, spec, handler) {
      queues.set(name, { spec, handler: handler as JobHandler<object> });
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    send,
    start: () => {
      started ??= start();
      return started;
    },
    status: () => (stopping ? "stopped" : workers),
    stop: (timeoutMs = 10_000) => {
      stopped ??= (async () => {
        if (started) await started.catch(() => {});
        stopping = true;
        await background;
        for (const wake of wakeups) wake();
        // Running jobs finish (a mail being handed over), up to the timeout.
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        });
        await Promise.race([Promise.allSettled(loops), timeout]);
        clearTimeout(timer);
        await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
        await db.settled();
      })();
      return stopped;
    },
  };
}
