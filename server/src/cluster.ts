// Several server processes on one port (decision 0023): with DATABASE_URL and WEB_CONCURRENCY > 1,
// `npm start` becomes a node:cluster primary that migrates and seeds once, then forks the workers,
// which share the listening socket (the primary hands out connections round-robin). The primary
// holds no database connection and serves nothing.
//
// Events (order boards, menu cache invalidation, reception changes) cross processes through Redis
// when REDIS_URL is set, as between separate instances; without it the primary relays them over
// the cluster's IPC channel (`ipcEventTarget`), so one machine needs no Redis to use every core.
import cluster, { type Worker } from "node:cluster";
import { logger } from "./lib/log.js";

const MESSAGE = "karaage:pubsub";
/** A worker that dies is replaced, but not in a loop: at most this many restarts a minute. */
const MAX_RESTARTS_PER_MINUTE = 10;

interface PubSubMessage {
  type: typeof MESSAGE;
  topic: string;
  detail: unknown;
}

const isPubSubMessage = (message: unknown): message is PubSubMessage =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === MESSAGE;

/** Whether this process is a worker of the cluster (its events then go through the primary). */
export const isClusterWorker = () => cluster.isWorker;

/**
 * An EventTarget for yoga's pubsub in a cluster worker: an event reaches this process's own
 * listeners at once and goes to the primary, which passes it to every other worker. Payloads are
 * plain JSON (the same rule as for Redis).
 */
export function ipcEventTarget(): EventTarget {
  return new IpcEventTarget();
}

class IpcEventTarget extends EventTarget {
  constructor() {
    super();
    process.on("message", (message: unknown) => {
      if (isPubSubMessage(message))
        super.dispatchEvent(new CustomEvent(message.topic, { detail: message.detail }));
    });
  }

  override dispatchEvent(event: Event): boolean {
    const detail = (event as CustomEvent).detail;
    super.dispatchEvent(new CustomEvent(event.type, { detail }));
    const message: PubSubMessage = { type: MESSAGE, topic: event.type, detail };
    if (process.connected) process.send?.(message);
    return true;
  }
}

/**
 * The primary: forks `count` workers, relays their events to each other, replaces a worker that
 * dies unexpectedly, and on SIGTERM/SIGINT lets every worker shut down gracefully before exiting.
 */
export function runPrimary(count: number, describe: string): void {
  let stopping = false;
  const restarts: number[] = [];
  const relay = (from: Worker) => (message: unknown) => {
    if (!isPubSubMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  };
  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", relay(worker));
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length >= MAX_RESTARTS_PER_MINUTE) {
      logger.error(`Worker ${worker.process.pid} exited (${signal ?? code}); too many restarts, stopping`);
      stop("SIGTERM");
      return;
    }
    restarts.push(now);
    logger.error(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  for (let i = 0; i < count; i++) fork();
  logger.info(`Karaage shop: ${count} worker processes on one port (${describe})`);
}
