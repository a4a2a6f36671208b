// The delivery area (and its fee) is decided only from an address whose postal code, prefecture and
// city agree (Japan Post's data): on the quote and on placeOrder, over GraphQL and REST alike, a
// disagreement is said in Japanese, answered 4xx, and nothing is written (issue 26, point 1).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { demoProduct, futureSlot, type Line, orderInput, PLACE_ORDER, totalOf } from "./helpers.js";

let app: TestApp;
let slot: Slot;
let items: Line[];

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "DELIVERY");
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.bigOption.id, toppingOptionIds: [], quantity: 3 },
  ];
});
afterAll(() => app?.close());

const QUOTE = `query($input: QuoteInput!) { quote(input: $input) {
  ... on QueryQuoteSuccess { data { deliveryFee deliveryArea { name } problems { code field message } } } } }`;

async function quoteFor(address: { postalCode: string; prefectureId?: number; address1: string }) {
  const { data } = await gql(app.url, QUOTE, { input: { items, method: "DELIVERY", ...address } });
  return data?.quote.data as Json;
}

const NAKA = { postalCode: "7300011", prefectureId: 34, address1: "広島市中区基町6-78" };

describe("the quote", () => {
  it("decides the area from an address that agrees", async () => {
    const quote = await quoteFor(NAKA);
    expect(quote.deliveryArea?.name).toBe("広島市中区");
    expect(quote.problems).toEqual([]);
  });

  it("decides no area, and charges nothing, when the city, the prefecture or the code disagrees", async () => {
    const asaminami = await quoteFor({ ...NAKA, address1: "広島市安佐南区祇園1-1" });
    expect(asaminami).toMatchObject({ deliveryArea: null, deliveryFee: 0 });
    expect(asaminami.problems).toEqual([
      {
        code: "ADDRESS_MISMATCH",
        field: "address1",
        message:
          "住所の市区町村が郵便番号 〒730-0011（広島県広島市中区）と一致しません。郵便番号か住所をご確認ください",
      },
    ]);
    const tokyo = await quoteFor({ ...NAKA, prefectureId: 13 });
    expect(tokyo.problems[0]).toMatchObject({ code: "ADDRESS_MISMATCH", field: "prefectureId" });
    expect(tokyo.problems[0].message).toContain("東京都");
    const unknown = await quoteFor({ ...NAKA, postalCode: "9999999" });
    expect(unknown.problems[0]).toMatchObject({ code: "ADDRESS_MISMATCH", field: "postalCode" });
    expect(unknown.deliveryArea).toBeNull();
  });
});

describe("placeOrder", () => {
  const delivery = async (address: Record<string, unknown>) => {
    const total = await totalOf(app.db.prisma, items); // 中区: no fee
    return orderInput(slot, items, total, { method: "DELIVERY", ...address });
  };

  it("refuses a disagreeing address over GraphQL with the field's Japanese message, writing nothing", async () => {
    const before = await app.db.prisma.order.count();
    for (const [address, field] of [
      [{ ...NAKA, address1: "広島市安佐南区祇園1-1" }, "address1"],
      [{ ...NAKA, prefectureId: 13 }, "prefectureId"],
      [{ ...NAKA, postalCode: "9999999" }, "postalCode"],
      [
        {
          ...NAKA,
          isShipping: true,
          shippingLastName: "安佐",
          shippingFirstName: "太郎",
          shippingLastNameKana: "アサ",
          shippingFirstNameKana: "タロウ",
          shippingTel: "09011112222",
          shippingPostalCode: "7300011",
          shippingPrefectureId: 34,
          shippingAddress1: "広島市安佐南区祇園1-1",
        },
        "shippingAddress1",
      ],
    ] as const) {
      const { data } = await gql(app.url, PLACE_ORDER, { input: await delivery(address) });
      expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("ValidationError");
      expect(data?.placeOrder.message).toMatch(/一致しません|見つかりません/);
      expect(data?.placeOrder.fieldErrors.map((f: Json) => f.field)).toContain(field);
    }
    expect(await app.db.prisma.order.count()).toBe(before);
  });

  it("refuses it over REST with 422 too, and places the order when the address agrees", async () => {
    const before = await app.db.prisma.order.count();
    const bad = await rest(app.url, "POST", "/orders", {
      order: await delivery({ ...NAKA, address1: "広島市安佐南区祇園1-1" }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toContain("一致しません");
    expect(await app.db.prisma.order.count()).toBe(before);
    const { data } = await gql(app.url, PLACE_ORDER, { input: await delivery(NAKA) });
    expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  });
});
