import { addFirstKaraage, fillGuestCheckout } from "./support/checkout";
import { expect, type Page, test } from "./support/test";

/** A takeout order of the first karaage as it comes, up to the confirmation step, paying by card. */
async function checkoutByCard(page: Page, email: string): Promise<string> {
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await addFirstKaraage(page, { firstOption: false });
  await expect(page.getByTestId("cart-count").filter({ visible: true })).toHaveText(/^1/);

  await page.goto("/cart/info");
  await fillGuestCheckout(page, {
    lastName: "佐藤",
    firstName: "一郎",
    lastNameKana: "サトウ",
    firstNameKana: "イチロウ",
    email: email,
    tel: "08012345678",
  });
  await page.getByRole("radio", { name: /クレジットカード/ }).check();
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();

  await expect(page.getByRole("heading", { name: "ご注文内容の確認" })).toBeVisible();
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  await page.getByRole("button", { name: "注文を確定してお支払いへ" }).click();
  // The payment service's page (the built-in sandbox) asks to approve or decline. When it did not
  // come, the order had been refused: its slot was full, every spec booking the same first slot
  // (now each books its own, support/checkout.ts). Say so rather than time out on a missing button.
  const approve = page.getByRole("button", { name: "承認する" });
  await expect(approve.or(page.getByTestId("order-failure"))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("order-failure")).toHaveCount(0);
  await expect(approve).toBeVisible();
  return total;
}

test("a card payment approved on the payment page ends on the confirmation with the order paid", async ({
  page,
}) => {
  const total = await checkoutByCard(page, "ichiro.card@example.jp");
  await page.getByRole("button", { name: "承認する" }).click();

  await expect(page).toHaveURL(/\/confirm\/purchase\?/);
  await expect(page.getByTestId("order-receipt")).toBeVisible();
  await expect(page.getByTestId("receipt-total")).toHaveText(total);
  await expect(page.getByTestId("order-receipt")).toContainText("クレジットカード");
  await expect(page.getByText(/で承りました/)).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("a declined card payment says so and keeps the cart for another try with a new order", async ({
  page,
}) => {
  await checkoutByCard(page, "ichiro.declined@example.jp");
  await page.getByRole("button", { name: "拒否する" }).click();

  await expect(page).toHaveURL(/\/confirm\/purchase\?/);
  await expect(page.getByRole("alert")).toContainText("承認されなかった");
  // Not an order placed: the heading says the payment failed, not 「ご注文の確定」.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("お支払いができませんでした");
  await expect(page.getByTestId("cart-count").filter({ visible: true })).toHaveText(/^1/);
  const back = page.getByRole("link", { name: "ご注文内容の確認に戻る" });
  await expect(back).toHaveAttribute("href", "/cart/confirm");
  // The declined order opened again by its code (as the tab can) is cancelled, not "承りました".
  const code = new URL(page.url()).searchParams.get("code") ?? "";
  await page.goto(`/confirm/purchase?code=${code}`);
  await expect(page.getByRole("alert")).toContainText(`ご注文番号 ${code} はキャンセルされています`);
  await expect(page.getByTestId("order-status-label")).toHaveText("キャンセル");
  await expect(page.getByText(/で承りました/)).toHaveCount(0);
  await page.goto("/cart/confirm");
  // A new attempt is a new order (the declined one was cancelled), with a new payment page.
  await page.getByRole("button", { name: "注文を確定してお支払いへ" }).click();
  await expect(page.getByRole("button", { name: "承認する" })).toBeVisible();
});
