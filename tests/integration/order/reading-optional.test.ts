// Issue 35: a visitor ordering in English, Chinese or Korean cannot type katakana, so the reading
// (フリガナ) is optional for an order not in Japanese and still required for one in Japanese, by the
// one shared rule (shared/order.ts) on both doors; staff read such an order with an empty reading.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { adminHeaders } from "../board/helpers.js";
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
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  total = await totalOf(app.db.prisma, items);
});
afterAll(async () => {
  await app?.close();
});

const noReading = () => {
  const {
    lastNameKana: _l,
    firstNameKana: _f,
    ...rest
  } = orderInput(slot, items, total, {
    lastName: "Smith",
    firstName: "Anna",
  });
  return rest;
};

describe("the reading over GraphQL", () => {
  it("places an English order without a reading and stores it empty; staff see the order", async () => {
    const { data } = await gql(app.url, PLACE_ORDER, { input: noReading() }, { "x-shop-lang": "en" });
    expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
    const code = (data?.placeOrder.data as Json).order.code as string;
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { code } });
    expect(stored).toMatchObject({ locale: "en", lastNameKana: "", firstNameKana: "" });

    // The board and the order's page read it (an empty reading, the name as typed).
    const admin = await adminHeaders(app.url);
    const seen = await gql(
      app.url,
      `query($code: String!) { adminOrders(period: FUTURE, search: { code: $code }) { __typename
        ... on QueryAdminOrdersSuccess { data { orders { code lastName lastNameKana firstNameKana locale } } } } }`,
      { code },
      admin,
    );
    expect(seen.errors, JSON.stringify(seen.errors)).toBeUndefined();
    expect(seen.data?.adminOrders.data.orders).toEqual([
      { code, lastName: "Smith", lastNameKana: "", firstNameKana: "", locale: "en" },
    ]);
  });

  it("takes the input's locale: a Korean order without a reading, a Japanese one refused in Japanese", async () => {
    const korean = await gql(app.url, PLACE_ORDER, { input: { ...noReading(), locale: "ko" } });
    expect(korean.data?.placeOrder.__typename, JSON.stringify(korean)).toBe("MutationPlaceOrderSuccess");

    const before = await app.db.prisma.order.count();
    const japanese = await gql(app.url, PLACE_ORDER, { input: noReading() });
    expect(japanese.data?.placeOrder.__typename).toBe("ValidationError");
    expect(japanese.data?.placeOrder.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: "lastNameKana", messages: ["セイを入力してください"] },
        { field: "firstNameKana", messages: ["メイを入力してください"] },
      ]),
    );
    const englishHeaderJaInput = await gql(
      app.url,
      PLACE_ORDER,
      { input: { ...noReading(), locale: "ja" } },
      { "x-shop-lang": "en" },
    );
    expect(englishHeaderJaInput.data?.placeOrder.__typename).toBe("ValidationError");
    expect(await app.db.prisma.order.count()).toBe(before);
  });

  it("still refuses a reading that is not katakana in any language", async () => {
    const res = await gql(
      app.url,
      PLACE_ORDER,
      { input: { ...noReading(), lastNameKana: "Smith" } },
      { "x-shop-lang": "en" },
    );
    expect(res.data?.placeOrder.fieldErrors).toEqual([
      { field: "lastNameKana", messages: ["フリガナは全角カタカナで入力してください"] },
    ]);
  });
});

describe("the reading over REST /api/orders", () => {
  it("places a Chinese order without a reading (201) and refuses a Japanese one with 422", async () => {
    const placed = await rest(app.url, "POST", "/orders", { order: noReading() }, { "x-shop-lang": "zh" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order).toMatchObject({ locale: "zh", last_name_kana: "", first_name_kana: "" });

    const refused = await rest(app.url, "POST", "/orders", { order: { ...noReading(), locale: "ja" } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining(["セイを入力してください", "メイを入力してください"]),
    );
    const japanese = await rest(app.url, "POST", "/orders", {
      order: { ...noReading(), last_name_kana: "スミス", first_name_kana: "アンナ" },
    });
    expect(japanese.status, JSON.stringify(japanese.body)).toBe(201);
    expect(japanese.body.order).toMatchObject({ locale: "ja", last_name_kana: "スミス" });
  });
});
