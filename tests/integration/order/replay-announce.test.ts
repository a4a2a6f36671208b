// A replayed order is announced again (issue 32): an instance may commit an order and die before
// announcing it; the client's retry, on any instance, gets the stored order back and must tell the
// boards, or a board that stayed connected never shows that order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { adminSession, BOARD_SUBSCRIPTION, insertOrder, subscribe, untilReceived } from "../board/helpers.js";
import {
  demoProduct,
  futureSlot,
  type Line,
  orderInput,
  PLACE_ORDER,
  setCapacity,
  totalOf,
} from "./helpers.js";

let app: TestApp;
let board: ReturnType<typeof subscribe>;
let slot: Slot;
let one: Line[];
let total: number;

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  await setCapacity(app.db.prisma, "TAKEOUT", slot, 50);
  const demo = await demoProduct(app.db.prisma);
  one = [{ productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 }];
  total = await totalOf(app.db.prisma, one);
  const admin = await adminSession(app.url);
  board = subscribe(app.url, BOARD_SUBSCRIPTION, { ...admin.headers });
  const warmUp = await insertOrder(app.db.prisma, slot.startsAt);
  await untilReceived(
    board,
    () => admin.rest("PUT", `/admin/orders/${warmUp.id}/printing`),
    (r) => r.data?.orderEvents.order.code === warmUp.code,
  );
});
afterAll(async () => {
  await board?.close();
  await app?.close();
});

const placedEvents = (code: string) =>
  board.results.filter(
    (r) => r.data?.orderEvents.kind === "PLACED" && r.data?.orderEvents.order.code === code,
  );

describe("a replayed order", () => {
  it("is announced to the boards again, with the same order", async () => {
    const input = orderInput(slot, one, total);
    const first = await gql(app.url, PLACE_ORDER, { input });
    const code = first.data?.placeOrder.data.order.code as string;
    await board.next((r) => r.data?.orderEvents.kind === "PLACED" && r.data?.orderEvents.order.code === code);
    expect(placedEvents(code)).toHaveLength(1);

    const again = await gql(app.url, PLACE_ORDER, { input });
    expect(again.data?.placeOrder.data.order.code).toBe(code);
    const announced = await Promise.race([
      board.next(() => placedEvents(code).length >= 2).then(() => placedEvents(code).length >= 2),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    expect(announced, "the replay announced the order").toBe(true);
    expect(await app.db.prisma.order.count({ where: { code } })).toBe(1);
  });
});
