// GET /metrics (issue 32): Prometheus's text format behind a bearer token, with request latency by
// route template, orders by channel, the job queue's depth and failures, open sockets and the
// event loop's lag. Checked by promtool (Debian's prometheus package) when it is installed.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, rest } from "../../support/http.js";
import { adminHeaders } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, setCapacity, totalOf } from "../order/helpers.js";
import { FIXTURE_KEY, FIXTURE_WEBHOOK_SECRET, StripeFixture } from "../payment/stripe-fixture.js";

const TOKEN = "metrics-token-0123456789abcdef";
let app: TestApp;
let closed: TestApp | undefined;
let stripe: StripeFixture;

const REFUND = `mutation($id: ID!, $amount: Int!, $reason: String!) {
  refundOrderPayment(id: $id, amount: $amount, reason: $reason) {
    __typename ... on MutationRefundOrderPaymentSuccess { data { id status } } } }`;

const promtool = spawnSync("promtool", ["--version"]).status === 0;
const scrape = (token?: string) =>
  fetch(`${app.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

beforeAll(async () => {
  stripe = await new StripeFixture().start();
  app = await startTestApp({
    env: {
      METRICS_TOKEN: TOKEN,
      STRIPE_SECRET_KEY: FIXTURE_KEY,
      STRIPE_WEBHOOK_SECRET: FIXTURE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await closed?.close();
  await stripe?.close();
});

describe("/metrics", () => {
  it("is absent without METRICS_TOKEN, and refuses a missing or wrong token with 401", async () => {
    closed = await startTestApp({ seed: false });
    expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);
    expect(
      (await fetch(`${closed.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
    for (const token of [undefined, "wrong-token-0123456789abcdef", `${TOKEN}x`]) {
      const refused = await scrape(token);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ errors: ["メトリクスの認証に失敗しました"] });
    }
  });

  it("counts requests by route template, orders by channel and method, and reads the job queue", async () => {
    const { prisma } = app.db;
    const slot = await futureSlot(prisma, "TAKEOUT");
    await setCapacity(prisma, "TAKEOUT", slot, 50);
    const demo = await demoProduct(prisma);
    const one = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const placed = await gql(app.url, PLACE_ORDER, {
      input: orderInput(slot, one, await totalOf(prisma, one)),
    });
    expect(placed.data?.placeOrder.__typename).toBe("MutationPlaceOrderSuccess");
    await fetch(`${app.url}/api/orders/ZZZZZZ/arrival`, { method: "PUT" });

    const answer = await scrape(TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(
      /^karaage_orders_placed_total\{channel="online",method="takeout",payment="\w+"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^karaage_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="2xx"\} [1-9]/m,
    );
    // The template, never the raw path with the code in it.
    expect(text).not.toContain("ZZZZZZ");
    expect(text).toMatch(/method="PUT",route="\/api\/orders\/:id\/arrival",status="4xx"/);
    // The confirmation mail's job: queued, active or done by now; the gauge lists queues by state.
    expect(text).toMatch(/^# TYPE karaage_jobs gauge$/m);
    expect(text).toMatch(/^karaage_websocket_connections \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  // Through the gateway the payment tests use: the real Stripe SDK against the local fixture of
  // Stripe's API. A card order paid on Stripe's page, one whose payment fails (Stripe's webhook),
  // and a refund by staff that Stripe takes, then one it refuses (the job fails and will retry).
  it("counts payments and refunds by method and outcome", async () => {
    const { prisma } = app.db;
    const slot = await futureSlot(prisma, "TAKEOUT");
    await setCapacity(prisma, "TAKEOUT", slot, 50);
    const demo = await demoProduct(prisma);
    const one = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(prisma, one);
    const seriesValue = async (series: string) => {
      const line = (await (await scrape(TOKEN)).text()).split("\n").find((l) => l.startsWith(`${series} `));
      return line ? Number(line.split(" ")[1]) : 0;
    };
    const series = {
      paid: 'karaage_payments_total{method="stripe",outcome="paid"}',
      declined: 'karaage_payments_total{method="stripe",outcome="declined"}',
      refunded: 'karaage_refunds_total{method="stripe",outcome="succeeded"}',
      refundFailed: 'karaage_refunds_total{method="stripe",outcome="failed"}',
    };
    const before = Object.fromEntries(
      await Promise.all(Object.entries(series).map(async ([k, v]) => [k, await seriesValue(v)] as const)),
    ) as Record<keyof typeof series, number>;

    const placeCard = async () => {
      const { data } = await gql(app.url, PLACE_ORDER, {
        input: orderInput(slot, one, total, { paymentMethod: "CARD" }),
      });
      expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
      const order = data?.placeOrder.data.order as { id: string; code: string };
      const payment = await prisma.payment.findFirstOrThrow({ where: { orderId: Number(order.id) } });
      return { order, sessionId: payment.trackingId };
    };
    const paidOrder = async () => {
      const { order, sessionId } = await placeCard();
      stripe.pay(sessionId);
      const back = await rest(app.url, "PUT", "/orders/confirmation", {
        order: { code: order.code, sbpayment_tracking_id: sessionId },
      });
      expect(back.status).toBe(200);
      return order;
    };

    const paid = await paidOrder();
    expect(await seriesValue(series.paid)).toBe(before.paid + 1);

    const failing = await placeCard();
    const failed = stripe.event(
      "checkout.session.async_payment_failed",
      stripe.sessions.get(failing.sessionId)!,
    );
    const delivered = await fetch(`${app.url}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": failed.signature },
      body: failed.body,
    });
    expect(delivered.status).toBe(200);
    // The webhook's work is a job: the counter moves when it has run.
    await expect.poll(() => seriesValue(series.declined), { timeout: 30_000 }).toBe(before.declined + 1);

    const headers = await adminHeaders(app.url);
    const refund = (id: string) =>
      gql(app.url, REFUND, { id, amount: 100, reason: "からあげ1個不足" }, headers).then(
        (r) => r.data?.refundOrderPayment.__typename,
      );
    expect(await refund(paid.id)).toBe("MutationRefundOrderPaymentSuccess");
    await expect.poll(() => seriesValue(series.refunded), { timeout: 30_000 }).toBe(before.refunded + 1);
    expect(stripe.refunds.at(-1)?.amount).toBe(100);

    // Stripe answers 500 to the call and the SDK's two retries of it: the job's attempt fails.
    const second = await paidOrder();
    stripe.failRefunds = 3;
    expect(await refund(second.id)).toBe("MutationRefundOrderPaymentSuccess");
    await expect
      .poll(() => seriesValue(series.refundFailed), { timeout: 30_000 })
      .toBe(before.refundFailed + 1);
    expect(await seriesValue(series.refunded)).toBe(before.refunded + 1);
    expect(await seriesValue(series.paid)).toBe(before.paid + 2);
    // Mail failures: the series exists from the start (a delivery failure is counted by the mail job).
    expect(await (await scrape(TOKEN)).text()).toMatch(/^# TYPE karaage_mail_failures_total counter$/m);
  });

  it.skipIf(!promtool)("passes promtool check metrics", async () => {
    const text = await (await scrape(TOKEN)).text();
    const check = spawnSync("promtool", ["check", "metrics"], { input: text });
    // prom-client's own nodejs_active_*_total gauges carry a _total suffix that promtool's linter
    // notes; every other line it writes (a parse error, or a lint of ours) fails the test.
    const findings = `${check.stdout}${check.stderr}`
      .split("\n")
      .filter(
        (line) =>
          line && !/^nodejs_active_\w+_total non-counter metrics should not have "_total" suffix$/.test(line),
      );
    expect(findings).toEqual([]);
    expect(text).toMatch(/^# TYPE karaage_orders_placed_total counter$/m);
  });
});
