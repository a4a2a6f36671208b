// The Content-Security-Policy breaks no page (issue 31, decision 0036): storefront (the prerendered
// /menu included), back office (with its live board's WebSocket) and counter load with no CSP
// violation, neither reported to the page nor logged by Chromium.
import { signInAsAdmin } from "./support/shop";
import { expect, type Page, test } from "./support/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects every CSP violation of the context's pages, from the first byte of each document. */
async function watchViolations(page: Page): Promise<string[]> {
  const logged: string[] = [];
  await page.context().addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) logged.push(message.text());
  });
  return logged;
}

async function visit(page: Page, path: string, logged: string[]) {
  await page.goto(path);
  await expect(page.locator("main, [role=main]").first()).toBeVisible();
  await expect(page.getByRole("heading").first()).toBeVisible();
  const reported = await page.evaluate(() => window.__cspViolations ?? []);
  expect([...reported, ...logged], `CSP violations on ${path}`).toEqual([]);
}

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one width is enough for headers");
  // Many pages in one test: each is a first load of its chunks.
  test.setTimeout(120_000);
});

test("the storefront's pages load under the Content-Security-Policy", async ({ page }) => {
  const logged = await watchViolations(page);
  const menu = await page.request.get("/menu", { headers: { accept: "text/html" } });
  expect(menu.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(menu.headers()["x-content-type-options"]).toBe("nosniff");
  for (const path of ["/", "/menu", "/store", "/order/menu", "/cart", "/login", "/signup", "/contact"]) {
    await visit(page, path, logged);
  }
  // The prerendered /menu's own scripts ran: the app took over its markup.
  await page.goto("/menu");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await page
    .getByTestId("product-card")
    .first()
    .getByRole("button", { name: /カートに入れる/ })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  expect(logged).toEqual([]);
});

test("the back office and the counter load under the Content-Security-Policy", async ({ page }) => {
  const logged = await watchViolations(page);
  await signInAsAdmin(page);
  // The live board's WebSocket connects to the same origin.
  await expect(page.getByTestId("connection-state")).toHaveText("接続中");
  for (const path of [
    "/admin/order/today",
    "/admin/order/history",
    "/admin/menu",
    "/admin/menu/create",
    "/admin/category",
    "/admin/customer",
    "/admin/contact",
    "/admin/setting/takeout",
    "/shop/menu",
  ]) {
    await visit(page, path, logged);
  }
  await page.goto("/admin/menu");
  const photo = page.locator("main img").first();
  if (await photo.count()) await expect(photo).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  expect(logged).toEqual([]);
});
