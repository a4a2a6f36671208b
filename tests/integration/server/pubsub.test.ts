import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { logger } from "../../../server/src/lib/log.js";
import { createPubSub, PubSubUnavailableError } from "../../../server/src/pubsub.js";
import { reachable, TEST_REDIS_URL } from "../../setup/redis.js";

const REDIS_URL = TEST_REDIS_URL;

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

  it.runIf(redisUp)("keeps sites with different channel prefixes apart on one Redis", async () => {
    const [shopA, shopB, shopA2] = await Promise.all([
      createPubSub<Topics>({ redisUrl: REDIS_URL, prefix: `a${process.pid}:` }),
      createPubSub<Topics>({ redisUrl: REDIS_URL, prefix: `b${process.pid}:` }),
      createPubSub<Topics>({ redisUrl: REDIS_URL, prefix: `a${process.pid}:` }),
    ]);
    const seenByB: { n: number }[] = [];
    const b = shopB.pubsub.subscribe(TOPIC)[Symbol.asyncIterator]();
    const collect = (async () => {
      for (;;) {
        const next = await b.next();
        if (next.done) return;
        seenByB.push(next.value);
      }
    })();
    const a2 = shopA2.pubsub.subscribe(TOPIC)[Symbol.asyncIterator]();
    const publishUntil = async (bus: typeof shopA, n: number, heard: () => boolean) => {
      for (let i = 0; i < 100 && !heard(); i++) {
        bus.pubsub.publish(TOPIC, { n });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(heard()).toBe(true);
    };
    try {
      // B is live on its own channel…
      await publishUntil(shopB, 1, () => seenByB.length > 0);
      // …A's second process hears A…
      const received = a2.next();
      let heardByA2 = false;
      void received.then(() => (heardByA2 = true));
      await publishUntil(shopA, 7, () => heardByA2);
      // …and a last message of B's own, after all of A's on the same Redis connection, reaches B:
      // had any of A's messages been delivered to B, they would be in between.
      const count = seenByB.length;
      await publishUntil(shopB, 2, () => seenByB.length > count);
      expect(seenByB.every((m) => m.n === 1 || m.n === 2)).toBe(true);
      expect((await received).value).toEqual({ n: 7 });
    } finally {
      await Promise.all([a2.return?.(), b.return?.()]);
      await collect;
      await Promise.all([shopA.close(), shopB.close(), shopA2.close()]);
    }
  });

  // A Redis of this test's own, so it can be stopped mid-test without touching the shared one.
  it.runIf(existsSync("/usr/bin/redis-server"))(
    "keeps the server process alive while Redis is gone: failed commands are logged, not thrown",
    async () => {
      const port = await freePort();
      const server = spawn(
        "/usr/bin/redis-server",
        ["--port", String(port), "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      );
      const url = `redis://127.0.0.1:${port}`;
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on("unhandledRejection", onUnhandled);
      const logged: string[] = [];
      // The server logs through pino (decision 0048): its error lines are what this test reads.
      const originalError = logger.error;
      logger.error = ((...args: unknown[]) => {
        logged.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
      }) as typeof logger.error;
      try {
        await until(() => reachable(url));
        const bus = await createPubSub<Topics>({ redisUrl: url, prefix: `outage${process.pid}:` });
        const first = bus.pubsub.subscribe(TOPIC)[Symbol.asyncIterator]();
        void first.next();
        server.kill("SIGKILL");
        await until(async () => !(await reachable(url)));
        // Commands while Redis is away: a new subscription, a publish, and ending a subscription.
        const second = bus.pubsub.subscribe(`${TOPIC}:2`)[Symbol.asyncIterator]();
        void second.next();
        bus.pubsub.publish(TOPIC, { n: 1 });
        await first.return?.();
        await until(async () =>
          ["subscribe", "publish", "unsubscribe"].every((w) => logged.some((l) => l.includes(`${w} `))),
        );
        expect(unhandled).toEqual([]);
        await second.return?.();
        await bus.close();
      } finally {
        logger.error = originalError;
        process.off("unhandledRejection", onUnhandled);
        server.kill("SIGKILL");
      }
    },
    60_000,
  );

  it.runIf(existsSync("/usr/bin/redis-server"))(
    "delivers to its own subscribers once, with Redis or without it, and asks for a resync when Redis is back",
    async () => {
      const port = await freePort();
      const start = () =>
        spawn("/usr/bin/redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
          stdio: "ignore",
        });
      let server = start();
      const url = `redis://127.0.0.1:${port}`;
      const originalError = console.error;
      console.error = () => {};
      try {
        await until(() => reachable(url));
        const prefix = `resync${process.pid}:`;
        const [a, b] = await Promise.all([
          createPubSub<Topics>({ redisUrl: url, prefix }),
          createPubSub<Topics>({ redisUrl: url, prefix }),
        ]);
        const seenA: number[] = [];
        const seenB: number[] = [];
        const listen = async (bus: typeof a, seen: number[]) => {
          for await (const event of bus.pubsub.subscribe(TOPIC)) seen.push(event.n);
        };
        void listen(a, seenA);
        void listen(b, seenB);
        let resyncs = 0;
        a.onResync(() => {
          resyncs += 1;
        });
        let resyncsB = 0;
        b.onResync(() => {
          resyncsB += 1;
        });
        // Redis drops a message for a connection whose SUBSCRIBE it has not processed yet: publish
        // only once Redis itself counts both instances' subscriptions.
        const channel = prefix + TOPIC;
        const bothSubscribed = async () => {
          const probe = new Redis(url, {
            lazyConnect: true,
            maxRetriesPerRequest: 0,
            retryStrategy: () => null,
          });
          try {
            await probe.connect();
            const [, count] = (await probe.pubsub("NUMSUB", channel)) as [string, number];
            return Number(count) === 2;
          } catch {
            return false;
          } finally {
            probe.disconnect();
          }
        };
        await until(bothSubscribed);
        a.pubsub.publish(TOPIC, { n: 1 });
        await until(() => seenA.length === 1 && seenB.length === 1);

        server.kill("SIGKILL");
        await until(() => a.status() === "degraded");
        a.pubsub.publish(TOPIC, { n: 2 });
        // The instance that took the event tells its own subscribers at once, Redis or not.
        await until(() => seenA.includes(2));

        server = start();
        await until(() => a.status() === "up" && b.status() === "up");
        await until(() => resyncs === 1 && resyncsB === 1);
        await until(bothSubscribed);
        a.pubsub.publish(TOPIC, { n: 3 });
        await until(() => seenA.includes(3) && seenB.includes(3));
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Never twice on the publishing instance (once locally, not again through Redis).
        expect(seenA.filter((n) => n === 1 || n === 3)).toEqual([1, 3]);
        expect(seenB.filter((n) => n === 1 || n === 3)).toEqual([1, 3]);
        await Promise.all([a.close(), b.close()]);
      } finally {
        logger.error = originalError;
        server.kill("SIGKILL");
      }
    },
    60_000,
  );
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` every 100 ms, for 30 s at most. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("condition not reached in 30 s");
}
