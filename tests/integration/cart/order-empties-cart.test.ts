// A member's order empties their server cart on every door: the spec's REST draft (items taken from
// the cart), GraphQL placeOrder, and a card order once its payment is confirmed (not before).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import { signPayment } from "../../../server/src/modules/payment/sandbox-gateway.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

let app: TestApp;
let slot: Slot;
let demo: Awaited<ReturnType<typeof demoProduct>>;

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  demo = await demoProduct(app.db.prisma);
});
afterAll(() => app?.close());

async function memberWithCart(email: string) {
  const customer = await app.db.prisma.customer.create({
    data: {
      email,
      passwordHash: "x",
      lastName: "広島",
      firstName: "花子",
      lastNameKana: "ヒロシマ",
      firstNameKana: "ハナコ",
      tel: "09012345678",
      prefectureId: 34,
      confirmedAt: new Date(),
    },
  });
  const token = await issueToken(app.db.prisma, "customer", customer.id);
  const headers = { "access-token": token.accessToken, client: token.client, uid: email };
  const line = { product_id: demo.product.id, product_option_id: demo.option.id, quantity: 2 };
  const added = await rest(app.url, "POST", "/carts", { cart: line }, headers);
  expect(added.body.cart_count).toBe(2);
  return { headers, email };
}

const cartCount = async (headers: Record<string, string>) =>
  (await rest(app.url, "GET", "/carts", undefined, headers)).body.cart_count as number;

const draft = (email: string, extra: Record<string, unknown> = {}) => ({
  last_name: "広島",
  first_name: "花子",
  last_name_kana: "ヒロシマ",
  first_name_kana: "ハナコ",
  email,
  tel: "09012345678",
  prefecture_id: 34,
  isTakeout: true,
  credit: false,
  receiving_time: slot.startsAt.toISOString(),
  agreement: true,
  ...extra,
});

describe("a member's order and their server cart", () => {
  it("POST /api/orders from the server cart empties it", async () => {
    const { headers, email } = await memberWithCart("rest-cart@example.jp");
    const res = await rest(app.url, "POST", "/orders", { order: draft(email) }, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order.order_details[0].quantity).toBe(2);
    expect(await cartCount(headers)).toBe(0);
  });

  it("GraphQL placeOrder empties it too", async () => {
    const { headers } = await memberWithCart("gql-cart@example.jp");
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 2 },
    ];
    const { data } = await gql(
      app.url,
      PLACE_ORDER,
      { input: orderInput(slot, items, await totalOf(app.db.prisma, items)) },
      headers,
    );
    expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
    expect(await cartCount(headers)).toBe(0);
  });

  it("a card order keeps the cart until its payment is confirmed, then empties it", async () => {
    const { headers, email } = await memberWithCart("card-cart@example.jp");
    const res = await rest(app.url, "POST", "/orders", { order: draft(email, { credit: true }) }, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.order as Json;
    expect(await cartCount(headers)).toBe(2);
    const paid = {
      code: order.code,
      trackingId: order.sbpayment_tracking_id,
      amount: order.total_price,
      result: "approved",
    };
    const confirmed = await rest(app.url, "PUT", "/orders/confirmation", {
      order: {
        code: paid.code,
        sbpayment_tracking_id: paid.trackingId,
        amount: paid.amount,
        result: paid.result,
        signature: signPayment(paid),
      },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await cartCount(headers)).toBe(0);
  });

  it("a refused order leaves the cart as it was", async () => {
    const { headers, email } = await memberWithCart("refused-cart@example.jp");
    const res = await rest(app.url, "POST", "/orders", { order: draft(email, { tel: "123" }) }, headers);
    expect(res.status).toBe(422);
    expect(await cartCount(headers)).toBe(2);
  });
});
