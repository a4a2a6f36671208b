// Issue 26 point 3 (特定商取引法 12条の6): before the order button the final confirmation screen shows
// each item's quantity and price, the fee and the total (the server's quote), when and how the
// customer pays, when the order is handed over, and the cancellation terms with a link to them.
import { uniqueEmail } from "./support/accounts";
import { addToCart, fillGuestCheckout } from "./support/checkout";
import { expect, test } from "./support/test";

test("the final confirmation shows payment, time and cancellation terms before the order button", async ({
  page,
}, testInfo) => {
  await addToCart(page, "テイクアウト", "からあげ弁当");
  await page.goto("/cart/info");
  await fillGuestCheckout(page, {
    lastName: "山田",
    firstName: "花子",
    lastNameKana: "ヤマダ",
    firstNameKana: "ハナコ",
    email: uniqueEmail("confirm-terms", testInfo.project.name),
    tel: "09012345678",
  });
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await expect(page.getByRole("heading", { name: "ご注文内容の確認" })).toBeVisible();

  // Items with quantity and amount, the total: as the server quoted them.
  const line = page.getByTestId("cart-line");
  await expect(line).toContainText("からあげ弁当");
  await expect(line).toContainText("× 1");
  await expect(line.getByTestId("cart-line-total")).toHaveText(/^[\d,]+円$/);
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  expect(total).toMatch(/^[\d,]+円$/);

  const terms = page.getByRole("region", { name: "ご注文の前にご確認ください" });
  await expect(terms.getByTestId("confirm-terms-total")).toContainText(total);
  await expect(terms).toContainText("店頭でお支払い");
  await expect(terms).toContainText("商品のお受け取り時に、店頭で代金をお支払いください。");
  await expect(terms).toContainText("お受け取り日時");
  await expect(terms).toContainText(/\d{1,2}\/\d{1,2}.*\d{1,2}:\d{2}/);
  await expect(terms).toContainText("ご注文のキャンセルは");
  const link = terms.getByRole("link", { name: /キャンセル・返品の条件/ });
  await expect(link).toHaveAttribute("href", "/terms/law#cancel");
  // All of it comes before the order button.
  const button = page.getByRole("button", { name: "注文を確定する" });
  const before = await terms.evaluate(
    (region, target) =>
      !!target && !!(region.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING),
    await button.elementHandle(),
  );
  expect(before).toBe(true);

  // Card: paid on the next screen, confirmed when paid, cancelled after 30 minutes unpaid.
  await page.getByRole("link", { name: "入力内容を修正する" }).click();
  await page.getByRole("radio", { name: /クレジットカード/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await expect(terms).toContainText("決済が完了した時点でご注文が確定します");
  await expect(page.getByRole("button", { name: "注文を確定してお支払いへ" })).toBeVisible();

  // The cancellation terms' link leads to them.
  await page.goto("/terms/law#cancel");
  await expect(page.locator("#cancel")).toContainText("ご注文のキャンセルは");
});
