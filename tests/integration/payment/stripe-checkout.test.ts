// Card payment through Stripe Checkout, with the real SDK talking to a local fixture of Stripe's
// API: the session opened for an order, Stripe unreachable, the return that asks Stripe, the
// sweep that expires at Stripe first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_SCHEMA } from "../../../server/src/jobs/jobs.js";
import { MAIL_QUEUE } from "../../../server/src/mail/mail.js";
import {
  expireUnpaidOrders,
  PAYMENT_TIMEOUT_MS,
} from "../../../server/src/modules/payment/payment-expiry.js";
import { STRIPE_UNREACHABLE } from "../../../server/src/modules/payment/stripe-gateway.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { adminHeaders } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";
import { FIXTURE_KEY, FIXTURE_WEBHOOK_SECRET, StripeFixture } from "./stripe-fixture.js";

let app: TestApp;
let stripe: StripeFixture;

beforeAll(async () => {
  stripe = await new StripeFixture().start();
  app = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: FIXTURE_KEY,
      STRIPE_WEBHOOK_SECRET: FIXTURE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

async function cardInput(target: TestApp, quantity = 1) {
  const slot = await futureSlot(target.db.prisma, "TAKEOUT");
  const demo = await demoProduct(target.db.prisma);
  const items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity },
  ];
  const input = orderInput(slot, items, await totalOf(target.db.prisma, items), { paymentMethod: "CARD" });
  return { slot, input };
}

async function placeCard(quantity = 1) {
  const { slot, input } = await cardInput(app, quantity);
  const { data } = await gql(app.url, PLACE_ORDER, { input });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  const placed = data?.placeOrder.data as Json;
  const payment = await app.db.prisma.payment.findFirstOrThrow({
    where: { orderId: Number(placed.order.id) },
  });
  return { placed, payment, slot, input };
}

const confirm = (code: string, trackingId: string) =>
  rest(app.url, "PUT", "/orders/confirmation", { order: { code, sbpayment_tracking_id: trackingId } });

describe("a card order on Stripe", () => {
  it("opens one Checkout Session in yen for exactly the order's lines, named by the order code", async () => {
    const before = stripe.requests.length;
    const { placed, payment, input } = await placeCard(2);
    const session = stripe.sessions.get(payment.trackingId)!;
    expect(session).toBeDefined();
    expect(placed.paymentUrl).toBe(session.url);
    expect(session.client_reference_id).toBe(placed.order.code);
    expect(session.currency).toBe("jpy");
    expect(session.amount_total).toBe(placed.order.total);
    expect(session.allowed_payment_method_types).toEqual(["card"]);
    const created = stripe.requests.slice(before).filter((r) => r.path === "/v1/checkout/sessions");
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toMatch(new RegExp(`^checkout:[0-9a-f]{64}:${placed.order.code}$`));
    expect(created[0]!.form.get("line_items[0][quantity]")).toBe("2");
    // At least Stripe's minimum of 30 minutes from now.
    expect(session.expires_at * 1000).toBeGreaterThanOrEqual(Date.now() + PAYMENT_TIMEOUT_MS);
    expect(payment.expiresAt?.getTime()).toBe(session.expires_at * 1000);

    // A retried submit answers the same order and session, and opens none.
    const count = stripe.sessions.size;
    const again = await gql(app.url, PLACE_ORDER, { input });
    expect(again.data?.placeOrder.data.order.code).toBe(placed.order.code);
    expect(again.data?.placeOrder.data.paymentUrl).toBe(session.url);
    expect(stripe.sessions.size).toBe(count);

    // The REST order carries the session id as sbpayment_tracking_id.
    const answer = await confirm(placed.order.code, payment.trackingId);
    expect(answer.body.order.sbpayment_tracking_id).toBe(session.id);
  });

  it("is paid on the return only once Stripe says the session is paid", async () => {
    const { placed, payment } = await placeCard();
    const early = await confirm(placed.order.code, payment.trackingId);
    expect(early.status).toBe(422);
    expect(early.body.paid).toBe(false);
    expect(early.body.errors[0]).toContain("お支払いはまだ完了していません");

    stripe.pay(payment.trackingId);
    const back = await confirm(placed.order.code, payment.trackingId);
    expect(back.status).toBe(200);
    expect(back.body.paid).toBe(true);
    const order = await app.db.prisma.order.findUniqueOrThrow({
      where: { id: Number(placed.order.id) },
      include: { payments: true },
    });
    expect(order.status).toBe("RECEIVED");
    expect(order.payments[0]!.providerPaymentId).toBe(
      stripe.sessions.get(payment.trackingId)!.payment_intent,
    );
    // Again: the same answer, nothing changes.
    const twice = await confirm(placed.order.code, payment.trackingId);
    expect(twice.body.paid).toBe(true);
    const after = await app.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.version).toBe(order.version);
  });

  it("tells the customer in Japanese when Stripe cannot be reached, and writes nothing", async () => {
    const { slot, input } = await cardInput(app);
    const usage = () =>
      app.db.prisma.slotUsage.findUnique({
        where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: slot.startsAt } },
      });
    const before = { usage: (await usage())?.orderCount ?? 0, orders: await app.db.prisma.order.count() };
    stripe.down = true;
    try {
      const { data, errors } = await gql(app.url, PLACE_ORDER, { input });
      expect(data?.placeOrder ?? null).toBeNull();
      expect(errors?.[0]?.message).toBe(STRIPE_UNREACHABLE);
    } finally {
      stripe.down = false;
    }
    expect((await usage())?.orderCount ?? 0).toBe(before.usage);
    expect(await app.db.prisma.order.count()).toBe(before.orders);
  });

  it("expires the session at Stripe before cancelling, and pays an order paid meanwhile", async () => {
    const unpaid = await placeCard();
    const paidLate = await placeCard();
    stripe.pay(paidLate.payment.trackingId);
    const later = new Date(Date.now() + PAYMENT_TIMEOUT_MS + 60_000);
    const expired = await expireUnpaidOrders({ prisma: app.db.prisma, gateway: await liveGateway() }, later);
    expect(expired).toContain(unpaid.placed.order.code);
    expect(expired).not.toContain(paidLate.placed.order.code);
    expect(stripe.sessions.get(unpaid.payment.trackingId)!.status).toBe("expired");
    const order = await app.db.prisma.order.findUniqueOrThrow({
      where: { id: Number(paidLate.placed.order.id) },
    });
    expect(order.status).not.toBe("CANCELLED");
  });
});

