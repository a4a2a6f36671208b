// The requests that answered 500 before (issue 15), each with the 4xx it gets now.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

describe("requests a client gets wrong are answered 4xx", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("refuses a subscription over plain HTTP, whatever the client accepts", async () => {
    for (const accept of ["application/json", "application/graphql-response+json", "text/event-stream"]) {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept },
        body: JSON.stringify({ query: "subscription { orderEvents { id } }" }),
      });
      expect(res.status, accept).toBe(400);
      expect(await res.text()).toContain("購読（subscription）はWebSocket");
    }
  });

  it("refuses GET /graphql with variables or extensions that are not JSON objects", async () => {
    const query = encodeURIComponent("{ taxRate }");
    for (const [param, value, message] of [
      ["variables", "notjson", "パラメータ「variables」はJSON形式で指定してください"],
      ["extensions", "%7B", "パラメータ「extensions」はJSON形式で指定してください"],
      ["variables", "%5B1%5D", "パラメータ「variables」はJSONオブジェクトで指定してください"],
    ]) {
      const res = await fetch(`${app.url}/graphql?query=${query}&${param}=${value}`);
      expect(res.status, `${param}=${value}`).toBe(400);
      expect((await res.json()).errors[0]).toMatchObject({ message, extensions: { code: "BAD_REQUEST" } });
    }
    expect((await fetch(`${app.url}/graphql?query=${query}&variables=%7B%7D`)).status).toBe(200);
  });

  it("refuses a NUL in a REST path parameter or query before it reaches the database", async () => {
    for (const path of [
      "/api/payments/sandbox/%00",
      "/api/customers/1%00/past",
      "/api/display_times?date=%00",
    ]) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ errors: ["URLに使用できない文字（NUL）が含まれています"] });
    }
  });

  it("answers odd path parameters with 4xx: '../', 30 digits, unicode, broken encoding", async () => {
    for (const param of [
      "..%2F..%2Fetc",
      "123456789012345678901234567890",
      "%E3%81%82",
      "%F0%9F%98%80",
      "%ZZ",
      "-1",
      "1e400",
    ]) {
      for (const path of [
        `/api/payments/sandbox/${param}`,
        `/api/customers/${param}/past`,
        `/api/orders/${param}/arrival`,
      ]) {
        const res = await fetch(`${app.url}${path}`, { method: path.endsWith("arrival") ? "PUT" : "GET" });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
    }
  });

  it("answers a NUL inside a JSON string with 4xx, over REST and GraphQL", async () => {
    const rest = await fetch(`${app.url}/api/auth/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nul\u0000@example.jp", password: "karaage\u00002026" }),
    });
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    const graphql = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "query ($code: String!) { addressByPostalCode(code: $code) { zipcode } }",
        variables: { code: "730\u00000035" },
      }),
    });
    expect(graphql.status).toBeLessThan(500);
  });

  it("answers text PostgreSQL cannot store with 422, and stores nothing", async () => {
    const res = await fetch(`${app.url}/api/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        last_name: "安\u0000芸",
        first_name: "もみじ",
        last_name_kana: "アキ",
        first_name_kana: "モミジ",
        email: "nul-name@example.jp",
        tel: "08012345678",
        password: "momiji2026",
        password_confirmation: "momiji2026",
      }),
    });
    expect(res.status).toBe(422);
    expect(await app.db.prisma.customer.count({ where: { email: "nul-name@example.jp" } })).toBe(0);
  });
});
