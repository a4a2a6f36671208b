// One id per request (decision 0048): answered in X-Request-Id (a proxy's own id is kept) and
// carried into the jobs the request queues, so a job's log lines name the request that caused it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_SCHEMA } from "../../../server/src/jobs/jobs.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, setCapacity, totalOf } from "../order/helpers.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe("request ids", () => {
  it("answers each request with an id of its own, or the proxy's", async () => {
    const a = (await fetch(`${app.url}/healthz`)).headers.get("x-request-id");
    const b = (await fetch(`${app.url}/healthz`)).headers.get("x-request-id");
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
    const kept = await fetch(`${app.url}/healthz`, { headers: { "x-request-id": "proxy-req-0042" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-req-0042");
  });

  // placeOrder writes its mail's job in the order's own statement (decision 0032): the id must reach
  // it through GraphQL (whose body is read outside the request's scope) and through REST.
  it("carries the request's id into the confirmation mail's job, on both doors", async () => {
    const { prisma } = app.db;
    const slot = await futureSlot(prisma, "TAKEOUT");
    await setCapacity(prisma, "TAKEOUT", slot, 50);
    const demo = await demoProduct(prisma);
    const one = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(prisma, one);
    const viaGraphql = "order-req-graphql-0123";
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": viaGraphql },
      body: JSON.stringify({ query: PLACE_ORDER, variables: { input: orderInput(slot, one, total) } }),
    });
    expect(res.headers.get("x-request-id")).toBe(viaGraphql);
    const placed = (await res.json()) as { data: { placeOrder: { data: { order: { code: string } } } } };
    const graphqlCode = placed.data.placeOrder.data.order.code;

    const viaRest = "order-req-rest-4567";
    const input = orderInput(slot, one, total);
    const answer = await rest(
      app.url,
      "POST",
      "/orders",
      {
        order: {
          idempotency_key: input.idempotencyKey,
          method: "TAKEOUT",
          slot_starts_at: input.slotStartsAt,
          payment_method: "AT_SHOP",
          last_name: input.lastName,
          first_name: input.firstName,
          last_name_kana: input.lastNameKana,
          first_name_kana: input.firstNameKana,
          email: "rest-door@example.jp",
          tel: input.tel,
          agreement: true,
          order_details: [{ product_id: demo.product.id, product_option_id: demo.option.id, quantity: 1 }],
          total_price: total,
        },
      },
      { "x-request-id": viaRest },
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-request-id")).toBe(viaRest);

    const { rows } = await app.db.jobSql.executeSql(
      `SELECT data->>'requestId' AS "requestId", data->'message'->>'to' AS "to" FROM ${JOB_SCHEMA}.job
       WHERE name = 'mail' ORDER BY created_on`,
    );
    expect(rows).toContainEqual({ requestId: viaRest, to: "rest-door@example.jp" });
    const graphqlJob = rows.find((r) => (r as { requestId: string }).requestId === viaGraphql);
    expect(graphqlJob, `the mail of ${graphqlCode}`).toBeDefined();
    expect(rows.every((r) => (r as { requestId: unknown }).requestId !== null)).toBe(true);
  });
});
