// Stripe's webhook: verified on the raw body with the SDK, each event recorded once, its work done
// by the job queue with the same conditional update as the customer's return. Events are signed
// with the SDK's generateTestHeaderString; sessions live in the local fixture of Stripe's API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expireUnpaidOrders,
  PAYMENT_TIMEOUT_MS,
} from "../../../server/src/modules/payment/payment-expiry.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json } from "../../support/http.js";
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

async function placeCard() {
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  const items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  const input = orderInput(slot, items, await totalOf(app.db.prisma, items), { paymentMethod: "CARD" });
  const { data } = await gql(app.url, PLACE_ORDER, { input });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  const placed = data?.placeOrder.data as Json;
  const orderId = Number(placed.order.id);
  const payment = await app.db.prisma.payment.findFirstOrThrow({ where: { orderId } });
  return { orderId, sessionId: payment.trackingId };
}

async function deliver(delivery: { body: string; signature: string }) {
  const res = await fetch(`${app.url}/api/payments/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
    body: delivery.body,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const orderOf = (id: number) =>
  app.db.prisma.order.findUniqueOrThrow({ where: { id }, include: { payments: true } });

/** The job queue works the event: wait for the order to reach the state. */
const settles = (id: number, status: string) =>
  expect.poll(async () => (await orderOf(id)).status, { timeout: 20_000, interval: 100 }).toBe(status);

/** Every job of the event queue is done (nothing more can change). */
async function queueDrained() {
  await expect
    .poll(
      async () =>
        (
          await app.db.prisma.$queryRawUnsafe<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'stripe-event' AND state < 'completed'`,
          )
        )[0]!.n,
      { timeout: 20_000, interval: 100 },
    )
    .toBe(0);
}

describe("Stripe's webhook", () => {
  it("marks the order paid from a valid checkout.session.completed, once however often it comes", async () => {
    const { orderId, sessionId } = await placeCard();
    const delivery = stripe.event("checkout.session.completed", stripe.pay(sessionId));
    const first = await deliver(delivery);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    await settles(orderId, "RECEIVED");
    const paid = await orderOf(orderId);
    expect(paid.payments[0]!.status).toBe("PAID");

    const replay = await deliver(delivery);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    await queueDrained();
    expect((await orderOf(orderId)).version).toBe(paid.version);
    expect(await app.db.prisma.paymentEvent.count({ where: { id: delivery.event.id } })).toBe(1);
  });

  it("refuses a tampered body, an old timestamp and another secret with 400, changing nothing", async () => {
    const { orderId, sessionId } = await placeCard();
    const good = stripe.event("checkout.session.completed", stripe.pay(sessionId));
    const tampered = { ...good, body: good.body.replace(/"amount_total":\d+/, '"amount_total":1') };
    const old = stripe.event("checkout.session.completed", stripe.pay(sessionId), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const forged = stripe.event("checkout.session.completed", stripe.pay(sessionId), {
      secret: "whsec_someoneelse000000",
    });
    for (const delivery of [tampered, old, forged]) {
      const answer = await deliver(delivery);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toContain("署名を確認できない");
    }
    expect(
      await app.db.prisma.paymentEvent.count({
        where: { id: { in: [good, old, forged].map((d) => d.event.id) } },
      }),
    ).toBe(0);
    expect((await orderOf(orderId)).status).toBe("AWAITING_PAYMENT");
  });

  it("keeps a paid order paid when an older expiry arrives after the payment", async () => {
    const { orderId, sessionId } = await placeCard();
    const openSession = structuredClone(stripe.sessions.get(sessionId)!);
    const expired = stripe.event("checkout.session.expired", { ...openSession, status: "expired" });
    await deliver(stripe.event("checkout.session.completed", stripe.pay(sessionId)));
    await settles(orderId, "RECEIVED");
    expect((await deliver(expired)).status).toBe(200);
    await queueDrained();
    const order = await orderOf(orderId);
    expect(order.status).toBe("RECEIVED");
    expect(order.payments[0]!.status).toBe("PAID");
  });

  it("never pays a cancelled order: a payment after the expiry is flagged for staff", async () => {
    const { orderId, sessionId } = await placeCard();
    const openSession = structuredClone(stripe.sessions.get(sessionId)!);
    await deliver(stripe.event("checkout.session.expired", { ...openSession, status: "expired" }));
    await settles(orderId, "CANCELLED");
    await deliver(stripe.event("checkout.session.completed", stripe.pay(sessionId)));
    await expect
      .poll(async () => (await orderOf(orderId)).payments[0]!.attention, { timeout: 20_000, interval: 100 })
      .toContain("返金してください");
    expect((await orderOf(orderId)).status).toBe("CANCELLED");
  });

  it("does not mark paid an amount that differs from the order's total, and flags it for staff", async () => {
    const { orderId, sessionId } = await placeCard();
    const total = (await orderOf(orderId)).total;
    await deliver(stripe.event("checkout.session.completed", stripe.pay(sessionId, total - 100)));
    await expect
      .poll(async () => (await orderOf(orderId)).payments[0]!.attention, { timeout: 20_000, interval: 100 })
      .toContain("一致しません");
    const order = await orderOf(orderId);
    expect(order.status).toBe("AWAITING_PAYMENT");
    expect(order.payments[0]!.status).toBe("UNPAID");
    // Nor is it cancelled by the sweep: staff settle it.
    const later = new Date(Date.now() + PAYMENT_TIMEOUT_MS + 60_000);
    expect(await expireUnpaidOrders({ prisma: app.db.prisma }, later)).not.toContain(order.code);
  });

  it("answers 200 to an event for a session it does not know, changing nothing", async () => {
    const { sessionId } = await placeCard();
    const stranger = { ...structuredClone(stripe.sessions.get(sessionId)!), id: "cs_test_unknown000" };
    const answer = await deliver(stripe.event("checkout.session.completed", stranger));
    expect(answer.status).toBe(200);
    await queueDrained();
  });
});
