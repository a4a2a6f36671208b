// Card payments through the sandbox gateway's hosted page, arrival notices with the per-order
// secret, and order history that only shows a customer their own orders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import { signPayment } from "../../../server/src/modules/payment/sandbox-gateway.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { demoProduct, futureSlot, type Line, orderInput, PLACE_ORDER, slotNow, totalOf } from "./helpers.js";

let app: TestApp;
let smtp: TestSmtp;
let slot: Slot;
let items: Line[];
let total: number;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 2 },
  ];
  total = await totalOf(app.db.prisma, items);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function placeCard(email = "card@example.jp") {
  const { data } = await gql(app.url, PLACE_ORDER, {
    input: orderInput(slot, items, total, { paymentMethod: "CARD", email }),
  });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return data?.placeOrder.data as Json;
}

/** Opens the hosted page as a browser would and reads the form behind one of its buttons. */
async function choose(paymentUrl: string, label: "承認する" | "拒否する") {
  const res = await fetch(paymentUrl.replace("http://shop.test", app.url));
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("カード決済（テスト環境）");
  const form = html.split("<form").find((f) => f.includes(label))!;
  expect(form).toContain('action="http://shop.test/confirm/purchase"');
  return Object.fromEntries(
    [...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
}

const confirm = (fields: Record<string, string | number>) =>
  rest(app.url, "PUT", "/orders/confirmation", { order: fields });

describe("card payment", () => {
  it("waits for payment, then a good signature pays the order exactly once; a replay answers the same", async () => {
    const placed = await placeCard();
    expect(placed.order.status).toBe("AWAITING_PAYMENT");
    expect(placed.paymentUrl).toMatch(/^http:\/\/shop\.test\/api\/payments\/sandbox\/sb[0-9a-f]+$/);
    const fields = await choose(placed.paymentUrl, "承認する");
    expect(fields).toMatchObject({ code: placed.order.code, amount: String(total), result: "approved" });

    const since = smtp.mails.length;
    const first = await confirm(fields);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ paid: true, order: { status: "RECEIVED", payment_status: "PAID" } });
    const paidAt = first.body.order.paid_at;
    const replays = await Promise.all([confirm(fields), confirm(fields), confirm(fields)]);
    for (const replay of replays) expect(replay.body).toEqual(first.body);
    const paid = await smtp.waitFor("card@example.jp", since, (m) =>
      m.subject.includes("お支払いが完了しました"),
    );
    expect(paid.subject).toContain("お支払いが完了しました");
    const again = await gql(
      app.url,
      `mutation($c: String!, $t: String!, $a: Int!, $r: String!, $s: String!) { confirmPayment(code: $c, trackingId: $t, amount: $a, result: $r, signature: $s) {
        __typename ... on MutationConfirmPaymentSuccess { data { paid message order { status paidAt } } } } }`,
      {
        c: fields.code,
        t: fields.sbpayment_tracking_id,
        a: Number(fields.amount),
        r: "approved",
        s: fields.signature,
      },
    );
    expect(again.data?.confirmPayment.data).toMatchObject({
      paid: true,
      order: { status: "RECEIVED", paidAt },
    });
    expect(smtp.mails.slice(since).filter((m) => m.subject.includes("お支払いが完了しました"))).toHaveLength(
      1,
    );
    // The hosted page no longer offers buttons.
    expect(await (await fetch(placed.paymentUrl.replace("http://shop.test", app.url))).text()).toContain(
      "完了しています",
    );
  });

  it("refuses a bad signature and a wrong amount, and leaves the order unpaid", async () => {
    const placed = await placeCard();
    const fields = await choose(placed.paymentUrl, "承認する");
    const forged = await confirm({ ...fields, signature: "0".repeat(64) });
    expect(forged.status).toBe(403);
    expect(forged.body.errors[0]).toMatch(/署名/);
    const cheaper = { ...fields, amount: String(total - 100) };
    const cheap = await confirm({
      ...cheaper,
      signature: signPayment({
        code: fields.code!,
        trackingId: fields.sbpayment_tracking_id!,
        amount: total - 100,
        result: "approved",
      }),
    });
    expect(cheap.status).toBe(422);
    expect(cheap.body.errors[0]).toMatch(/金額/);
    const unsignedAmount = await confirm({ ...fields, amount: String(total + 1) });
    expect(unsignedAmount.status).toBe(403);
    const order = await app.db.prisma.order.findUniqueOrThrow({
      where: { code: placed.order.code },
      include: { payments: true },
    });
    expect(order).toMatchObject({ status: "AWAITING_PAYMENT", paymentStatus: "UNPAID", paidAt: null });
    expect(order.payments[0]?.status).toBe("UNPAID");
  });

  it("cancels a declined payment with a clear message and gives the slot back", async () => {
    const placed = await placeCard();
    const usage = () =>
      app.db.prisma.slotUsage.findUniqueOrThrow({
        where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: slot.startsAt } },
      });
    const before = (await usage()).orderCount;
    const fields = await choose(placed.paymentUrl, "拒否する");
    const declined = await confirm(fields);
    expect(declined.status).toBe(422);
    expect(declined.body.errors[0]).toMatch(/カード決済が承認されなかった/);
    expect(declined.body.order).toMatchObject({ status: "CANCELLED", payment_status: "FAILED" });
    expect((await usage()).orderCount).toBe(before - 1);
    expect((await confirm(fields)).body).toEqual(declined.body);
    expect((await usage()).orderCount).toBe(before - 1);
    // An approval signed for the same payment afterwards does not revive it.
    const approve = await confirm({
      ...fields,
      result: "approved",
      signature: signPayment({
        code: fields.code!,
        trackingId: fields.sbpayment_tracking_id!,
        amount: total,
        result: "approved",
      }),
    });
    expect(approve.body.order.status).toBe("CANCELLED");
  });
});

