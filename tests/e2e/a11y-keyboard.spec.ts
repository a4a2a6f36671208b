// Issue 12, point 5: every flow completes with the keyboard alone (Tab, Shift+Tab, Enter, Space,
// arrows) with a visible focus; the product dialog keeps the focus inside and gives it back.
// Locators only tell where the focus should arrive; every action is a key press.

import { uniqueEmail } from "./support/accounts";
import { firstKaraage } from "./support/checkout";
import { tabTo, typeText, unseenFocus } from "./support/keyboard";
import { signInAsAdmin } from "./support/shop";
import { expect, type Locator, type Page, test } from "./support/test";

const focused = (target: Locator) => expect(target).toBeFocused();

/** Opens the product dialog from a card's button, checks the focus stays in it, picks the second
 * option with an arrow key and a topping with Space, adds it and checks the focus comes back. */
async function orderFromDialog(page: Page, card: Locator) {
  const opener = card.getByRole("button", { name: /カートに入れる/ });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(":focus")).toHaveCount(1);

  // The focus cycles inside the modal dialog: twice its number of stops never leaves it.
  const stops = await dialog.locator("button:not([disabled]), input:not([disabled])").count();
  for (let i = 0; i < stops * 2; i += 1) {
    await page.keyboard.press("Tab");
    const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    expect(!onPage || inside, "the focus left the open dialog").toBe(true);
  }
  // Escape closes it and the focus returns to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await focused(opener);

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const options = dialog.getByRole("group", { name: /種類/ }).getByRole("radio");
  await tabTo(page, options.first());
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toBeChecked();
  const toppings = dialog.getByRole("group").nth(1).getByRole("radio");
  if ((await toppings.count()) > 1) {
    await page.keyboard.press("Tab");
    await focused(toppings.first());
    await page.keyboard.press("ArrowRight");
    await expect(toppings.nth(1)).toBeChecked();
  }
  await tabTo(page, dialog.getByRole("button", { name: "カートに入れる" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await focused(opener);
}

test("a guest orders for takeout with the keyboard alone and always sees the focus", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/order");
  await tabTo(page, page.getByRole("button", { name: /テイクアウト/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/menu$/);

  const card = firstKaraage(page);
  await orderFromDialog(page, card);
  // Back up to the header's cart link.
  const cartLink = page
    .locator("header")
    .getByRole("link", { name: /カート/ })
    .filter({ visible: true });
  await tabTo(page, cartLink.first(), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);

  await tabTo(page, page.getByRole("button", { name: "ご注文手続きへ進む" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "お客様情報の入力" })).toBeVisible();

  const slot = page.getByRole("radio", { name: /^\d{1,2}:\d{2}/ }).first();
  await tabTo(page, slot);
  await page.keyboard.press("Space");
  await expect(slot).toBeChecked();
  const details: [string, string][] = [
    ["姓", "山田"],
    ["名", "花子"],
    ["セイ", "ヤマダ"],
    ["メイ", "ハナコ"],
    ["メールアドレス", uniqueEmail("keyboard", testInfo.project.name)],
    ["携帯電話番号", "09012345678"],
  ];
  for (const [name, value] of details) {
    await tabTo(page, page.getByRole("textbox", { name, exact: true }));
    await typeText(page, value);
  }
  const agree = page.getByRole("checkbox", { name: /に同意する/ });
  await tabTo(page, agree);
  await page.keyboard.press("Space");
  await expect(agree).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "ご注文内容の確認へ" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "ご注文内容の確認" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "注文を確定する" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  await expect(page.getByText("ご注文ありがとうございます。")).toBeVisible();
  expect(await unseenFocus(page)).toBeNull();
});

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, "the counter's tablet and a desk have keyboards; a phone does not");
  test("staff take a counter order at /shop with the keyboard alone and always see the focus", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await page.goto("/shop/menu");
    const card = firstKaraage(page);
    await orderFromDialog(page, card);
    await expect(page.getByTestId("shop-running-total")).toContainText("1点");
    await tabTo(page, page.getByRole("link", { name: "カート", exact: true }), { backwards: true, max: 120 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\/cart$/);

    await tabTo(page, page.getByRole("link", { name: "お客様情報へ進む" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\/cart\/info$/);
    await tabTo(page, page.getByRole("textbox", { name: /お呼びするお名前/ }));
    await typeText(page, "カラアゲ");
    // A chosen slot works at any hour: 時間を指定 (the arrow from 今すぐ while the shop is open
    // today; chosen already when it is not), then the first slot offered.
    const now = page.getByRole("radio", { name: /今すぐ/ });
    const closed = page.getByText("本日これから受け取りできる時間帯がありません");
    await expect(now.and(page.locator(":enabled")).or(closed)).toBeVisible();
    const chosenSlot = page.getByRole("radio", { name: "時間を指定" });
    if (await now.isEnabled()) {
      await tabTo(page, now);
      await page.keyboard.press("ArrowDown");
    } else {
      await tabTo(page, chosenSlot);
    }
    await expect(chosenSlot).toBeChecked();
    // The day first, then a time that day.
    const day = page.getByRole("combobox", { name: "受け取り日" });
    await expect(day.locator("option")).not.toHaveCount(1);
    await tabTo(page, day);
    await page.keyboard.press("ArrowDown");
    await expect(day).not.toHaveValue("");
    const time = page.getByRole("combobox", { name: "受け取り時間" });
    await tabTo(page, time);
    await page.keyboard.press("ArrowDown");
    await expect(time).not.toHaveValue("");
    await tabTo(page, page.getByRole("radio", { name: "現金" }));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "カード" })).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "確認へ進む" }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/shop\/cart\/confirm$/);
    await tabTo(page, page.getByRole("button", { name: "注文を確定する" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\/purchase$/);
    await expect(page.getByTestId("shop-call-number")).toHaveText(/^\d{1,3}$/);
    await tabTo(page, page.getByRole("button", { name: "次のご注文へ" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop$/);
  });
});
