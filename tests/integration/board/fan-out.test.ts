// Several app instances behind one PostgreSQL and one Redis: an order placed through one instance
// reaches a board subscribed on another. Needs both servers, so it runs in the PostgreSQL run
// (TEST_DATABASE_URL) when Redis answers; the embedded database cannot be shared by two processes.
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { reachable, TEST_REDIS_URL } from "../../setup/redis.js";
import { type RunningApp, startApp } from "../../setup/start-app.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";
import { adminHeaders, BOARD_SUBSCRIPTION, subscribe, untilReceived } from "./helpers.js";

const REDIS_URL = TEST_REDIS_URL;

const onPostgres = inject("testDatabaseTemplate").kind === "postgres";
const redisUp = await reachable(REDIS_URL);
// This run's own channels: other runs and the benchmark may share the Redis server.
const env = { REDIS_URL, REDIS_PREFIX: `test-fanout-${process.pid}-${Date.now()}:` };

describe.runIf(onPostgres && redisUp)("two instances, one PostgreSQL and one Redis", () => {
  let a: TestApp;
  let b: RunningApp;

  beforeAll(async () => {
    a = await startTestApp({ env });
    b = await startApp({ databaseUrl: a.config.databaseUrl, dataDir: tmpdir(), seed: false, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("runs on different ports with Redis events", () => {
    expect(new URL(a.url).port).not.toBe(new URL(b.url).port);
    expect(a.config.redisUrl).toBe(REDIS_URL);
  });

  it("delivers an order placed through one instance to a board subscribed on the other", async () => {
    const board = subscribe(b.url, BOARD_SUBSCRIPTION, await adminHeaders(b.url));
    try {
      const slot = await futureSlot(a.db.prisma, "TAKEOUT");
      const demo = await demoProduct(a.db.prisma);
      const items = [
        { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
      ];
      const total = await totalOf(a.db.prisma, items);
      const codes: string[] = [];
      // Redis subscriptions start asynchronously: place orders on A until B's board hears one.
      const first = await untilReceived(
        board,
        async () => {
          const { data } = await gql(a.url, PLACE_ORDER, { input: orderInput(slot, items, total) });
          expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
          codes.push(data?.placeOrder.data.order.code);
        },
        (r) => r.data?.orderEvents.kind === "PLACED",
      );
      const event = first.data?.orderEvents;
      expect(codes).toContain(event.order.code);
      expect(event.order).toMatchObject({
        status: "RECEIVED",
        items: [{ productName: demo.product.name, quantity: 1 }],
      });
      // Once live, every later order arrives, once: a duplicate of the first would come before the
      // second, which follows it on the same Redis connection.
      const place = async () =>
        (await gql(a.url, PLACE_ORDER, { input: orderInput(slot, items, total) })).data?.placeOrder.data.order
          .code as string;
      const code = await place();
      const next = await place();
      await board.next((r) => r.data?.orderEvents.order.code === next);
      const placedEvents = (c: string) =>
        board.results.filter(
          (r) => r.data?.orderEvents.kind === "PLACED" && r.data.orderEvents.order.code === c,
        );
      expect(placedEvents(code)).toHaveLength(1);
      expect(placedEvents(next)).toHaveLength(1);
    } finally {
      await board.close();
    }
  });
});

describe.runIf(!(onPostgres && redisUp))("two instances (skipped)", () => {
  it.skip(`needs PostgreSQL (TEST_DATABASE_URL) and Redis at ${REDIS_URL}`, () => {});
});
