import type { IncomingMessage } from "node:http";
import type { PubSub } from "graphql-yoga";
import type { AdminRole, PrismaClient } from "./generated/prisma/client.js";
import type { PubSubTopics } from "./pubsub.js";

/** Who is calling. Resolved from the auth headers once accounts exist; null = anonymous. */
export type Viewer =
  | { kind: "customer"; customerId: number }
  | { kind: "admin"; administratorId: number; role: AdminRole };

export interface RequestInfo {
  transport: "http" | "ws";
  ip: string | null;
  userAgent: string | null;
}

/** The one context shared by GraphQL over HTTP, GraphQL over WebSocket and the REST adapter. */
export interface Context {
  prisma: PrismaClient;
  viewer: Viewer | null;
  pubsub: PubSub<PubSubTopics>;
  request: RequestInfo;
  /** Per-request memo so that, e.g., the tax rate is read once however many prices are shown. */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export interface ContextDeps {
  prisma: PrismaClient;
  pubsub: PubSub<PubSubTopics>;
}

export async function createContext(
  deps: ContextDeps,
  source: { req?: IncomingMessage; transport: RequestInfo["transport"] },
): Promise<Context> {
  const cache = new Map<string, Promise<unknown>>();
  const header = source.req?.headers["user-agent"];
  return {
    prisma: deps.prisma,
    pubsub: deps.pubsub,
    viewer: null,
    request: {
      transport: source.transport,
      ip: source.req?.socket.remoteAddress ?? null,
      userAgent: typeof header === "string" ? header : null,
    },
    memo<T>(key: string, load: () => Promise<T>): Promise<T> {
      let value = cache.get(key) as Promise<T> | undefined;
      if (!value) {
        value = load();
        cache.set(key, value);
      }
      return value;
    },
  };
}
