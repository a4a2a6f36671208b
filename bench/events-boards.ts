// Worker thread of the events benchmark: the receiving side, off the server's event loop. Opens either
// N graphql-ws boards subscribed to orderEvents, or raw Redis subscribers, and records when each one
// sees each event. Per event key it posts the arrival times once every receiver has it, or on `flush`.
import { parentPort } from "node:worker_threads";
import { type Client, createClient } from "graphql-ws";
import { Redis } from "ioredis";
import WebSocket from "ws";
import { now } from "./events-stats.js";

export type ToBoards =
  | {
      type: "boards";
      url: string;
      sessions: Record<string, string>[];
      count: number;
      query: string;
      /** A raw Redis subscriber on the app's channel too: when the event left the placing instance. */
      tap?: { url: string; channel: string };
    }
  | { type: "redis"; url: string; channel: string; connections: number; listeners: number }
  | { type: "flush"; key: string }
  | { type: "close" };

export type FromBoards =
  | { type: "ready" }
  | { type: "delivered" | "partial"; key: string; times: number[] }
  | { type: "tap"; key: string; at: number }
  | { type: "closed" }
  | { type: "error"; message: string; fatal?: boolean };

const port = parentPort!;
const post = (message: FromBoards) => port.postMessage(message);
const arrivals = new Map<string, number[]>();
const done = new Set<string>();
let expected = 0;
let clients: Client[] = [];
let redis: Redis[] = [];

function arrived(key: string, at: number) {
  if (done.has(key)) return;
  const times = arrivals.get(key) ?? [];
  times.push(at);
  arrivals.set(key, times);
  if (times.length === expected) {
    done.add(key);
    arrivals.delete(key);
    post({ type: "delivered", key, times });
  }
}

async function openBoards(message: Extract<ToBoards, { type: "boards" }>) {
  expected = message.count;
  let connected = 0;
  let allConnected!: () => void;
  const connectedAll = new Promise<void>((resolve) => {
    allConnected = resolve;
  });
  clients = Array.from({ length: message.count }, (_, i) =>
    createClient({
      url: `${message.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      // Several boards share one signed-in client: WebSocket credentials are never rotated.
      connectionParams: message.sessions[i % message.sessions.length],
      on: {
        connected: () => {
          connected += 1;
          if (connected === message.count) allConnected();
        },
        error: (error) => post({ type: "error", message: `board ${i}: ${String(error)}` }),
      },
    }),
  );
  for (const client of clients) {
    client.subscribe<{ orderEvents: { kind: string; order: { code: string } } }>(
      { query: message.query },
      {
        next: (result) => {
          const at = now();
          const event = result.data?.orderEvents;
          if (result.errors || !event) {
            post({ type: "error", message: `board event: ${JSON.stringify(result.errors ?? result)}` });
            return;
          }
          arrived(`${event.kind}:${event.order.code}`, at);
        },
        error: (error) => post({ type: "error", message: `board subscription: ${JSON.stringify(error)}` }),
        complete: () => {},
      },
    );
  }
  await connectedAll;
  if (message.tap) {
    const tap = new Redis(message.tap.url, { lazyConnect: true });
    redis.push(tap);
    tap.on("message", (_channel: string, text: string) => {
      const at = now();
      const event = JSON.parse(text) as { kind: string; code: string };
      post({ type: "tap", key: `${event.kind}:${event.code}`, at });
    });
    await tap.connect();
    await tap.subscribe(message.tap.channel);
  }
}

async function openRedis(message: Extract<ToBoards, { type: "redis" }>) {
  expected = message.connections * message.listeners;
  redis = Array.from({ length: message.connections }, () => new Redis(message.url, { lazyConnect: true }));
  for (const connection of redis) {
    connection.on("error", (error: Error) => post({ type: "error", message: `redis: ${error.message}` }));
    connection.setMaxListeners(message.listeners + 10);
    for (let i = 0; i < message.listeners; i++) {
      connection.on("message", (_channel: string, text: string) => {
        const at = now();
        const event = JSON.parse(text) as { kind: string; code: string };
        arrived(`${event.kind}:${event.code}`, at);
      });
    }
  }
  await Promise.all(redis.map((connection) => connection.connect()));
  await Promise.all(redis.map((connection) => connection.subscribe(message.channel)));
}

async function close() {
  await Promise.all(clients.map((client) => client.dispose()));
  await Promise.allSettled(redis.map((connection) => connection.quit()));
  clients = [];
  redis = [];
  arrivals.clear();
  done.clear();
}

port.on("message", (message: ToBoards) => {
  const fail = (error: unknown) => post({ type: "error", message: String(error), fatal: true });
  if (message.type === "boards") openBoards(message).then(() => post({ type: "ready" }), fail);
  else if (message.type === "redis") openRedis(message).then(() => post({ type: "ready" }), fail);
  else if (message.type === "close") close().then(() => post({ type: "closed" }), fail);
  else if (message.type === "flush") {
    done.add(message.key);
    post({ type: "partial", key: message.key, times: arrivals.get(message.key) ?? [] });
    arrivals.delete(message.key);
  }
});
