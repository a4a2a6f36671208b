// Issue 12, point 5: after a failed submit the errors are announced (an alert), each invalid field
// says so (aria-invalid) and names its message (aria-describedby), and the focus is on the first
// invalid field, on every form of the customer path and the counter.

import { signInAsAdmin } from "./support/shop";
import { expect, type Page, test } from "./support/test";

/** The state of the form after a failed submit, read from the page. */
async function errorState(page: Page) {
  return page.evaluate(() => {
    const text = (el: Element | null) => (el?.textContent ?? "").trim();
    const describedText = (el: Element) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id))
        .filter((node) => node?.classList.toString().includes("error"))
        .map(text)
        .join(" ");
    const invalid = Array.from(document.querySelectorAll('[aria-invalid="true"]'));
    const focused = document.activeElement;
    return {
      announced: Array.from(document.querySelectorAll('[role="alert"], [aria-live="assertive"]'))
        .map(text)
        .filter(Boolean),
      invalidWithoutMessage: invalid
        .filter((el) => describedText(el) === "")
        .map((el) => el.outerHTML.slice(0, 80)),
      focusIsFirstInvalid: invalid.length > 0 && focused === invalid[0],
      focusedMessage: focused ? describedText(focused) : "",
    };
  });
}

async function expectAnnounced(page: Page, firstMessage: RegExp) {
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect.poll(async () => (await errorState(page)).focusIsFirstInvalid).toBe(true);
  const state = await errorState(page);
  expect(state.announced.length, "an alert announces the errors").toBeGreaterThan(0);
  expect(state.invalidWithoutMessage, "invalid fields tied to their message").toEqual([]);
  expect(state.focusedMessage).toMatch(firstMessage);
}

test("the sign-in, sign-up and contact forms announce their errors and focus the first invalid field", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "ログイン" }).click();
  await expectAnnounced(page, /メールアドレス/);

  await page.goto("/signup");
  await page.getByRole("button", { name: "登録する" }).click();
  await expectAnnounced(page, /姓|入力/);

  await page.goto("/contact");
  await page.getByRole("button", { name: "送信する" }).click();
  await expectAnnounced(page, /お名前|入力/);
});

test("the checkout and the counter's customer form announce their errors and focus the first invalid field", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  const card = page.getByTestId("product-card").first();
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "カートに入れる" }).click();
  await page.goto("/cart/info");
  await expect(page.getByRole("heading", { name: "お客様情報の入力" })).toBeVisible();
  // A time slot is chosen so that the first invalid field is a text field.
  await page
    .getByRole("radio", { name: /^\d{1,2}:\d{2}/ })
    .first()
    .check({ force: true });
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await expectAnnounced(page, /姓|入力/);

  const staff = await browser.newContext();
  const shop = await staff.newPage();
  await signInAsAdmin(shop);
  await shop.goto("/shop/menu");
  await shop
    .getByTestId("product-card")
    .first()
    .getByRole("button", { name: /カートに入れる/ })
    .click();
  await shop.getByRole("dialog").getByRole("button", { name: "カートに入れる" }).click();
  await shop.goto("/shop/cart/info");
  await shop.getByRole("radio", { name: "電話" }).check();
  await shop.getByRole("textbox", { name: /電話番号/ }).fill("082123");
  await shop.getByRole("button", { name: "確認へ進む" }).click();
  await expectAnnounced(shop, /お名前|入力/);
  await staff.close();
});
