// Issue 16, point 6: every text meets WCAG contrast (4.5:1, 3:1 for large text) and axe finds no
// serious or critical violation on the public pages and the sign-in pages, on a phone (375 px)
// and a desktop (1280 px). One viewport per test, set here: the desktop project runs both widths.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./support/test";
import { showInApp, trackRequests } from "./support/walk";

// "/", "/menu", "/login" and "/signup" are walked at both widths by a11y-pages, with the same rules
// (color-contrast is a serious violation there too); here only what that walk does not show.
const PAGES = ["/cart", "/admin/login"];
const WIDTHS = [375, 1280];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((v) => v.id === "color-contrast" || v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
    }));
}

// Each test sets its own width: one project runs them all. Skipped before a page is opened.
test.describe(() => {
  test.skip(({ isMobile }) => isMobile, "the desktop project checks both widths");
  for (const width of WIDTHS) {
    for (const path of PAGES) {
      test(`${path} at ${width} px has no contrast, serious or critical accessibility violation`, async ({
        page,
      }) => {
        // axe over the whole menu takes tens of seconds on two busy cores.
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator("main h1, main h2").first()).toBeVisible();
        // The menu's products arrive after the page: check them too.
        if (path === "/menu") await expect(page.locator("main img").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await violations(page)).toEqual([]);
      });
    }
  }
});

/** Only the contrast rule (the other rules are the a11y walk's): every node that fails it, named. */
async function contrastFailures(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
  );
}

// Every other page of the site, as a visitor first sees it (forms empty, not-found pages included).
// "/order" (the order-method choice) and "/contact" are walked by a11y-pages on the phone with every
// rule, contrast included: not again here. Nor "/order/menu": a visitor who has not chosen takeout or
// delivery is sent to "/order" (a11y-pages checks the menu once chosen, its product dialog open),
// nor "/cart/info": with an empty cart it sends to "/cart", checked above at both widths.
const OTHER_PAGES = [
  "/store",
  "/order/banner",
  "/order/1",
  "/order/999999",
  "/order/status/NOPE",
  "/confirm/signup",
  "/resetpass",
  "/terms/law",
  "/terms",
  "/privacy",
  "/error",
  "/no-such-page",
];

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, "the mobile project walks the public pages");
  test("every other public page meets contrast", async ({ page }) => {
    // Colours do not depend on the width: walked once, on the customer's phone. The pages both widths
    // lay out differently (header, menu, cart, forms) are checked at both by a11y-pages and above.
    // One page, the app's router showing each page after the first (support/walk.ts).
    test.setTimeout(180_000);
    const requests = trackRequests(page);
    const seen: Record<string, string[]> = {};
    await page.goto(OTHER_PAGES[0] ?? "/");
    for (const path of OTHER_PAGES) {
      await showInApp(page, path, requests, [
        "main h1",
        "main h2",
        "main [role=alert]",
        "main [role=status]",
      ]);
      const found = await contrastFailures(page);
      if (found.length > 0) seen[path] = found;
    }
    expect(seen).toEqual({});
  });
});

// The back office and the counter, signed in as staff: every screen, lists filled with the demo shop.
// The board (/admin/order/today) is checked with every rule by a11y-pages at 1280 px, the counter's
// menu (/shop/menu) by its counter walk; colours do not depend on the width.
const STAFF_PAGES = [
  "/admin/order/reserve",
  "/admin/order/history",
  "/admin/sales",
  "/admin/menu",
  "/admin/menu/create",
  "/admin/menu/1",
  "/admin/category",
  "/admin/category/create",
  "/admin/category/1",
  "/admin/topping",
  "/admin/topping/create",
  "/admin/topping/1",
  "/admin/customer",
  "/admin/customer/create",
  "/admin/contact",
  "/admin/setting",
  "/admin/setting/create",
  "/admin/setting/delivery",
  "/admin/setting/takeout",
  "/admin/setting/tax",
  "/admin/setting/printer",
  "/admin/no-such-screen",
  "/shop",
  "/shop/cart",
];

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, "staff screens are checked by the desktop project");
  test("every back-office and counter screen meets contrast", async ({ page }) => {
    // Colours do not depend on the width; staff screens are walked once, at 1280 px, in one page:
    // the app's router shows each screen (support/walk.ts), signed in once.
    test.setTimeout(300_000);
    const requests = trackRequests(page);
    await page.goto("/admin/login");
    await page.getByLabel("メールアドレス").fill("admin@karaage.example");
    await page.getByLabel("パスワード", { exact: true }).fill("karaage-admin-2026");
    await page.getByRole("button", { name: "ログイン" }).click();
    await expect(page).toHaveURL(/\/admin\/order\/today$/);
    const seen: Record<string, string[]> = {};
    for (const path of STAFF_PAGES) {
      await showInApp(page, path, requests);
      const found = await contrastFailures(page);
      if (found.length > 0) seen[path] = found;
    }
    expect(seen).toEqual({});
  });
});
