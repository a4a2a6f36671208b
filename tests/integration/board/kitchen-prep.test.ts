// The kitchen's prep summary: what to fry for the next hour, summed on the server from today's
// orders still to cook (late ones included), and only for administrators.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { kitchenPrep, summarisePrep } from "../../../server/src/modules/order/kitchen-prep.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { adminSession, insertOrder } from "./helpers.js";

let app: TestApp;
// A fixed noon today (Tokyo): the window is 12:00-13:00 whatever the hour the test runs.
const today = tokyoClock(new Date()).date;
const at = (minutes: number) => tokyoInstant(today, minutes);
const NOON = 12 * 60;

async function orderWith(
  minutes: number,
  lines: Array<[string, string | null, number]>,
  status: "RECEIVED" | "PRINTING" | "READY" | "AWAITING_PAYMENT" | "CANCELLED" = "RECEIVED",
) {
  const order = await insertOrder(app.db.prisma, at(minutes), { status });
  for (const [productName, optionName, quantity] of lines) {
    await app.db.prisma.orderItem.create({
      data: {
        orderId: order.id,
        productName,
        optionName,
        quantity,
        unitPrice: 100,
        taxRate: 8,
        lineTotal: 100 * quantity,
        unitAmount: 108,
        amount: 108 * quantity,
      },
    });
  }
  return order;
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe("kitchen prep summary", () => {
  it("sums products and options of orders due within the hour, late ones included, nothing ready or unpaid", async () => {
    // Every insertOrder also brings 唐揚げ ×2 (no option).
    await orderWith(NOON + 10, [["唐揚げ", "5個", 2]]);
    await orderWith(
      NOON + 45,
      [
        ["唐揚げ", "5個", 1],
        ["ポテト", null, 3],
      ],
      "PRINTING",
    );
    await orderWith(NOON - 20, [["唐揚げ", "10個", 1]]); // late, still to cook
    await orderWith(NOON + 60, [["唐揚げ", "5個", 9]]); // just outside the hour
    await orderWith(NOON + 5, [["唐揚げ", "5個", 9]], "READY");
    await orderWith(NOON + 5, [["唐揚げ", "5個", 9]], "AWAITING_PAYMENT");
    await orderWith(NOON + 5, [["唐揚げ", "5個", 9]], "CANCELLED");

    const prep = await kitchenPrep(app.db.prisma, at(NOON));
    expect(prep.until).toEqual(at(NOON + 60));
    expect(prep.orderCount).toBe(3);
    expect(prep.lines).toEqual([
      { productName: "唐揚げ", optionName: null, quantity: 6, orderCount: 3 },
      // A tie in quantity goes by name (Japanese collation: katakana before kanji).
      { productName: "ポテト", optionName: null, quantity: 3, orderCount: 1 },
      { productName: "唐揚げ", optionName: "5個", quantity: 3, orderCount: 2 },
      { productName: "唐揚げ", optionName: "10個", quantity: 1, orderCount: 1 },
    ]);
  });

  it("does not count yesterday's orders left open", async () => {
    const yesterday = await insertOrder(app.db.prisma, new Date(at(0).getTime() - 30 * 60_000));
    await orderWith(30, [["手羽先", null, 4]]);
    const early = await kitchenPrep(app.db.prisma, at(10));
    expect(yesterday.status).toBe("RECEIVED");
    expect(early.orderCount).toBe(1);
    expect(early.lines).toContainEqual({
      productName: "手羽先",
      optionName: null,
      quantity: 4,
      orderCount: 1,
    });
    expect(early.lines).toContainEqual({
      productName: "唐揚げ",
      optionName: null,
      quantity: 2,
      orderCount: 1,
    });
  });

  it("keeps a product and an option of the same words apart, and sorts ties by name", () => {
    const lines = summarisePrep([
      { orderId: 1, productName: "鶏皮", optionName: null, quantity: 2 },
      { orderId: 1, productName: "唐揚げ", optionName: "塩", quantity: 2 },
      { orderId: 2, productName: "唐揚げ", optionName: "塩", quantity: 1 },
    ]);
    expect(lines.map((l) => [l.productName, l.optionName, l.quantity, l.orderCount])).toEqual([
      ["唐揚げ", "塩", 3, 2],
      ["鶏皮", null, 2, 1],
    ]);
  });

  it("is answered over GraphQL to administrators only", async () => {
    const query =
      "{ kitchenPrep { until windowMinutes orderCount lines { productName optionName quantity orderCount } } }";
    const admin = await adminSession(app.url);
    const answer = await admin.gql(query);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.kitchenPrep).toMatchObject({ windowMinutes: 60 });
    expect(Array.isArray(answer.data?.kitchenPrep.lines)).toBe(true);

    const stranger = await gql(app.url, query);
    expect(stranger.data?.kitchenPrep ?? null).toBeNull();
    expect(stranger.errors?.length).toBeGreaterThan(0);
  });
});
