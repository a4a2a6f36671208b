import net from "node:net";
import { describe, expect, it } from "vitest";
import { createPubSub, PubSubUnavailableError } from "../../../server/src/pubsub.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => resolve(false));
  });
}

// Unique per run: parallel runs may share the Redis server.
const TOPIC = `test:ping:${process.pid}:${Date.now()}`;
type Topics = Record<string, [payload: { n: number }]>;
const redisUp = await reachable(REDIS_URL);

describe("pubsub", () => {
  it("delivers in-process events without Redis", async () => {
    const bus = await createPubSub<Topics>({});
    expect(bus.kind).toBe("memory");
    const iterator = bus.pubsub.subscribe(TOPIC)[Symbol.asyncIterator]();
    const first = iterator.next();
    bus.pubsub.publish(TOPIC, { n: 1 });
    expect((await first).value).toEqual({ n: 1 });
    await iterator.return?.();
    await bus.close();
  });

  it("fails with a one-line error when Redis cannot be reached", async () => {
    const error = await createPubSub({ redisUrl: "redis://127.0.0.1:1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PubSubUnavailableError);
    expect((error as Error).message).toMatch(/^Redis at redis:\/\/127\.0\.0\.1:1.* is not reachable/);
  });

  it.runIf(redisUp)("carries events between two servers through Redis", async () => {
    const [a, b] = await Promise.all([
      createPubSub<Topics>({ redisUrl: REDIS_URL }),
      createPubSub<Topics>({ redisUrl: REDIS_URL }),
    ]);
    try {
      expect(a.kind).toBe("redis");
      const iterator = b.pubsub.subscribe(TOPIC)[Symbol.asyncIterator]();
      const received = iterator.next();
      // The subscription reaches Redis asynchronously; publish until it is there.
      const n = Date.now();
      const timer = setInterval(() => a.pubsub.publish(TOPIC, { n }), 50);
      try {
        expect((await received).value).toEqual({ n });
      } finally {
        clearInterval(timer);
        await iterator.return?.();
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
