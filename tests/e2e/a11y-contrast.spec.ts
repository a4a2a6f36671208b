// Issue 16, point 6: every text meets WCAG contrast (4.5:1, 3:1 for large text) and axe finds no
// serious or critical violation on the public pages and the sign-in pages, on a phone (375 px)
// and a desktop (1280 px). One viewport per test, set here, so either project runs both.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./support/test";

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

// The states a person passes through, each checked where it shows: the product dialog, the
// success message, a filled cart, the order-method choice, a failed sign-in, the staff board.
test("the ordering journey and the staff board have no contrast, serious or critical violation", async ({
  page,
}) => {
  // Seven axe runs in one journey: more than the default 30 s on two busy cores.
  test.setTimeout(120_000);
  const seen: Record<string, unknown> = {};
  const check = async (name: string) => {
    await page.waitForLoadState("networkidle");
    const found = await violations(page);
    if (found.length > 0) seen[name] = found;
  };
  await page.goto("/order");
  await check("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await expect(page).toHaveURL(/\/order\/menu$/);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await check("/order/menu");
  const card = page.getByTestId("product-card").first();
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await check("the product dialog");
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  await expect(page.getByRole("status").filter({ hasText: "カートに追加しました" })).toBeVisible();
  await check("the added-to-cart message");
  await page.goto("/cart");
  await expect(page.locator("main h1, main h2").first()).toBeVisible();
  await check("/cart with an item");

  await page.goto("/login");
  await page.getByLabel("メールアドレス").fill("nobody@example.com");
  await page.getByLabel("パスワード", { exact: true }).fill("wrong-password-1");
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await check("a failed sign-in");

  await page.goto("/admin/login");
  await page.getByLabel("メールアドレス").fill("admin@karaage.example");
  await page.getByLabel("パスワード", { exact: true }).fill("karaage-admin-2026");
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
  await expect(page.locator("main h1, main h2").first()).toBeVisible();
  await check("/admin/order/today");
  expect(seen).toEqual({});
});
