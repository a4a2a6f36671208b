import { formatYen } from "../../shared/pricing";
import { uniqueEmail } from "./support/accounts";
import { fillGuestCheckout, firstKaraage } from "./support/checkout";
import { waitForOrderMail } from "./support/mailbox";
import { expectReceiptAddsUp } from "./support/receipt";
import { expect, test } from "./support/test";

const yen = (text: string) => Number(text.replace(/[^0-9]/g, ""));

test("a guest orders karaage for takeout, pays at the shop, sees the confirmation page and gets the mail", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("hanako.takeout", testInfo.project.name);
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await expect(page).toHaveURL(/\/order\/menu$/);
  await expect(page.getByTestId("order-method")).toHaveText("テイクアウト");

  // The option dialog: one option, two pieces, a live tax-inclusive total.
  const card = firstKaraage(page);
  const productName = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog", { name: productName });
  await expect(dialog).toBeVisible();
  const option = dialog.getByRole("group", { name: /種類/ }).locator("label").nth(1);
  await option.click();
  await expect(option.getByRole("radio")).toBeChecked();
  const optionPrice = yen((await option.locator(".product-choice__choice-price").textContent()) ?? "");
  expect(optionPrice).toBeGreaterThan(0);
  await dialog.getByRole("button", { name: "数量を1増やす" }).click();
  await expect(dialog.getByTestId("choice-total")).toHaveText(`${formatYen(optionPrice * 2)}（税込）`);
  await dialog.getByRole("button", { name: "カートに入れる" }).click();

  // The success message shows, then goes after 3 seconds; the header counts the pieces.
  const message = page.getByRole("status").filter({ hasText: "カートに追加しました" });
  await expect(message).toBeVisible();
  await expect(page.getByTestId("cart-count").filter({ visible: true })).toHaveText(/^2/);
  await expect(message).toBeHidden({ timeout: 6_000 });

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line-count")).toHaveText("2");
  await page.getByRole("button", { name: "ご注文手続きへ進む" }).click();

  await expect(page.getByRole("heading", { name: "お客様情報の入力" })).toBeVisible();
  await fillGuestCheckout(page, {
    lastName: "山田",
    firstName: "花子",
    lastNameKana: "ヤマダ",
    firstNameKana: "ハナコ",
    email: email,
    tel: "09012345678",
  });
  await expect(page.getByRole("radio", { name: "店頭でお支払い" })).toBeChecked();
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();

  await expect(page.getByRole("heading", { name: "ご注文内容の確認" })).toBeVisible();
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  expect(yen(total)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "注文を確定する" }).click();

  await expect(page).toHaveURL(/\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  await expect(page.getByText("ご注文ありがとうございます。")).toBeVisible();
  const code = new URL(page.url()).searchParams.get("code") ?? "";
  await expect(page.getByTestId("order-code")).toHaveText(code);
  await expect(page.getByTestId("receipt-total")).toHaveText(total);
  await expect(page.getByTestId("order-receipt")).toContainText(productName);
  await expect(page.getByTestId("order-receipt")).toContainText("店頭でお支払い");
  await expectReceiptAddsUp(page.getByTestId("order-receipt"), "receipt");
  // The cart is empty once the order is placed.
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  // The confirmation mail names the order and its total.
  const mail = await waitForOrderMail(email, code);
  expect(mail.subject).toContain(code);
  expect(mail.text).toContain(`注文番号: ${code}`);
  expect(mail.text).toContain(`合計 ${formatYen(yen(total))}（税込）`);
  expect(mail.text).toContain(productName);
});
