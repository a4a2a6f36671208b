import { isKnownPagePath, PAGE_ROUTE_PATTERNS } from "@shared/page-routes";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { loadAdminTable, routes } from "./routes";

// The back office's table loads with its first page (routes.tsx): here, before the list is read.
await loadAdminTable();

function routerPaths(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
    const own = route.path || route.index ? [here || "/"] : [];
    return [...own, ...routerPaths(route.children ?? [], here)];
  });
}

describe("the shared page route list", () => {
  const paths = routerPaths(routes).filter((p) => !p.endsWith("*"));

  it("knows every page of the client's router", () => {
    for (const path of paths) expect(PAGE_ROUTE_PATTERNS, path).toContain(path);
  });

  it("lists no page the router does not have", () => {
    for (const pattern of PAGE_ROUTE_PATTERNS) expect(paths, pattern).toContain(pattern);
  });

  it("matches parameters, optional parameters and trailing slashes, and nothing else", () => {
    expect(isKnownPagePath("/")).toBe(true);
    expect(isKnownPagePath("/menu/")).toBe(true);
    expect(isKnownPagePath("/order/ABC123")).toBe(true);
    expect(isKnownPagePath("/cart/arrive")).toBe(true);
    expect(isKnownPagePath("/cart/arrive/ABC123")).toBe(true);
    expect(isKnownPagePath("/admin/menu/12")).toBe(true);
    expect(isKnownPagePath("/admin/anything/at/all")).toBe(false);
    expect(isKnownPagePath("/admin/menu/12/extra")).toBe(false);
    expect(isKnownPagePath("/no-such-page")).toBe(false);
    expect(isKnownPagePath("/menu/extra")).toBe(false);
    expect(isKnownPagePath("/cart/arrive/a/b")).toBe(false);
    expect(isKnownPagePath("/%E0%A4%A")).toBe(false);
  });

  it("knows the customer's pages under a language prefix, and no staff screen there", () => {
    expect(isKnownPagePath("/en")).toBe(true);
    expect(isKnownPagePath("/zh/menu")).toBe(true);
    expect(isKnownPagePath("/ko/order/status/ABC123")).toBe(true);
    expect(isKnownPagePath("/en/cart/info")).toBe(true);
    expect(isKnownPagePath("/en/admin")).toBe(false);
    expect(isKnownPagePath("/ko/shop")).toBe(false);
    expect(isKnownPagePath("/fr/menu")).toBe(false);
  });
});
