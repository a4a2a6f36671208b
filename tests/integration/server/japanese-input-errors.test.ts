// Both doors answer input of the wrong type in Japanese, 4xx, nothing written: the REST order draft
// (the shared zod rules with the Japanese error map) and GraphQL's placeOrder (its variables' types,
// then the same zod rules). A property test over wrong types (issue 26, point 11).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { PLACE_ORDER } from "../order/helpers.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const isJapanese = (message: string) => /[ぁ-んァ-ヶ一-龠]/.test(message) && !/[A-Za-z]{3,}/.test(message);

const wrong = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);
const REST_FIELDS = [
  "last_name",
  "email",
  "tel",
  "receiving_time",
  "order_details",
  "isTakeout",
  "credit",
  "agreement",
  "total_price",
  "prefecture_id",
  "postal_code",
  "info",
];
const GQL_FIELDS = [
  "lastName",
  "email",
  "tel",
  "slotStartsAt",
  "items",
  "method",
  "paymentMethod",
  "agreement",
  "expectedTotal",
  "prefectureId",
  "postalCode",
  "note",
];
const record = (fields: string[]) => fc.dictionary(fc.constantFrom(...fields), wrong, { minKeys: 1 });

describe("wrong types on both doors", () => {
  it("REST POST /api/orders answers 4xx in Japanese", async () => {
    const before = await app.db.prisma.order.count();
    await fc.assert(
      fc.asyncProperty(record(REST_FIELDS), async (order) => {
        const res = await rest(app.url, "POST", "/orders", { order });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        for (const message of res.body.errors as string[]) expect(isJapanese(message), message).toBe(true);
      }),
      { numRuns: 30 },
    );
    expect(await app.db.prisma.order.count()).toBe(before);
  });

  it("GraphQL placeOrder answers in Japanese", async () => {
    await fc.assert(
      fc.asyncProperty(record(GQL_FIELDS), async (input) => {
        const res = await gql(app.url, PLACE_ORDER, { input });
        const messages = [
          ...(res.errors ?? []).map((e) => e.message),
          ...(res.data?.placeOrder ? [(res.data.placeOrder as Json).message as string] : []),
        ];
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(isJapanese(message), message).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it("says which field a GraphQL variable error concerns", async () => {
    const res = await gql(app.url, PLACE_ORDER, { input: { lastName: 1 } });
    const typed = res.errors?.find((e) => e.extensions?.field === "input.lastName");
    expect(typed?.message).toBe("入力内容の形式が正しくありません");
    const missing = res.errors?.find((e) => e.extensions?.field === "input.email");
    expect(missing?.message).toBe("必須の項目が指定されていません");
  });
});
