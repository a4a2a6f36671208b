// Every page the client's router renders, as React Router path patterns (":param" one segment,
// ":param?" an optional one, "*" the rest). The server answers 404 for any other page (the spec)
// while still sending index.html so that the client renders its own 404 page. The client's route
// table is checked against this list (client/src/app/page-routes.test.ts), so a new page is added
// in both places or the test fails.
const JAPANESE_PAGE_ROUTE_PATTERNS: readonly string[] = [
  "/",
  "/menu",
  "/store",
  "/contact",
  "/order",
  "/order/banner",
  "/order/menu",
  "/order/:id",
  "/order/status/:code",
  "/confirm/purchase",
  "/confirm/signup",
  "/confirm/email",
  "/mypage",
  "/mypage/history",
  "/mypage/history/:id",
  "/mypage/info",
  "/mypage/info/edit",
  "/terms/law",
  "/terms",
  "/privacy",
  "/error",
  "/login",
  "/signup",
  "/resetpass",
  "/cart",
  "/cart/info",
  "/cart/confirm",
  "/cart/arrive/:id?",
  "/line/callback",
  "/shop",
  "/shop/menu",
  "/shop/cart",
  "/shop/cart/info",
  "/shop/cart/confirm",
  "/shop/purchase",
  "/shop/display",
  "/admin/login",
  "/admin/resetpass",
  "/admin/order/print/:code",
  // The back office: every screen by name, so that a mistyped address answers 404 like the
  // storefront's (the client still renders its own 404 page inside the back office).
  "/admin",
  "/admin/order/today",
  "/admin/order/reserve",
  "/admin/order/history",
  "/admin/sales",
  "/admin/menu",
  "/admin/menu/create",
  "/admin/menu/:id",
  "/admin/category",
  "/admin/category/create",
  "/admin/category/:id",
  "/admin/topping",
  "/admin/topping/create",
  "/admin/topping/:id",
  "/admin/customer",
  "/admin/customer/create",
  "/admin/customer/:id",
  "/admin/contact",
  "/admin/contact/:id",
  "/admin/setting",
  "/admin/setting/create",
  "/admin/setting/delivery",
  "/admin/setting/takeout",
  "/admin/setting/tax",
  "/admin/setting/audit",
  "/admin/setting/legal",
  "/admin/setting/line",
  "/admin/setting/printer",
  "/admin/setting/:id",
];

/**
 * The customer's pages also exist under /en, /zh and /ko (decision 0052); staff screens only in
 * Japanese, so /en/admin is no page (404).
 */
export const PAGE_ROUTE_PATTERNS: readonly string[] = [
  ...JAPANESE_PAGE_ROUTE_PATTERNS,
  ...["en", "zh", "ko"].flatMap((prefix) =>
    JAPANESE_PAGE_ROUTE_PATTERNS.filter((pattern) => !/^\/(admin|shop)(\/|$)/.test(pattern)).map(
      (pattern) => `/${prefix}${pattern === "/" ? "" : pattern}`,
    ),
  ),
];

function segments(path: string): string[] {
  return path.split("/").filter((s) => s !== "");
}

function matches(pattern: string[], path: string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === "*") return true;
  if (head.startsWith(":") && head.endsWith("?")) {
    return matches(rest, path) || (path.length > 0 && matches(rest, path.slice(1)));
  }
  if (path.length === 0) return false;
  if (head.startsWith(":")) return matches(rest, path.slice(1));
  return head === path[0] && matches(rest, path.slice(1));
}

const compiled = PAGE_ROUTE_PATTERNS.map(segments);

/** Whether the client has a page at this pathname (no query string). */
export function isKnownPagePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const path = segments(decoded);
  return compiled.some((pattern) => matches(pattern, path));
}
