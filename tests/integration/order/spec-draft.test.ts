// POST /api/orders with the spec's order draft as the spec's client sends it: snake_case, isTakeout /
// credit flags, the draft's own `code`, no idempotency key and no total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { demoProduct, futureSlot, totalOf } from "./helpers.js";

let app: TestApp;
let slot: Slot;
let demo: Awaited<ReturnType<typeof demoProduct>>;

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  demo = await demoProduct(app.db.prisma);
});
afterAll(async () => {
  await app?.close();
});

const draft = (extra: Record<string, unknown> = {}) => ({
  code: "draft-0001",
  last_name: "広島",
  first_name: "花子",
  last_name_kana: "ヒロシマ",
  first_name_kana: "ハナコ",
  email: "hanako@example.jp",
  tel: "09012345678",
  prefecture_id: 34,
  isTakeout: true,
  isShipping: false,
  isReceipt: false,
  useCar: false,
  credit: false,
  info: "",
  receiving_time: slot.startsAt.toISOString(),
  agreement: true,
  order_details: [{ product_id: demo.product.id, product_option_id: demo.option.id, quantity: 2 }],
  ...extra,
});

describe("POST /api/orders with the spec's draft", () => {
  it("places the order at the server's own total when the draft sends none", async () => {
    const res = await rest(app.url, "POST", "/orders", { order: draft() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const expected = await totalOf(app.db.prisma, [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 2 },
    ]);
    expect(res.body.order).toMatchObject({ total_price: expected, provision_method: "takeout" });
    expect(res.body.order.code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it("answers the same order for the same draft code, and another for another person's code", async () => {
    const first = await rest(app.url, "POST", "/orders", { order: draft({ code: "same-code-1" }) });
    const again = await rest(app.url, "POST", "/orders", { order: draft({ code: "same-code-1" }) });
    expect(first.status).toBe(201);
    expect(again.body.order.id).toBe(first.body.order.id);
    const stranger = await rest(app.url, "POST", "/orders", {
      order: draft({ code: "same-code-1", email: "someone@example.jp" }),
    });
    expect(stranger.status).toBe(201);
    expect(stranger.body.order.id).not.toBe(first.body.order.id);
    expect(stranger.body.arrival_secret).not.toBe(first.body.arrival_secret);
  });

  it("takes the Idempotency-Key header over the draft's code", async () => {
    const headers = { "idempotency-key": "header-key-42" };
    const one = await rest(app.url, "POST", "/orders", { order: draft({ code: "a" }) }, headers);
    const two = await rest(app.url, "POST", "/orders", { order: draft({ code: "b" }) }, headers);
    expect(two.body.order.id).toBe(one.body.order.id);
  });

  it("still compares a total the draft sends, and still answers 422 for a bad draft", async () => {
    const before = await app.db.prisma.order.count();
    const wrong = await rest(app.url, "POST", "/orders", { order: draft({ code: "x1", total_price: 1 }) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toContain("お支払い金額が変更されました");
    const bad = await rest(app.url, "POST", "/orders", { order: draft({ code: "x2", tel: "123" }) });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("携帯電話番号");
    expect(await app.db.prisma.order.count()).toBe(before);
  });
});
