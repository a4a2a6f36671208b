import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import persisted from "../../../client/src/gql/persisted-documents.json";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";

const hashOf = (operation: string) => {
  const entry = Object.entries(persisted).find(([, text]) => text.includes(operation));
  if (!entry) throw new Error(`no persisted document has ${operation}`);
  return entry[0].replace("sha256:", "");
};
const byHash = (hash: string, variables: Record<string, unknown> = {}) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});

describe("trusted documents in production", () => {
  let app: TestApp;
  let adminHeaders: Record<string, string>;
  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: "production" } });
    const res = await fetch(`${app.url}/api/admin_auth/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    adminHeaders = Object.fromEntries(
      ["access-token", "client", "uid"].map((n) => [n, res.headers.get(n) ?? ""]),
    );
  });
  afterAll(() => app?.close());

  it("runs the client's operations sent as a hash, with the __typename Apollo's cache expects", async () => {
    const { status, body } = await post(byHash(hashOf("query MenuPage")));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.menu.__typename).toBe("Menu");
    expect(body.data.menu.categories[0].__typename).toBe("Category");
  });

  it("refuses any other document from a visitor, and an unknown hash", async () => {
    const arbitrary = await post({ query: "{ taxRate }" });
    expect(arbitrary.status).toBe(400);
    expect(arbitrary.body.errors[0]).toMatchObject({
      message: "この操作は実行できません。ページを再読み込みしてください",
      extensions: { code: "PERSISTED_QUERY_ONLY" },
    });
    // Even the client's own text: the client sends hashes.
    expect(
      (await post({ query: persisted[`sha256:${hashOf("query Me")}` as keyof typeof persisted] })).status,
    ).toBe(400);
    const unknown = await post(byHash("0".repeat(64)));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("lets an administrator send any document, still under the limits", async () => {
    const admin = await post({ query: "{ taxRate }" }, adminHeaders);
    expect(admin.status).toBe(200);
    expect(admin.body.data).toEqual({ taxRate: expect.any(Number) });
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: taxRate`).join(" ");
    const tooMany = await post({ query: `{ ${aliases} }` }, adminHeaders);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].extensions.limit).toBe("aliases");
  });

  it("over WebSocket, runs a client operation or its hash and refuses other documents", async () => {
    const client = createClient({
      url: `${app.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const run = async (payload: Record<string, unknown>) => {
      const results: unknown[] = [];
      try {
        for await (const result of client.iterate(payload as never)) results.push(result);
      } catch (errors) {
        return { errors };
      }
      return { results };
    };
    try {
      const text = persisted[`sha256:${hashOf("query ReceptionStates")}` as keyof typeof persisted];
      for (const payload of [{ query: text }, { query: "", ...byHash(hashOf("query ReceptionStates")) }]) {
        const { results } = await run(payload);
        expect(results).toEqual([{ data: { receptionStates: expect.any(Array) } }]);
      }
      const refused = await run({ query: "{ taxRate }" });
      expect(refused).toEqual({
        errors: [expect.objectContaining({ extensions: { code: "PERSISTED_QUERY_ONLY" } })],
      });
    } finally {
      await client.dispose();
    }
  });
});
