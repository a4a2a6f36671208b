import { createClient } from "graphql-ws";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import {
  adminFields,
  allFields,
  apiRoutes,
  app,
  customerHeaders,
  customerId,
  DENIED_CODES,
  DENIED_TYPES,
  graphql,
  operationFor,
  PUBLIC_FIELDS,
  scopesOf,
  withAccessMatrixApp,
} from "./access-matrix-setup.js";

withAccessMatrixApp();

describe("access control matrix", () => {
  it("has admin fields to check, and every non-public field declares auth scopes", () => {
    expect(adminFields.length).toBeGreaterThan(5);
    const undeclared = allFields
      .filter(({ type, field }) => !PUBLIC_FIELDS.has(`${type}.${field.name}`) && !scopesOf(field))
      .map(({ type, field }) => `${type}.${field.name}`);
    expect(undeclared).toEqual([]);
  });

  for (const who of ["anonymous", "customer"] as const) {
    it.each(
      adminFields.filter((f) => f.kind !== "subscription").map((f) => [`${f.type}.${f.field.name}`, f]),
    )(`denies %s to ${who === "anonymous" ? "an anonymous visitor" : "a customer"}`, async (_name, {
      kind,
      field,
    }) => {
      const result = await graphql(operationFor(kind, field), who === "customer" ? customerHeaders : {});
      const codes = (result.errors ?? []).map((e) => e.extensions?.code);
      const typename = result.data?.[field.name]?.__typename;
      const denied =
        codes.some((c) => DENIED_CODES.includes(c ?? "")) || DENIED_TYPES.includes(typename ?? "");
      expect(denied, JSON.stringify(result)).toBe(true);
    });
  }

  // Subscriptions are authorized when they start (authorizeOnSubscribe): over graphql-ws, with the
  // credentials in connection_init, the first message must be the denial.
  const adminSubscriptions = adminFields.filter((f) => f.kind === "subscription");
  it("has admin subscriptions to check", () => {
    expect(adminSubscriptions.length).toBeGreaterThan(0);
  });
  for (const who of ["anonymous", "customer"] as const) {
    it.each(
      adminSubscriptions.map((f) => [`${f.type}.${f.field.name}`, f]),
    )(`denies the subscription %s to ${who === "anonymous" ? "an anonymous visitor" : "a customer"}`, async (_name, {
      kind,
      field,
    }) => {
      // A token of its own: the HTTP checks above rotated customerHeaders' token away, and a socket
      // with a dead token is closed (4401) before it can ask (decision 0021).
      const fresh = who === "customer" ? await issueToken(app.db.prisma, "customer", customerId) : null;
      const client = createClient({
        url: `${app.url.replace(/^http/, "ws")}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: fresh
          ? { "access-token": fresh.accessToken, client: fresh.client, uid: customerHeaders.uid ?? "" }
          : {},
      });
      try {
        const results: { errors?: readonly { extensions?: { code?: string } }[] }[] = [];
        let failure: unknown;
        try {
          for await (const result of client.iterate(operationFor(kind, field))) {
            results.push(result as never);
            break;
          }
        } catch (error) {
          failure = error;
        }
        const codes = [
          ...results.flatMap((r) => (r.errors ?? []).map((e) => e.extensions?.code)),
          ...(Array.isArray(failure)
            ? failure.map((e: { extensions?: { code?: string } }) => e.extensions?.code)
            : []),
        ];
        expect(
          codes.some((c) => DENIED_CODES.includes(c ?? "")),
          JSON.stringify({ results, failure }),
        ).toBe(true);
      } finally {
        await client.dispose();
      }
    });
  }

  it("has admin REST routes to check", () => {
    expect(apiRoutes.length).toBeGreaterThan(4);
  });

  for (const who of ["anonymous", "customer"] as const) {
    it.each(
      apiRoutes,
    )(`answers %s with 401 for ${who === "anonymous" ? "an anonymous visitor" : "a customer"}`, async (_n, route) => {
      const path = route.path.replace(/:\w+/g, "1");
      const res = await fetch(`${app.url}/api${path}`, {
        method: route.method,
        headers: { "content-type": "application/json", ...(who === "customer" ? customerHeaders : {}) },
        body: ["GET", "HEAD"].includes(route.method) ? undefined : "{}",
      });
      expect(res.status).toBe(401);
      const json = (await res.json()) as { errors?: string[] };
      expect(json.errors?.length).toBeGreaterThan(0);
    });
  }
});