describe("a shop cancellation of an order paid on Stripe", () => {
  it("refunds the whole payment once, with one idempotency key, retrying after Stripe fails", async () => {
    const { placed, payment } = await placeCard();
    stripe.pay(payment.trackingId);
    expect((await confirm(placed.order.code, payment.trackingId)).body.paid).toBe(true);
    const intent = stripe.sessions.get(payment.trackingId)!.payment_intent as string;
    // Stripe fails the first call and the SDK's two retries of it: the job's attempt fails, the queue retries.
    stripe.failRefunds = 3;
    const headers = await adminHeaders(app.url);
    const cancelled = await rest(app.url, "DELETE", `/admin/orders/${placed.order.id}`, undefined, headers);
    expect(cancelled.status).toBe(200);
    const refundOf = () => app.db.prisma.refund.findFirstOrThrow({ where: { paymentId: payment.id } });
    await expect
      .poll(async () => (await refundOf()).status, { timeout: 60_000, interval: 200 })
      .toBe("SUCCEEDED");
    const refund = await refundOf();
    expect(refund).toMatchObject({ amount: placed.order.total, attempts: 2, lastError: null });
    const calls = stripe.requests.filter(
      (r) => r.path === "/v1/refunds" && r.form.get("payment_intent") === intent,
    );
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set([refund.idempotencyKey]));
    expect(stripe.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([
      placed.order.total,
    ]);
    const paid = await app.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(paid.refundedAmount).toBe(placed.order.total);
    // A second cancellation is refused and refunds nothing more.
    expect(
      (await rest(app.url, "DELETE", `/admin/orders/${placed.order.id}`, undefined, headers)).status,
    ).toBe(409);
    expect(await app.db.prisma.refund.count({ where: { paymentId: payment.id } })).toBe(1);
    const audited = await app.db.prisma.auditEntry.findMany({
      where: { subject: `注文 ${placed.order.code}` },
      orderBy: { id: "asc" },
    });
    expect(audited.map((a) => a.kind)).toEqual(["ORDER_CANCELLED", "ORDER_REFUNDED"]);
  });
});

