import { describe, expect, it } from "vitest";
import {
  adminFields,
  apiRoutes,
  app,
  DENIED_CODES,
  DENIED_TYPES,
  graphql,
  OWNER_CHECKED_IN_SERVICE,
  OWNER_ONLY_ROUTES,
  operationFor,
  ownerFields,
  remember,
  STAFF_SKIPPED_ROUTES,
  scopesOf,
  staffHeaders,
  withAccessMatrixApp,
} from "./access-matrix-setup.js";

withAccessMatrixApp();

describe("access control matrix", () => {
  it("has owner-only fields to check", () => {
    expect(ownerFields.map(({ type, field }) => `${type}.${field.name}`)).toEqual(
      expect.arrayContaining([
        "Mutation.updateTaxRate",
        "Mutation.updateInvoiceRegistration",
        "Mutation.changeAdministratorRole",
      ]),
    );
  });

  it.each(
    ownerFields.filter((f) => f.kind !== "subscription").map((f) => [`${f.type}.${f.field.name}`, f]),
  )("denies %s to a STAFF administrator", async (_name, { kind, field }) => {
    const result = await graphql(operationFor(kind, field), staffHeaders);
    const codes = (result.errors ?? []).map((e) => e.extensions?.code);
    const typename = result.data?.[field.name]?.__typename;
    expect(codes.includes("FORBIDDEN") || typename === "ForbiddenError", JSON.stringify(result)).toBe(true);
  });

  it.each(
    OWNER_ONLY_ROUTES.map((r) => [`${r[0]} /api${r[1]}`, r] as const),
  )("answers %s with 403 for a STAFF administrator", async (_name, [method, path, body]) => {
    const res = await fetch(`${app.url}/api${path}`, {
      method,
      headers: { "content-type": "application/json", ...staffHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    remember(res, staffHeaders);
    expect(res.status).toBe(403);
  });

  // The other side (issue 11): hours, pause, delivery areas, customers, contact and figures are
  // for OWNER and STAFF alike. Sample arguments may be refused as invalid or not found, never denied.
  it.each(
    adminFields
      .filter((f) => f.kind !== "subscription" && !scopesOf(f.field)?.owner)
      .filter((f) => !OWNER_CHECKED_IN_SERVICE.has(`${f.type}.${f.field.name}`))
      .map((f) => [`${f.type}.${f.field.name}`, f]),
  )("lets a STAFF administrator call %s", async (_name, { kind, field }) => {
    const result = await graphql(operationFor(kind, field), staffHeaders);
    const codes = (result.errors ?? []).map((e) => e.extensions?.code);
    const typename = result.data?.[field.name]?.__typename;
    const denied = codes.some((c) => DENIED_CODES.includes(c ?? "")) || DENIED_TYPES.includes(typename ?? "");
    expect(denied, JSON.stringify(result)).toBe(false);
  });

  const ownerOnly = (method: string, path: string) =>
    STAFF_SKIPPED_ROUTES.has(`${method} ${path}`) ||
    OWNER_ONLY_ROUTES.some(
      ([m, p]) => m === method && new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`).test(p),
    );
  it.each(
    apiRoutes.filter(([, route]) => !ownerOnly(route.method, route.path)),
  )("lets a STAFF administrator call %s", async (_n, route) => {
    const path = route.path.replace(/:\w+/g, "1");
    const res = await fetch(`${app.url}/api${path}`, {
      method: route.method,
      headers: { "content-type": "application/json", ...staffHeaders },
      body: ["GET", "HEAD"].includes(route.method) ? undefined : "{}",
    });
    remember(res, staffHeaders);
    expect([401, 403], `${route.method} ${path}: ${res.status}`).not.toContain(res.status);
  });
});
