// Issue 12, point 5: axe finds no serious or critical WCAG 2.2 A/AA violation on the whole customer
// path and on every counter screen, in the states a person sees (the order-method choice, the product
// dialog open, the added-to-cart message, form errors, a failed sign-in, a filled cart, a placed
// order, then the staff board), and every interactive element there is a target of
// at least 24×24 px (48×48 px at the counter). The customer's walk runs at each project's width
// (375 px on mobile, 1280 px on desktop); the counter's at its tablet's (768 px). Each places an order.
import AxeBuilder from "@axe-core/playwright";
import { field, uniqueEmail } from "./support/accounts";
import { fillGuestCheckout, firstKaraage } from "./support/checkout";
import { signInAsAdmin } from "./support/shop";
import { smallTargets } from "./support/targets";
import { expect, type Page, test } from "./support/test";

type Found = Record<string, unknown>;

async function violations(page: Page) {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
    }));
}

/** Runs axe and measures the targets (at least `min` px) of the page as it is now. */
function checker(page: Page, seen: Found, small: Found, min: number) {
  return async (name: string) => {
    const found = await violations(page);
    if (found.length > 0) seen[name] = found;
    const tiny = await smallTargets(page, min);
    if (tiny.length > 0) small[name] = tiny;
  };
}

test("the customer path has no serious or critical axe violation and no small target", async ({
  page,
}, testInfo) => {
  // About twenty axe runs, a placed order and a staff sign-in on two busy cores.
  test.setTimeout(240_000);
  const width = testInfo.project.name === "mobile" ? 375 : 1280;
  await page.setViewportSize({ width, height: 900 });
  const seen: Found = {};
  const small: Found = {};
  const check = checker(page, seen, small, 24);
  const heading = () => expect(page.locator("main h1, main h2").first()).toBeVisible();

  await page.goto("/");
  await heading();
  await check("/");
  await page.goto("/menu");
  await expect(page.locator("main img").first()).toBeVisible();
  await check("/menu");

  await page.goto("/order");
  await expect(page.getByRole("button", { name: /テイクアウト/ })).toBeVisible();
  await check("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await expect(page).toHaveURL(/\/order\/menu$/);
  const card = firstKaraage(page);
  const productPath = await card.locator('a[href^="/order/"]').first().getAttribute("href");
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await check("/order/menu with the product dialog open");
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "カートに追加しました" })).toBeVisible();
  await check("the added-to-cart message");

  expect(productPath).toMatch(/^\/order\/\d+$/);
  await page.goto(productPath ?? "");
  await heading();
  await check("/order/{id}");

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await check("/cart with an item");
  await page.getByRole("button", { name: "ご注文手続きへ進む" }).click();
  await expect(page.getByRole("heading", { name: "お客様情報の入力" })).toBeVisible();
  // The form loads after the page's heading (it is lazy): walk the page once the form is there.
  await expect(page.getByRole("button", { name: "ご注文内容の確認へ" })).toBeVisible();
  await check("/cart/info");
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await check("/cart/info with errors");
  await fillGuestCheckout(page, {
    lastName: "山田",
    firstName: "花子",
    lastNameKana: "ヤマダ",
    firstNameKana: "ハナコ",
    email: uniqueEmail("a11y", testInfo.project.name),
    tel: "09012345678",
  });
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await expect(page.getByRole("heading", { name: "ご注文内容の確認" })).toBeVisible();
  await check("/cart/confirm");
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  await expect(page.getByTestId("order-receipt")).toBeVisible();
  await check("/confirm/purchase");

  await page.goto("/login");
  await heading();
  await check("/login");
  await field(page, "メールアドレス").fill("nobody@example.com");
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
  await check("/login with errors");
  await field(page, "パスワード").fill("wrong-password-1");
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "メールアドレスまたはパスワードが正しくありません" }),
  ).toBeVisible();
  await check("a failed sign-in");
  await page.goto("/signup");
  await heading();
  await check("/signup");
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
  await check("/signup with errors");
  await page.goto("/contact");
  await heading();
  await check("/contact");

  // The staff board after signing in, at this width too: axe only (its targets are the board
  // specs' and the counter's).
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
  await heading();
  const board = await violations(page);
  if (board.length > 0) seen["/admin/order/today"] = board;

  expect(seen, "axe violations").toEqual({});
  expect(small, "targets under 24 px").toEqual({});
});

test("every counter screen has no serious or critical axe violation and no target under 48 px", async ({
  browser,
  isMobile,
}) => {
  // On the counter's own device, the tablet of decision 0013 (768 px, touch), once: staff screens
  // are not made for phones (decision 0026).
  test.skip(isMobile, "the counter is walked once, at the tablet's width, by the desktop project");
  test.setTimeout(120_000);
  const seen: Found = {};
  const small: Found = {};
  const staff = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  const shop = await staff.newPage();
  const checkShop = checker(shop, seen, small, 48);
  await signInAsAdmin(shop);
  await shop.goto("/shop/menu");
  const shopCard = shop.getByTestId("product-card").first();
  await shopCard.getByRole("button", { name: /カートに入れる/ }).click();
  const shopDialog = shop.getByRole("dialog");
  await expect(shopDialog).toBeVisible();
  await checkShop("/shop/menu with the product dialog open");
  await shopDialog.getByRole("button", { name: "カートに入れる" }).click();
  await expect(shopDialog).toBeHidden();
  await checkShop("/shop/menu");
  await shop.getByRole("link", { name: "カート", exact: true }).click();
  await expect(shop.getByTestId("shop-line")).toHaveCount(1);
  await checkShop("/shop/cart");
  await shop.getByRole("link", { name: "お客様情報へ進む" }).click();
  await shop.getByRole("radio", { name: "電話" }).check();
  await checkShop("/shop/cart/info");
  await shop.getByRole("button", { name: "確認へ進む" }).click();
  await expect(shop.locator("[aria-invalid=true]").first()).toBeVisible();
  await checkShop("/shop/cart/info with errors");
  await shop.getByRole("textbox", { name: /お名前/ }).fill("電話 花子");
  await shop.getByRole("textbox", { name: /^電話番号/ }).fill("08012345678");
  const day = shop.getByRole("combobox", { name: "受け取り日" });
  await expect(day.locator("option")).not.toHaveCount(1);
  await day.selectOption({ index: 1 });
  await shop.getByRole("combobox", { name: "受け取り時間" }).selectOption({ index: 1 });
  await shop.getByRole("button", { name: "確認へ進む" }).click();
  await expect(shop).toHaveURL(/\/shop\/cart\/confirm$/);
  await checkShop("/shop/cart/confirm");
  await shop.getByRole("button", { name: "注文を確定する" }).click();
  await expect(shop).toHaveURL(/\/shop\/purchase$/);
  await expect(shop.getByTestId("shop-call-number")).toBeVisible();
  await checkShop("/shop/purchase");
  await staff.close();

  expect(seen, "axe violations").toEqual({});
  expect(small, "targets under 48 px").toEqual({});
});
