// While the database is away, both doors say so plainly: REST 503 with Retry-After and a Japanese
// message, GraphQL an error with code SERVICE_UNAVAILABLE; when it is back, the same calls work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, rest } from "../../support/http.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const QUOTE = `{ quote(input: { items: [{ productId: 1, quantity: 1 }] }) { __typename } }`;
// A quote may be answered from the instance's catalog cache (decision 0023); signing in always
// asks the database.
const SIGN_IN = `mutation { signIn(email: "away@example.jp", password: "not-the-password") { __typename } }`;

/** Makes the app's database unreachable, as a restart does, and gives back a function that restores it. */
async function takeDatabaseAway(): Promise<() => Promise<void>> {
  if (app.db.kind !== "postgres") {
    await app.db.close();
    return async () => {};
  }
  const rows = await app.db.prisma.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
  const name = rows[0]!.name;
  const admin = new (await import("pg")).default.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
  return async () => {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await admin.end();
  };
}

describe("with the database away", () => {
  it("answers REST with 503, Retry-After and a Japanese message, GraphQL with SERVICE_UNAVAILABLE, and recovers", async () => {
    expect((await gql(app.url, QUOTE)).data?.quote.__typename).toBe("QueryQuoteSuccess");
    const restore = await takeDatabaseAway();
    try {
      // The menu, not read yet by this instance: its cache is empty, so it asks the database.
      const answer = await rest(app.url, "POST", "/products", { order_method: "delivery" });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(answer.body.errors[0]).toMatch(/もう一度お試しください/);
      const graphql = await gql(app.url, SIGN_IN);
      expect(graphql.errors?.[0]?.extensions?.code, JSON.stringify(graphql)).toBe("SERVICE_UNAVAILABLE");
      expect(graphql.errors?.[0]?.message).toMatch(/もう一度お試しください/);
      expect((await fetch(`${app.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    } finally {
      await restore();
    }
    if (app.db.kind === "postgres") {
      // The pool opens new connections once the database accepts them again.
      await expect
        .poll(async () => (await gql(app.url, QUOTE)).data?.quote.__typename, { timeout: 15_000 })
        .toBe("QueryQuoteSuccess");
    }
  });
});
