// GET /metrics (issue 32): Prometheus's text format behind a bearer token, with request latency by
// route template, orders by channel, the job queue's depth and failures, open sockets and the
// event loop's lag. Checked by promtool (Debian's prometheus package) when it is installed.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import {
  demoProduct,
  futureSlot,
  gql,
  orderInput,
  PLACE_ORDER,
  setCapacity,
  totalOf,
} from "../order/helpers.js";

const TOKEN = "metrics-token-0123456789abcdef";
let app: TestApp;
let closed: TestApp | undefined;

const promtool = spawnSync("promtool", ["--version"]).status === 0;
const scrape = (token?: string) =>
  fetch(`${app.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await app?.close();
  await closed?.close();
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
