// Issue 35's journey in English: a visitor on /en hides the dishes with egg, orders without a
// reading (フリガナ, optional outside Japanese), reads the confirmation and its mail in English; the
// staff's board shows the order in Japanese with its 「EN」 mark. axe on the English confirmation.
import AxeBuilder from "@axe-core/playwright";
import en from "../../shared/i18n/messages/en.json" with { type: "json" };
import { uniqueEmail } from "./support/accounts";
import { cardOn, openBoard, staffContext } from "./support/board";
import { chooseOwnSlot } from "./support/checkout";
import { waitForMail } from "./support/mailbox";
import { expect, type Page, test } from "./support/test";

const EGG_DISH = "Chicken thigh karaage";
const WINGS = { en: "Chicken wings with Hiroshima lemon salt", ja: "手羽先唐揚げ 広島レモン塩" };

async function seriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("in English: an allergen filter, an order without a reading, its mail in English, the board in Japanese", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("journey.en", testInfo.project.name);

  // The menu with the dishes containing egg hidden (the filter lives in the address).
  await page.goto("/en/order");
  await page.getByRole("button", { name: new RegExp(en["method.takeout"]) }).click();
  await expect(page).toHaveURL(/\/en\/order\/menu$/);
  const product = (name: string) =>
    page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(product(EGG_DISH)).toBeVisible();
  const filter = page.getByRole("group", { name: en["allergenFilter.legend"] });
  if (!(await filter.isVisible())) await page.getByRole("button", { name: en["menu.filter"] }).click();
  const egg = filter.getByLabel(en["allergen.egg"], { exact: true });
  await egg.click();
  await expect(page).toHaveURL(/allergen=egg/);
  await expect(egg).toBeChecked();
  await expect(product(EGG_DISH)).toHaveCount(0);
  await expect(product(WINGS.en)).toBeVisible();

  // The wings (no egg) into the cart, their first choice.
  await product(WINGS.en)
    .getByRole("button", { name: new RegExp(`${en["product.addToCart"]}|${en["product.chooseAndAdd"]}`) })
    .click();
  const dialog = page.getByRole("dialog", { name: WINGS.en });
  await dialog
    .getByRole("group", { name: new RegExp(en["choice.option"]) })
    .locator("label")
    .first()
    .click();
  await dialog.getByRole("button", { name: en["product.addToCart"], exact: true }).click();
  await expect(dialog).toBeHidden();

  // Checkout without the reading: a visitor cannot type katakana.
  await page.goto("/en/cart");
  await page.getByRole("button", { name: en["cart.proceed"] }).click();
  await expect(page).toHaveURL(/\/en\/cart\/info$/);
  await chooseOwnSlot(page);
  await page.getByRole("textbox", { name: en["person.lastName"], exact: true }).fill("Smith");
  await page.getByRole("textbox", { name: en["person.firstName"], exact: true }).fill("Alex");
  await expect(page.getByRole("textbox", { name: en["person.lastNameKana"], exact: true })).toHaveValue("");
  await page.getByRole("textbox", { name: en["facts.email"] }).fill(email);
  await page.getByRole("textbox", { name: en["facts.tel"] }).fill("09012345678");
  await page.locator('input[name="agreement"]').check();
  await page.getByRole("button", { name: en["checkout.toConfirm"] }).click();
  await expect(page).toHaveURL(/\/en\/cart\/confirm$/);
  await page.getByRole("button", { name: en["confirm.place"] }).click();

  // The confirmation in English, with axe.
  await expect(page).toHaveURL(/\/en\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  await expect(page.getByText(en["purchase.thanks"])).toBeVisible();
  await expect(page.getByTestId("order-receipt")).toContainText(en["quote.total"]);
  // Its lines in English too (the stored names stay Japanese for the staff).
  await expect(page.getByTestId("order-receipt")).toContainText(WINGS.en);
  await expect(page.getByTestId("order-receipt")).not.toContainText(WINGS.ja);
  expect(await seriousViolations(page)).toEqual([]);
  const code = new URL(page.url()).searchParams.get("code") ?? "";

  // Its mail in English, Japan's tax lines kept.
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(`[からあげ本舗] We have received your order (order ${code})`);
  expect(mail.text).toContain("Dear Alex Smith,");
  expect(mail.text).toContain(`・${WINGS.en} (4 wings)※`);
  expect(mail.text).toMatch(/Total ¥[\d,]+ \(tax included\)/);
  expect(mail.text).toContain("※ reduced tax rate (軽減税率対象)");
  expect(mail.text).not.toContain("ご注文");

  // The staff's board: the Japanese names, the name as typed, and 「EN」.
  const { context, page: today } = await staffContext(browser, undefined, {
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    locale: "ja-JP",
  });
  await openBoard(today, "/admin/order/today");
  const reserve = await context.newPage();
  await openBoard(reserve, "/admin/order/reserve");
  await expect
    .poll(async () => (await cardOn(today, code).count()) + (await cardOn(reserve, code).count()))
    .toBe(1);
  const card = (await cardOn(today, code).count()) ? cardOn(today, code) : cardOn(reserve, code);
  await expect(card).toContainText(WINGS.ja);
  await expect(card).not.toContainText(WINGS.en);
  await expect(card).toContainText("Smith Alex 様");
  await expect(card.getByTestId("order-language")).toContainText("EN");
  await context.close();
});
