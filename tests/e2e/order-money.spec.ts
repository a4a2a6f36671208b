import { formatYen } from "../../shared/pricing";
import { uniqueEmail } from "./support/accounts";
import { fillGuestCheckout } from "./support/checkout";
import { waitForOrderMail } from "./support/mailbox";
import { expectReceiptAddsUp } from "./support/receipt";
import { expect, type Page, test } from "./support/test";

const yen = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));

/**
 * Adds a product with its second option and a topping, `quantity` of them, reading the prices the
 * dialog shows; answers the line amount a customer would add up: (option + topping) × quantity.
 */
async function addWithTopping(page: Page, name: RegExp, topping: string, quantity: number): Promise<number> {
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { name }) })
    .first();
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const option = dialog.getByRole("group", { name: /種類/ }).locator("label").nth(1);
  await option.click();
  const optionPrice = yen(await option.locator(".product-choice__choice-price").textContent());
  const sauce = dialog
    .getByRole("group", { name: new RegExp(topping) })
    .locator("label")
    .nth(1);
  await sauce.click();
  const toppingPrice = yen(await sauce.locator(".product-choice__choice-price").textContent());
  for (let i = 1; i < quantity; i++) await dialog.getByRole("button", { name: "数量を1増やす" }).click();
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  await expect(dialog).toBeHidden();
  expect(optionPrice * toppingPrice).toBeGreaterThan(0);
  return (optionPrice + toppingPrice) * quantity;
}

test("the cart, the confirmation, the receipt and the mail charge the sum of the prices shown", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("money", testInfo.project.name);
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  const first = await addWithTopping(page, /若鶏のもも唐揚げ/, "甘酢タレ", 2);
  const second = await addWithTopping(page, /塩だれ唐揚げ/, "ゆず塩", 4);
  const expected = [first, second];
  const total = formatYen(first + second);

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line-total")).toHaveText(expected.map(formatYen));
  await expect(page.getByTestId("order-total")).toHaveText(total);
  await page.getByRole("button", { name: "ご注文手続きへ進む" }).click();
  await fillGuestCheckout(page, {
    lastName: "山田",
    firstName: "太郎",
    lastNameKana: "ヤマダ",
    firstNameKana: "タロウ",
    email,
    tel: "09012345678",
  });
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();

  await expect(page.getByRole("heading", { name: "ご注文内容の確認" })).toBeVisible();
  await expect(page.getByTestId("cart-line-total")).toHaveText(expected.map(formatYen));
  await expect(page.getByTestId("order-total")).toHaveText(total);
  const taxLine = (await page.getByTestId("order-tax-8").textContent()) ?? "";
  expect(taxLine).toBe(`${total}（内消費税 ${formatYen(Math.floor(((first + second) * 8) / 108))}）`);
  await page.getByRole("button", { name: "注文を確定する" }).click();

  await expect(page).toHaveURL(/\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  const receipt = page.getByTestId("order-receipt");
  await expect(page.getByTestId("receipt-total")).toHaveText(total);
  await expect(receipt.getByTestId("receipt-line-amount")).toHaveText(expected.map(formatYen));
  await expectReceiptAddsUp(receipt, "receipt");

  const code = new URL(page.url()).searchParams.get("code") ?? "";
  const mail = await waitForOrderMail(email, code);
  expect(mail.text).toContain(`合計 ${total}（税込）`);
  for (const amount of expected) expect(mail.text).toContain(`　${formatYen(amount)}`);
  expect(mail.text).toContain(`8%対象 ${taxLine}`);
});
