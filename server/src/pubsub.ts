import { setMaxListeners } from "node:events";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { createPubSub as createYogaPubSub, type PubSub } from "graphql-yoga";
import { Redis } from "ioredis";
import type { OrderEventTopics } from "./modules/order/order-events.js";

/**
 * Topic name -> publish arguments. Each module adds its topics here when it publishes
 * (events carry ids; subscribers re-read through Prisma so auth applies).
 */
export type PubSubTopics = OrderEventTopics;

type TopicMap = Record<string, [] | [unknown] | [string | number, unknown]>;

export interface AppPubSub<T extends TopicMap = PubSubTopics> {
  pubsub: PubSub<T>;
  /** "memory" within one process, "redis" across processes. */
  kind: "memory" | "redis";
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
    const eventTarget = new EventTarget();
    setMaxListeners(MAX_LISTENERS, eventTarget);
    return { pubsub: createYogaPubSub<T>({ eventTarget }), kind: "memory", close: async () => {} };
  }
  const connect = async (url: string) => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
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
  const redisTarget = createRedisEventTarget({ publishClient, subscribeClient });
  // The Redis target's publish is fire-and-forget: a rejected publish (Redis gone) would be an
  // unhandled rejection that ends the process. Log it instead; boards refetch on reconnect.
  // Listeners are called with Redis's channel name as the event type; yoga's pubsub only reads
  // the detail, so the prefix never shows.
  const eventTarget: typeof redisTarget = {
    addEventListener: (type, listener) => redisTarget.addEventListener(prefix + type, listener),
    removeEventListener: (type, listener) => redisTarget.removeEventListener(prefix + type, listener),
    dispatchEvent: (event) => {
      const detail = (event as CustomEvent).detail;
      publishClient
        .publish(prefix + event.type, detail === undefined ? "" : JSON.stringify(detail))
        .catch((error: Error) => console.error(`[pubsub] publish to ${event.type} failed: ${error.message}`));
      return true;
    },
  };
  return {
    pubsub: createYogaPubSub<T>({ eventTarget: eventTarget as never }),
    kind: "redis",
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
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
