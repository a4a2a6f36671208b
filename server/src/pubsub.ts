import { randomUUID } from "node:crypto";
import { setMaxListeners } from "node:events";
import { createPubSub as createYogaPubSub, type PubSub } from "graphql-yoga";
import type { Redis } from "ioredis";
import { ipcEventTarget, isClusterWorker } from "./cluster.js";
import { logger } from "./lib/log.js";
import type { SessionEventTopics } from "./modules/auth/session-events.js";
import type { CatalogEventTopics } from "./modules/catalog/catalog-events.js";
import type { BoardNoticeTopics } from "./modules/order/board-notices.js";
import type { OrderEventTopics } from "./modules/order/order-events.js";
import type { SettingsEventTopics } from "./modules/settings/settings-events.js";

/**
 * Topic name -> publish arguments. Each module adds its topics here when it publishes
 * (events carry ids; subscribers re-read through Prisma so auth applies).
 */
export type PubSubTopics = OrderEventTopics &
  CatalogEventTopics &
  SettingsEventTopics &
  BoardNoticeTopics &
  SessionEventTopics;

type TopicMap = Record<string, [] | [unknown] | [string | number, unknown]>;

export interface AppPubSub<T extends TopicMap = PubSubTopics> {
  pubsub: PubSub<T>;
  /** "memory" within one process, "cluster" across the workers of one node:cluster, "redis" across processes. */
  kind: "memory" | "cluster" | "redis";
  /** "up", or "degraded" while Redis is away (events then reach this instance's subscribers only). */
  status(): "up" | "degraded";
  /**
   * Called when Redis comes back after an outage: events of other instances may have been missed,
   * so live clients must resynchronise.
   */
  onResync(listener: () => void): void;
  close(): Promise<void>;
}

/** Subscribers one topic may have in one process before Node suspects a leak. */
const MAX_LISTENERS = 10_000;

export class PubSubUnavailableError extends Error {
  override name = "PubSubUnavailableError";
}

/**
 * In-process pubsub, or Redis-backed when `redisUrl` is set so that every server process
 * sees every event. Redis needs two connections: one in subscriber mode cannot publish.
 */
export async function createPubSub<T extends TopicMap = PubSubTopics>(options: {
  redisUrl?: string;
  /** Prepended to every Redis channel (default "karaage:"). */
  prefix?: string;
}): Promise<AppPubSub<T>> {
  const prefix = options.prefix ?? "karaage:";
  if (!options.redisUrl) {
    // Every open board listens on one topic: Node's default of 10 listeners per event would
    // print a leak warning from the eleventh board on.
    // In a cluster worker (decision 0023) the primary relays events to the other workers.
    const clustered = isClusterWorker();
    const eventTarget = clustered ? ipcEventTarget() : new EventTarget();
    setMaxListeners(MAX_LISTENERS, eventTarget);
    return {
      pubsub: createYogaPubSub<T>({ eventTarget }),
      kind: clustered ? "cluster" : "memory",
      status: () => "up",
      onResync: () => {},
      close: async () => {},
    };
  }
  // Loaded only with REDIS_URL (decision 0024): a single instance never needs the client.
  const { Redis: RedisClient } = await import("ioredis");
  const connect = async (url: string) => {
    const client = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    let lastError: Error | undefined;
    // Later connection errors are retried by ioredis; without a listener they would crash the process.
    client.on("error", (error: Error) => {
      lastError = error;
    });
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      const reason = (lastError ?? (error instanceof Error ? error : undefined))?.message ?? String(error);
      throw new PubSubUnavailableError(`Redis at ${redactUrl(url)} is not reachable (${reason})`);
    }
    return client;
  };
  const publishClient = await connect(options.redisUrl);
  let subscribeClient: Redis;
  try {
    subscribeClient = await connect(options.redisUrl);
  } catch (error) {
    publishClient.disconnect();
    throw error;
  }
  const eventTarget = redisEventTarget(publishClient, subscribeClient, prefix);
  const resyncListeners: Array<() => void> = [];
  // ioredis reconnects by itself; the first "ready" after a loss of the subscriber connection
  // means messages may have been missed meanwhile.
  let lost = false;
  subscribeClient.on("close", () => {
    lost = true;
  });
  subscribeClient.on("ready", () => {
    if (!lost) return;
    lost = false;
    logger.warn("[pubsub] Redis is back: asking live clients to resynchronise");
    for (const listener of resyncListeners) listener();
  });
  return {
    pubsub: createYogaPubSub<T>({ eventTarget: eventTarget as never }),
    kind: "redis",
    status: () =>
      subscribeClient.status === "ready" && publishClient.status === "ready" ? "up" : "degraded",
    onResync: (listener) => {
      resyncListeners.push(listener);
    },
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

type Listener = EventListenerOrEventListenerObject;

/**
 * An EventTarget over Redis pub/sub for yoga's pubsub: one Redis channel per topic (prefixed),
 * subscribed while it has listeners. An event reaches this process's own listeners at once,
 * without a round trip through Redis (so they hear it while Redis is away), and goes to the other
 * processes through Redis, tagged with this process's id so it is not delivered here twice. Unlike @graphql-yoga/redis-event-target, no Redis command is
 * left without a handler: while Redis is away a publish, subscribe or unsubscribe fails with a
 * log line instead of an unhandled rejection that would end the process (ioredis resubscribes
 * by itself once it reconnects).
 */
function redisEventTarget(publishClient: Redis, subscribeClient: Redis, prefix: string): EventTarget {
  const listeners = new Map<string, Set<Listener>>();
  const origin = randomUUID();
  const deliver = (channel: string, detail: unknown) => {
    const set = listeners.get(channel);
    if (!set) return;
    const event = new CustomEvent(channel.slice(prefix.length), { detail });
    for (const listener of [...set]) {
      if (typeof listener === "function") listener(event);
      else listener.handleEvent(event);
    }
  };
  const logFailure = (what: string) => (error: Error) =>
    logger.error(`[pubsub] ${what} failed: ${error.message}`);
  subscribeClient.on("message", (channel: string, message: string) => {
    if (!listeners.has(channel)) return;
    let envelope: { origin?: unknown; detail?: unknown };
    try {
      envelope = JSON.parse(message);
    } catch {
      logger.warn(`[pubsub] ignored a message on ${channel} that is not JSON`);
      return;
    }
    if (typeof envelope !== "object" || envelope === null || envelope.origin === origin) return;
    deliver(channel, envelope.detail ?? null);
  });
  return {
    addEventListener(type: string, listener: Listener | null) {
      if (!listener) return;
      const channel = prefix + type;
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        subscribeClient.subscribe(channel).catch(logFailure(`subscribe to ${channel}`));
      }
      set.add(listener);
    },
    removeEventListener(type: string, listener: Listener | null) {
      const channel = prefix + type;
      const set = listeners.get(channel);
      if (!set || !listener) return;
      set.delete(listener);
      if (set.size > 0) return;
      listeners.delete(channel);
      subscribeClient.unsubscribe(channel).catch(logFailure(`unsubscribe from ${channel}`));
    },
    dispatchEvent(event: Event) {
      const detail = (event as CustomEvent).detail ?? null;
      const channel = prefix + event.type;
      // The same JSON round trip as the other processes get, so every subscriber sees plain data.
      const message = JSON.stringify({ origin, detail });
      deliver(channel, (JSON.parse(message) as { detail: unknown }).detail);
      publishClient.publish(channel, message).catch(logFailure(`publish to ${channel}`));
      return true;
    },
  };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "REDIS_URL";
  }
}