const REFUND = `mutation($id: ID!, $amount: Int!, $reason: String!) {
  refundOrderPayment(id: $id, amount: $amount, reason: $reason) {
    __typename
    ... on MutationRefundOrderPaymentSuccess { data { id amount reason status requestedBy } }
    ... on ValidationError { message fieldErrors { field messages } } } }`;

describe("a partial refund by staff", () => {
  it("refunds up to what is left, with a reason and who asked, and refuses more in Japanese", async () => {
    const { placed, payment } = await placeCard(2);
    stripe.pay(payment.trackingId);
    expect((await confirm(placed.order.code, payment.trackingId)).body.paid).toBe(true);
    const headers = await adminHeaders(app.url);
    const first = await gql(
      app.url,
      REFUND,
      { id: placed.order.id, amount: 100, reason: "からあげ1個不足" },
      headers,
    );
    expect(first.data?.refundOrderPayment.data).toMatchObject({ amount: 100, status: "PENDING" });
    expect(first.data?.refundOrderPayment.data.requestedBy).toBeTruthy();
    // The audit trail says who refunded what, and why (issue 27, point 12).
    const audited = await app.db.prisma.auditEntry.findMany({
      where: { kind: "ORDER_REFUNDED", subject: `注文 ${placed.order.code}` },
    });
    expect(audited.map((a) => a.detail)).toEqual(["100円（からあげ1個不足）"]);
    expect(audited[0]?.actorId).not.toBeNull();
    const tooMuch = await gql(
      app.url,
      REFUND,
      { id: placed.order.id, amount: placed.order.total - 99, reason: "全額" },
      headers,
    );
    expect(tooMuch.data?.refundOrderPayment).toMatchObject({
      __typename: "ValidationError",
      message: "返金額が返金できる残りの金額を超えています",
    });
    const noReason = await gql(app.url, REFUND, { id: placed.order.id, amount: 1, reason: " " }, headers);
    expect(noReason.data?.refundOrderPayment.__typename).toBe("ValidationError");
    const guest = await gql(app.url, REFUND, { id: placed.order.id, amount: 1, reason: "x" });
    expect(guest.data?.refundOrderPayment ?? null).toBeNull();
    await expect
      .poll(
        async () =>
          (await app.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).refundedAmount,
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toBe(100);
    expect(await app.db.prisma.refund.count({ where: { paymentId: payment.id } })).toBe(1);
    // Staff read what is left and the refund; the customer reads the refund (not who asked).
    const STAFF_VIEW = `query($code: String!) { order(code: $code) {
      refundableAmount refunds { amount status reason requestedBy } } }`;
    const staffView = await gql(app.url, STAFF_VIEW, { code: placed.order.code }, headers);
    expect(staffView.data?.order).toMatchObject({
      refundableAmount: placed.order.total - 100,
      refunds: [{ amount: 100, status: "SUCCEEDED", reason: "からあげ1個不足" }],
    });
    // The customer is mailed 「ご返金 100円（カード）」 once, queued with the refund.
    const { rows } = await app.db.jobSql.executeSql(
      `SELECT data->'message'->>'text' AS text FROM ${JOB_SCHEMA}.job
       WHERE name = $1 AND strpos(data->'message'->>'subject', $2) > 0`,
      [MAIL_QUEUE, `ご返金のお知らせ（注文番号 ${placed.order.code}）`],
    );
    expect(rows).toHaveLength(1);
    expect((rows[0] as { text: string }).text).toContain("ご返金 100円（カード）");
  });

  it("tells customers card payment is offered while a gateway is live", async () => {
    const { data } = await gql(app.url, "{ cardPaymentAvailable }", {});
    expect(data?.cardPaymentAvailable).toBe(true);
    const status = await gql(
      app.url,
      "{ paymentGateway { name cardPayments testMode } }",
      {},
      await adminHeaders(app.url),
    );
    expect(status.data?.paymentGateway).toEqual({ name: "stripe", cardPayments: true, testMode: true });
  });
});

async function liveGateway() {
  const { createStripeGateway } = await import("../../../server/src/modules/payment/stripe-gateway.js");
  return createStripeGateway({
    secretKey: FIXTURE_KEY,
    webhookSecret: FIXTURE_WEBHOOK_SECRET,
    paypay: false,
    apiUrl: stripe.url,
  });
}
