// A pickup by car needs the car's colour and number plate (staff bring the order out to it): the
// rule lives in shared/order.ts, so the server refuses what the checkout form refuses, with the same
// Japanese words, answered 4xx over REST, and nothing is written (decision 0055).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { CAR_MESSAGES } from "../../../shared/order.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { demoProduct, futureSlot, type Line, orderInput, PLACE_ORDER, totalOf } from "./helpers.js";

let app: TestApp;
let slot: Slot;
let items: Line[];
let total: number;

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.bigOption.id, toppingOptionIds: [], quantity: 1 },
  ];
  total = await totalOf(app.db.prisma, items);
});
afterAll(() => app?.close());

describe("a takeout by car", () => {
  it("is refused over GraphQL without the car's colour and number, each field in Japanese", async () => {
    const before = await app.db.prisma.order.count();
    const { data } = await gql(app.url, PLACE_ORDER, {
      input: orderInput(slot, items, total, { useCar: true, carColor: "", carNumber: null }),
    });
    expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("ValidationError");
    expect(data?.placeOrder.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: "carColor", messages: [CAR_MESSAGES.color] },
        { field: "carNumber", messages: [CAR_MESSAGES.number] },
      ]),
    );
    expect(await app.db.prisma.order.count()).toBe(before);
  });

  it("is refused over REST with 422, and placed once the colour and number are given", async () => {
    const before = await app.db.prisma.order.count();
    const bad = await rest(app.url, "POST", "/orders", {
      order: orderInput(slot, items, total, { use_car: true, car_color: "白" }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toContain(CAR_MESSAGES.number);
    expect(await app.db.prisma.order.count()).toBe(before);

    const good = await rest(app.url, "POST", "/orders", {
      order: orderInput(slot, items, total, {
        use_car: true,
        car_color: "白",
        car_number: "広島 500 あ 12-34",
      }),
    });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(good.body.order as Json).toMatchObject({
      use_car: true,
      car_color: "白",
      car_number: "広島 500 あ 12-34",
    });
  });

  it("needs no car details when the customer does not come by car", async () => {
    const { data } = await gql(app.url, PLACE_ORDER, {
      input: orderInput(slot, items, total, { useCar: false, carColor: "", carNumber: "" }),
    });
    expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  });
});
