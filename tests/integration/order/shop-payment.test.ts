// Paying a counter order at the counter (issue 30, point 3): payShopOrder and
// POST /api/admin/shop/orders/:code/payment. Cash with the amount received (the change is the
// server's), the card terminal, PayPay; who took it; bad amounts refused in Japanese, nothing written.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOP_PAY_MESSAGES } from "../../../shared/shop-order.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { demoProduct, futureSlot, type Line, setCapacity, totalOf } from "./helpers.js";

let app: TestApp;
let items: Line[];
let total: number;
let staff: Awaited<ReturnType<typeof adminSession>>;
/** A coming slot with room for every order here: "now" exists only during opening hours. */
let slotStartsAt: string;

const PLACE = `mutation($input: PlaceShopOrderInput!) { placeShopOrder(input: $input) {
  __typename ... on MutationPlaceShopOrderSuccess { data { order { code total paymentStatus } } }
  ... on Error { message } } }`;
const PAY = `mutation($input: PayShopOrderInput!) { payShopOrder(input: $input) {
  __typename
  ... on MutationPayShopOrderSuccess { data { code paymentStatus shopPayment cashReceived change paidByName paidAt } }
  ... on ValidationError { message fieldErrors { field messages } }
  ... on Error { message } } }`;

beforeAll(async () => {
  app = await startTestApp();
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.bigOption.id, toppingOptionIds: [], quantity: 1 },
  ];
  total = await totalOf(app.db.prisma, items);
  staff = await adminSession(app.url);
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  await setCapacity(app.db.prisma, "TAKEOUT", slot, 100);
  slotStartsAt = slot.startsAt.toISOString();
});
afterAll(async () => {
  await app?.close();
});

/** A counter order, placed unpaid (お会計 comes right after), at a slot that exists at any hour. */
async function placed(): Promise<string> {
  const { data } = await staff.gql(PLACE, {
    input: { idempotencyKey: randomUUID(), kind: "COUNTER", items, expectedTotal: total, slotStartsAt },
  });
  const answer = data?.placeShopOrder;
  expect(answer.__typename, JSON.stringify(answer)).toBe("MutationPlaceShopOrderSuccess");
  expect(answer.data.order.paymentStatus).toBe("UNPAID");
  return answer.data.order.code;
}

const stored = (code: string) => app.db.prisma.order.findUniqueOrThrow({ where: { code } });

describe("paying a counter order", () => {
  it("in cash: records the amount received and who took it; the change is the server's", async () => {
    const code = await placed();
    const { data } = await staff.gql(PAY, { input: { code, method: "CASH", received: total + 780 } });
    expect(data?.payShopOrder).toMatchObject({
      __typename: "MutationPayShopOrderSuccess",
      data: { code, paymentStatus: "PAID", shopPayment: "CASH", cashReceived: total + 780, change: 780 },
    });
    const admin = await app.db.prisma.administrator.findFirstOrThrow({ orderBy: { id: "asc" } });
    expect(data?.payShopOrder.data.paidByName).toBe(admin.name);
    // Paid once: a second tap is told so and changes nothing.
    const again = await staff.gql(PAY, { input: { code, method: "PAYPAY" } });
    expect(again.data?.payShopOrder).toMatchObject({
      __typename: "ConflictError",
      message: SHOP_PAY_MESSAGES.paid,
    });
    expect((await stored(code)).shopPayment).toBe("CASH");
  });

  it("by the card terminal or PayPay, on the REST door too", async () => {
    const card = await placed();
    const { data } = await staff.gql(PAY, { input: { code: card, method: "CARD" } });
    expect(data?.payShopOrder.data).toMatchObject({ shopPayment: "CARD", cashReceived: null, change: null });
    const paypay = await placed();
    const res = await staff.rest("POST", `/admin/shop/orders/${paypay}/payment`, { method: "paypay" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ payment_status: "PAID", shop_payment: "PAYPAY", change: null });
  });

  it.each<[string, () => number | string, string | null]>([
    ["an amount below the total", () => total - 1, null],
    ["a negative amount", () => -100, SHOP_PAY_MESSAGES.receivedNegative],
    ["not a number", () => "せんえん", SHOP_PAY_MESSAGES.receivedNumber],
    ["a fraction of a yen", () => "1000.5", SHOP_PAY_MESSAGES.receivedNumber],
    ["no amount", () => "", SHOP_PAY_MESSAGES.receivedRequired],
  ])("refuses %s in Japanese with 422 and writes nothing", async (_name, amount, message) => {
    const code = await placed();
    const before = await stored(code);
    const res = await staff.rest("POST", `/admin/shop/orders/${code}/payment`, {
      method: "cash",
      received: amount(),
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(message ?? SHOP_PAY_MESSAGES.short(total));
    if (typeof amount() === "number") {
      const { data } = await staff.gql(PAY, { input: { code, method: "CASH", received: amount() } });
      expect(data?.payShopOrder).toMatchObject({
        __typename: "ValidationError",
        message: message ?? SHOP_PAY_MESSAGES.short(total),
      });
    }
    const after = await stored(code);
    expect(after).toMatchObject({
      paymentStatus: "UNPAID",
      paidAt: null,
      shopPayment: null,
      cashReceived: null,
    });
    expect(after.version).toBe(before.version);
  });

  it("is refused to an anonymous visitor", async () => {
    const code = await placed();
    const res = await rest(app.url, "POST", `/admin/shop/orders/${code}/payment`, { method: "card" });
    expect(res.status).toBe(401);
    expect((await stored(code)).paymentStatus).toBe("UNPAID");
  });
});
