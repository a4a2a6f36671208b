// Issue 35: the storefront in English, Chinese and Korean (decision 0052). Each language walks the
// most-visited path at 375 px — /menu, a product into the cart, /cart/info, the review, the order,
// its confirmation — with axe on /menu, /cart/info and the confirmation, screenshots for a person to
// look at (E2E_SCREENSHOTS=1), and the page's lang and hreflang right. The texts the spec looks for come from the same
// catalogues the pages read.
import AxeBuilder from "@axe-core/playwright";
import en from "../../shared/i18n/messages/en.json" with { type: "json" };
import ja from "../../shared/i18n/messages/ja.json" with { type: "json" };
import ko from "../../shared/i18n/messages/ko.json" with { type: "json" };
import zh from "../../shared/i18n/messages/zh.json" with { type: "json" };
import { uniqueEmail } from "./support/accounts";
import { chooseOwnSlot } from "./support/checkout";
import { expect, lookScreenshots, type Page, test } from "./support/test";

type Messages = typeof ja;
const LANGUAGES = [
  { code: "en", prefix: "/en", tag: "en", messages: en as Messages },
  { code: "zh", prefix: "/zh", tag: "zh-Hans", messages: zh as Messages },
  { code: "ko", prefix: "/ko", tag: "ko", messages: ko as Messages },
] as const;

async function seriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function shoot(page: Page, name: string) {
  if (!lookScreenshots) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const language of LANGUAGES) {
  test(`in ${language.code}, a guest orders from the menu with the page in that language throughout`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = language.messages;
    await page.setViewportSize({ width: 375, height: 812 });

    // /menu in the language: prerendered, its <html lang>, the alternates of every language.
    const response = await page.goto(`${language.prefix}/menu`);
    expect(response?.status()).toBe(200);
    const link = response?.headers().link ?? "";
    for (const tag of ["ja", "en", "zh-Hans", "ko", "x-default"]) expect(link).toContain(`hreflang="${tag}"`);
    await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
    await expect(page.getByRole("heading", { level: 1, name: t["nav.menu"] })).toBeVisible();
    await expect(page.getByText(t["menu.taxNote"].split("{")[0] ?? "").first()).toBeVisible();
    await expect(page.locator("main img").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `${language.code}-menu`);

    // The header's switcher names the same page in every language; this one is current.
    const switcher = page.getByRole("navigation", { name: t["header.language"] });
    await expect(switcher.getByRole("link", { name: "日本語" })).toHaveAttribute("href", "/ja/menu");
    await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/menu");
    await expect(switcher.locator("a[aria-current]")).toHaveAttribute("hreflang", language.tag);

    // A product into the cart from the menu, then the cart in the same language.
    await page.goto(`${language.prefix}/order`);
    await page.getByRole("button", { name: new RegExp(t["method.takeout"]) }).click();
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/order/menu$`));
    const card = page.getByTestId("product-card").first();
    await card
      .getByRole("button", { name: new RegExp(`${t["product.addToCart"]}|${t["product.chooseAndAdd"]}`) })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const options = dialog.getByRole("group", { name: new RegExp(t["choice.option"]) });
    if (await options.count()) await options.locator("label").first().click();
    await dialog.getByRole("button", { name: t["product.addToCart"], exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`${language.prefix}/cart`);
    await expect(page.getByRole("heading", { level: 1, name: t["nav.cart"] })).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await shoot(page, `${language.code}-cart`);
    await page.getByRole("button", { name: t["cart.proceed"] }).click();

    // /cart/info: the form's labels, hints and errors in the language.
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/cart/info$`));
    await expect(page.getByRole("heading", { level: 1, name: t["checkout.title"] })).toBeVisible();
    await page.getByRole("button", { name: t["checkout.toConfirm"] }).click();
    await expect(page.getByText(t["form.invalid"])).toBeVisible();
    await expect(page.getByText(t["validation.too_small"]).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `${language.code}-cart-info-errors`);
    await chooseOwnSlot(page);
    await page.getByRole("textbox", { name: t["person.lastName"], exact: true }).fill("Smith");
    await page.getByRole("textbox", { name: t["person.firstName"], exact: true }).fill("Alex");
    await page.getByRole("textbox", { name: t["person.lastNameKana"], exact: true }).fill("スミス");
    await page.getByRole("textbox", { name: t["person.firstNameKana"], exact: true }).fill("アレックス");
    await page
      .getByRole("textbox", { name: t["facts.email"] })
      .fill(uniqueEmail(`visitor.${language.code}`, testInfo.project.name));
    await page.getByRole("textbox", { name: t["facts.tel"] }).fill("09012345678");
    await page.locator('input[name="agreement"]').check();
    await page.getByRole("button", { name: t["checkout.toConfirm"] }).click();

    // The review, then the order and its confirmation, all in the language.
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/cart/confirm$`));
    await expect(page.getByRole("heading", { name: t["terms.title"] })).toBeVisible();
    await expect(page.getByText(t["legal.cancellationTerms"])).toBeVisible();
    await shoot(page, `${language.code}-cart-confirm`);
    await page.getByRole("button", { name: t["confirm.place"] }).click();

    await expect(page).toHaveURL(new RegExp(`${language.prefix}/confirm/purchase\\?code=[A-Z0-9]{6}$`));
    await expect(page.getByText(t["purchase.thanks"])).toBeVisible();
    await expect(page.getByTestId("order-status-label")).toHaveText(t["order.status.RECEIVED"]);
    await expect(page.getByTestId("receipt-paid")).toHaveText(t["receipt.unpaid"]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `${language.code}-confirmation`);
  });
}

test("the Japanese /menu stays Japanese at / with its alternates", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const response = await page.goto("/menu");
  expect(response?.status()).toBe(200);
  expect(response?.headers().link ?? "").toContain('hreflang="en"');
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { level: 1, name: ja["nav.menu"] })).toBeVisible();
  await shoot(page, "ja-menu");
});

test("a first visit follows the browser's language; a kept choice and the URL win after", async ({
  browser,
  baseURL,
}) => {
  const english = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await english.newPage();
  await page.goto("/menu");
  await expect(page).toHaveURL(/\/en\/menu$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // Japanese chosen in the header: kept, so / is Japanese from now on for this visitor.
  await page
    .getByRole("navigation", { name: en["header.language"] })
    .getByRole("link", { name: "日本語" })
    .click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/menu$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await page.goto("/cart");
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/cart$/);
  // A shared English link still opens in English.
  await page.goto("/ko/menu");
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await english.close();
});

test("an unknown language falls back to ours; a staff screen under a prefix is no page", async ({
  page,
  request,
}) => {
  await page.goto("/fr/menu");
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/menu$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await page.goto("/en-GB/cart?x=1");
  await expect(page).toHaveURL(/\/en\/cart\?x=1$/);
  for (const path of ["/fr/no-such-page", "/en/admin", "/ko/shop", "/en/no-such-page"]) {
    const response = await request.get(path, { headers: { accept: "text/html" } });
    expect(response.status(), path).toBe(404);
  }
  const english = await request.get("/en", { headers: { accept: "text/html" } });
  expect(english.status()).toBe(200);
});
