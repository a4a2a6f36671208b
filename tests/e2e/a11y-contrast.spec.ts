// Issue 16, point 6: every text meets WCAG contrast (4.5:1, 3:1 for large text) and axe finds no
// serious or critical violation on the public pages and the sign-in pages, on a phone (375 px)
// and a desktop (1280 px). One viewport per test, set here, so either project runs both.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const PAGES = ["/", "/menu", "/cart", "/login", "/signup", "/admin/login"];
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

for (const width of WIDTHS) {
  for (const path of PAGES) {
    test(`${path} at ${width} px has no contrast, serious or critical accessibility violation`, async ({
      page,
    }) => {
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
