// The arrival notice exists only for pickups that are open and paid (or paid at the shop):
// delivery, handed-over and unpaid card orders are refused with 409 in Japanese, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import {
  demoProduct,
  futureSlot,
  gql,
  type Json,
  type Line,
  orderInput,
  PLACE_ORDER,
  rest,
  totalOf,
} from "./helpers.js";

let app: TestApp;
let slot: Slot;
let items: Line[];
let total: number;

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  total = await totalOf(app.db.prisma, items);
});
afterAll(async () => {
  await app?.close();
});

async function place(extra: Record<string, unknown> = {}) {
  const { data } = await gql(app.url, PLACE_ORDER, { input: orderInput(slot, items, total, extra) });
  return data?.placeOrder.data as Json;
}
const arrive = (code: string, secret: string) =>
  rest(app.url, "PUT", `/orders/${code}/arrival`, undefined, { "x-arrival-secret": secret });

describe("arrival notices", () => {
  it("are refused for an unpaid card order, a handed-over order and a delivery order", async () => {
    const card = await place({ paymentMethod: "CARD" });
    const unpaid = await arrive(card.order.code, card.arrivalSecret);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.errors).toEqual(["お支払いが完了していないため、到着のお知らせはお受けできません"]);

    const handed = await place();
    await app.db.prisma.order.update({ where: { code: handed.order.code }, data: { status: "PROVIDED" } });
    const late = await arrive(handed.order.code, handed.arrivalSecret);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual(["このご注文はお渡し済みです"]);

    const delivery = await place();
    await app.db.prisma.order.update({ where: { code: delivery.order.code }, data: { method: "DELIVERY" } });
    const refused = await arrive(delivery.order.code, delivery.arrivalSecret);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual(["デリバリーのご注文は、到着のお知らせは不要です"]);

    const codes = [card, handed, delivery].map((p) => p.order.code as string);
    const rows = await app.db.prisma.order.findMany({ where: { code: { in: codes } } });
    expect(rows.map((r) => r.arrivedAt)).toEqual([null, null, null]);
  });

  it("is accepted for an open pay-at-shop pickup", async () => {
    const open = await place();
    const ok = await arrive(open.order.code, open.arrivalSecret);
    expect(ok.status).toBe(200);
    expect(ok.body.order.arrived_at).toEqual(expect.any(String));
  });
});
