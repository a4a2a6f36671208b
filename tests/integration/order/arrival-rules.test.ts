// The arrival notice exists only for pickups that are open and paid (or paid at the shop):
// delivery, handed-over and unpaid card orders are refused with 409 in Japanese, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { demoProduct, futureSlot, type Line, orderInput, PLACE_ORDER, slotNow, totalOf } from "./helpers.js";

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
const ARRIVAL = `query($code: String!, $secret: String!) { orderArrival(code: $code, secret: $secret) {
  ... on QueryOrderArrivalSuccess { data { code useCar arrivedAt refusal } } ... on Error { message } } }`;
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

  it("is refused on another day than the order's, saying when it is taken", async () => {
    const tomorrow = await place();
    const early = await arrive(tomorrow.order.code, tomorrow.arrivalSecret);
    expect(early.status).toBe(409);
    expect(early.body.errors[0]).toMatch(/^到着のお知らせは、お受け取りの当日（.+）に受け付けます$/);
    const row = await app.db.prisma.order.findUniqueOrThrow({ where: { code: tomorrow.order.code } });
    expect(row.arrivedAt).toBeNull();
    // Its slot three hours ago: past the window.
    const past = Date.now() - 3 * 60 * 60_000;
    await app.db.prisma.order.update({
      where: { code: tomorrow.order.code },
      data: { slotStartsAt: new Date(past), slotEndsAt: new Date(past + 15 * 60_000) },
    });
    const late = await arrive(tomorrow.order.code, tomorrow.arrivalSecret);
    expect(late.status).toBe(409);
    expect(late.body.errors[0]).toContain("過ぎているため");
  });

  it("is accepted for an open pay-at-shop pickup around its slot", async () => {
    const open = await place();
    await slotNow(app.db.prisma, open.order.code);
    const ok = await arrive(open.order.code, open.arrivalSecret);
    expect(ok.status).toBe(200);
    expect(ok.body.order.arrived_at).toEqual(expect.any(String));
  });

  it("is read by the arrival page on load: a wrong link, the car, a refusal and a notice already given", async () => {
    const read = async (code: string, secret: string) =>
      (await gql(app.url, ARRIVAL, { code, secret })).data?.orderArrival;
    const order = await place({ useCar: true, carColor: "白", carNumber: "広島 300 あ 12-34" });
    const { code } = order.order;
    expect(await read(code, "wrong-secret")).toEqual({ message: "ご注文が見つかりませんでした" });
    expect(await read("not-a-code", order.arrivalSecret)).toEqual({
      message: "ご注文が見つかりませんでした",
    });
    const early = (await read(code, order.arrivalSecret)).data;
    expect(early).toMatchObject({ code, useCar: true, arrivedAt: null });
    expect(early.refusal).toMatch(/^到着のお知らせは、お受け取りの当日（.+）に受け付けます$/);
    await slotNow(app.db.prisma, code);
    expect((await read(code, order.arrivalSecret)).data).toMatchObject({ refusal: null, arrivedAt: null });
    expect((await arrive(code, order.arrivalSecret)).status).toBe(200);
    // A reload reads the server's record, not the page's memory.
    expect((await read(code, order.arrivalSecret)).data).toMatchObject({
      arrivedAt: expect.any(String),
      refusal: null,
    });
    const counter = await place();
    expect((await read(counter.order.code, counter.arrivalSecret)).data.useCar).toBe(false);
  });
});
