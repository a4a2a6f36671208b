// Concurrent checkouts: a slot never takes more orders than its capacity, and a replayed
// submission places one order. On PostgreSQL (TEST_DATABASE_URL) the transactions really overlap.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import {
  demoProduct,
  futureSlot,
  type Line,
  orderInput,
  PLACE_ORDER,
  setCapacity,
  setOptionUnits,
  setSlotUnits,
  totalOf,
} from "./helpers.js";

let app: TestApp;
let items: Line[];
let total: number;

beforeAll(async () => {
  app = await startTestApp();
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  total = await totalOf(app.db.prisma, items);
});
afterAll(() => app?.close());

const place = (input: object) => gql(app.url, PLACE_ORDER, { input });

describe("concurrent checkouts", () => {
  it("lets exactly `capacity` of 100 simultaneous orders into a slot of 10 and writes nothing for the rest", async () => {
    const slot: Slot = await futureSlot(app.db.prisma, "TAKEOUT", 1);
    await setCapacity(app.db.prisma, "TAKEOUT", slot, 10);
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => place(orderInput(slot, items, total))),
    );
    const elapsed = Date.now() - started;
    const kinds = results.map((r) => r.data?.placeOrder?.__typename ?? JSON.stringify(r.errors));
    const placed = results.filter((r) => r.data?.placeOrder.__typename === "MutationPlaceOrderSuccess");
    const refused = results.filter((r) => r.data?.placeOrder.__typename === "ValidationError");
    console.log(
      `[concurrency] ${app.db.kind}: 100 orders at capacity 10 in ${elapsed} ms -> ${placed.length} placed`,
    );
    expect(placed.length, kinds.join(",")).toBe(10);
    expect(refused.length).toBe(90);
    for (const r of refused)
      expect(r.data?.placeOrder.message).toBe(
        "選択された時間帯は満席になりました。別の時間帯をお選びください",
      );
    expect(await app.db.prisma.order.count({ where: { slotStartsAt: slot.startsAt } })).toBe(10);
    const usage = await app.db.prisma.slotUsage.findUniqueOrThrow({
      where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: slot.startsAt } },
    });
    expect(usage.orderCount).toBe(10);
    expect(new Set(placed.map((r) => r.data?.placeOrder.data.order.code)).size).toBe(10);
  });

  it("counts kitchen units too: 100 simultaneous orders of 3 units each fill a slot of 23 units with 7", async () => {
    const slot: Slot = await futureSlot(app.db.prisma, "TAKEOUT", 3);
    await setCapacity(app.db.prisma, "TAKEOUT", slot, 50);
    await setSlotUnits(app.db.prisma, "TAKEOUT", slot, 23);
    const demo = await demoProduct(app.db.prisma);
    await setOptionUnits(app.db.prisma, demo.option.id, 3);
    try {
      const results = await Promise.all(
        Array.from({ length: 100 }, () => place(orderInput(slot, items, total))),
      );
      const placed = results.filter((r) => r.data?.placeOrder.__typename === "MutationPlaceOrderSuccess");
      const refused = results.filter((r) => r.data?.placeOrder.__typename === "ValidationError");
      console.log(
        `[concurrency] ${app.db.kind}: 100 orders of 3 units at 23 units -> ${placed.length} placed`,
      );
      expect(placed.length).toBe(7);
      expect(refused.length).toBe(93);
      for (const r of refused)
        expect(r.data?.placeOrder.message).toBe(
          "選択された時間帯は満席になりました。別の時間帯をお選びください",
        );
      const orders = await app.db.prisma.order.findMany({ where: { slotStartsAt: slot.startsAt } });
      expect(orders.map((o) => o.kitchenUnits)).toEqual(Array(7).fill(3));
      const usage = await app.db.prisma.slotUsage.findUniqueOrThrow({
        where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: slot.startsAt } },
      });
      expect([usage.orderCount, usage.unitCount]).toEqual([7, 21]);
    } finally {
      await setOptionUnits(app.db.prisma, demo.option.id, 1);
      await setSlotUnits(app.db.prisma, "TAKEOUT", slot, null);
    }
  });

  it("places one order when the same submission is replayed 50 times at once, with the same answer", async () => {
    const slot = await futureSlot(app.db.prisma, "TAKEOUT", 2);
    const input = orderInput(slot, items, total);
    const results = await Promise.all(Array.from({ length: 50 }, () => place(input)));
    const answers = results.map((r) => r.data?.placeOrder);
    for (const a of answers) expect(a?.__typename, JSON.stringify(a)).toBe("MutationPlaceOrderSuccess");
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await app.db.prisma.order.count({ where: { slotStartsAt: slot.startsAt } })).toBe(1);
    const usage = await app.db.prisma.slotUsage.findUniqueOrThrow({
      where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: slot.startsAt } },
    });
    expect(usage.orderCount).toBe(1);
    // And once more later: still the same answer.
    expect((await place(input)).data?.placeOrder).toEqual(answers[0]);
  });
});