describe("arrival", () => {
  it("needs the order's secret: a wrong one is a 404, the right one sets arrivedAt once", async () => {
    const { data } = await gql(app.url, PLACE_ORDER, { input: orderInput(slot, items, total) });
    const { order, arrivalSecret } = data?.placeOrder.data as Json;
    await slotNow(app.db.prisma, order.code);
    expect((await rest(app.url, "PUT", `/orders/${order.code}/arrival`, { secret: "wrong" })).status).toBe(
      404,
    );
    expect((await rest(app.url, "PUT", `/orders/${order.id}/arrival`, {})).status).toBe(404);
    const arrived = await rest(app.url, "PUT", `/orders/${order.id}/arrival`, undefined, {
      "x-arrival-secret": arrivalSecret,
    });
    expect(arrived.status).toBe(200);
    expect(arrived.body.order.arrived_at).toEqual(expect.any(String));
    const again = await gql(
      app.url,
      `mutation($code: String!, $secret: String!) { markArrived(code: $code, secret: $secret) { __typename ... on MutationMarkArrivedSuccess { data { arrivedAt } } ... on Error { message } } }`,
      { code: order.code.toLowerCase(), secret: arrivalSecret },
    );
    expect(again.data?.markArrived.data.arrivedAt).toBe(arrived.body.order.arrived_at);
    const wrong = await gql(
      app.url,
      `mutation { markArrived(code: "${order.code}", secret: "nope") { __typename ... on Error { message } } }`,
    );
    expect(wrong.data?.markArrived).toEqual({
      __typename: "NotFoundError",
      message: "ご注文が見つかりませんでした",
    });
    // The same secret reads the order; without it the order does not exist.
    const read = `query($code: String!, $secret: String) { order(code: $code, secret: $secret) { code total } }`;
    expect((await gql(app.url, read, { code: order.code, secret: arrivalSecret })).data?.order).toEqual({
      code: order.code,
      total,
    });
    expect((await gql(app.url, read, { code: order.code })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("order history", () => {
  async function signedIn(email: string) {
    const customer = await app.db.prisma.customer.create({
      data: {
        email,
        passwordHash: "x",
        lastName: "履歴",
        firstName: "太郎",
        lastNameKana: "リレキ",
        firstNameKana: "タロウ",
        tel: "09033334444",
        confirmedAt: new Date(),
      },
    });
    const token = await issueToken(app.db.prisma, "customer", customer.id);
    return {
      id: customer.id,
      headers: { "access-token": token.accessToken, client: token.client, uid: email },
    };
  }

  it("links orders to the signed-in customer and shows each customer only their own", async () => {
    const alice = await signedIn("alice@example.jp");
    const bob = await signedIn("bob@example.jp");
    for (let i = 0; i < 3; i++) {
      const { data } = await gql(
        app.url,
        PLACE_ORDER,
        { input: orderInput(slot, items, total) },
        alice.headers,
      );
      expect(data?.placeOrder.__typename).toBe("MutationPlaceOrderSuccess");
    }
    await gql(app.url, PLACE_ORDER, { input: orderInput(slot, items, total) }, bob.headers);

    const page = await gql(
      app.url,
      `{ myOrders(page: 2, perPage: 2) { totalCount page perPage orders { code total items { productName } } } }`,
      {},
      alice.headers,
    );
    expect(page.data?.myOrders).toMatchObject({ totalCount: 3, page: 2, perPage: 2 });
    expect(page.data?.myOrders.orders).toHaveLength(1);

    const past = await rest(app.url, "GET", `/customers/${alice.id}/past`, undefined, alice.headers);
    expect(past.status).toBe(200);
    expect(past.body.total_count).toBe(3);
    expect(past.body.orders.map((o: Json) => o.total_price)).toEqual([total, total, total]);
    expect((await rest(app.url, "GET", `/customers/${bob.id}/past`, undefined, alice.headers)).status).toBe(
      404,
    );
    expect((await rest(app.url, "GET", `/customers/${alice.id}/past`)).status).toBe(401);
    expect((await gql(app.url, "{ myOrders { totalCount } }")).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );

    // An order of Bob's cannot be read by Alice by its code.
    const bobs = await app.db.prisma.order.findFirstOrThrow({
      where: { customer: { email: "bob@example.jp" } },
    });
    const peek = await gql(
      app.url,
      `query($c: String!) { order(code: $c) { code } }`,
      { c: bobs.code },
      alice.headers,
    );
    expect(peek.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const own = await gql(
      app.url,
      `query($c: String!) { order(code: $c) { code } }`,
      { c: bobs.code },
      bob.headers,
    );
    expect(own.data?.order.code).toBe(bobs.code);
  });
});
