// The shapes of the durable jobs (jobs.ts): a queue's settings, a handler and the app's handle.
import type { SqlExecutor, SqlTx } from "./job-db.js";

export interface QueueSpec {
  /** How long one attempt may run before it counts as failed (and is retried). */
  expireInSeconds: number;
  retryLimit: number;
  /** The first retry's delay; each later one doubles (pg-boss adds up to 100 % jitter). */
  retryDelay: number;
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds: number;
  /** The same in tests (`fast`); default 1 s. */
  fastPollingIntervalSeconds?: number;
  /**
   * Jobs taken at once (default 1): their handlers run side by side and the done ones are
   * recorded in one statement, so a busy queue costs two round trips per batch, not per job.
   * Only for handlers that may run concurrently; a crash repeats the jobs done in its last second.
   */
  batchSize?: number;
  /**
   * In a batch, the jobs with the same key run one after another, in the queue's order (the
   * mails to one address: a confirmation before the payment's mail); the others side by side.
   */
  sequenceKey?: (data: object) => string;
}

export interface SendJobOptions {
  /** Write the job inside this transaction: it exists only if the transaction commits. */
  tx?: SqlTx;
  /** One job per key, ever: the same event enqueued twice is written once (a stable job id). */
  key?: string;
  /** Not before this instant (scheduled work such as the payment expiry). */
  startAfter?: Date;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export type JobsStatus = "starting" | "running" | "failed" | "stopped";

export interface Jobs {
  /** Creates the queue (idempotent) and, once started, works it on this instance. */
  define<T extends object>(name: string, spec: QueueSpec, handler: JobHandler<T>): void;
  /** Fires `name` at every `cron` in Tokyo time, once for all instances. */
  schedule(name: string, cron: string): void;
  send(name: string, data: object, options?: SendJobOptions): Promise<string | null>;
  /** Resolves once jobs can be sent; the workers and the cron start just after, in the background. */
  start(): Promise<void>;
  /** Lets running jobs finish (up to `timeoutMs`), then stops polling; idempotent. */
  stop(timeoutMs?: number): Promise<void>;
  /** Whether this instance works its queues: for /readyz. */
  status(): JobsStatus;
}

export interface JobsOptions {
  sql: SqlExecutor;
  /** Short intervals for tests: polling every second (mail: 0.5 s), retries after 1 s. */
  fast?: boolean;
  log?: (line: string) => void;
}
