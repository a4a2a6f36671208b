// Issue 26 point 15: a member re-orders a past order from the history in one tap; the cart shows
// the lines again with the server's quote of today.
import { signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { addToCart, chooseOwnSlot } from "./support/checkout";
import { expect, test } from "./support/test";

test("a member re-orders a past order from the history in one tap", async ({ page }, testInfo) => {
  await signUpAndConfirm(page, uniqueEmail("reorder", testInfo.project.name));
  await addToCart(page, "テイクアウト", "からあげ弁当");
  await page.goto("/cart/info");
  // The member's name, e-mail and phone come from the profile.
  await expect(page.getByRole("textbox", { name: "姓", exact: true })).toHaveValue("山田");
  await chooseOwnSlot(page);
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/confirm\/purchase\?code=/);
  const code = new URL(page.url()).searchParams.get("code") ?? "";
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  await page.goto("/mypage/history");
  await page.locator(`a[href="/mypage/history/${code}"]`).click();
  await page.getByRole("button", { name: "もう一度注文する" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText("からあげ弁当");
  await expect(page.getByTestId("cart-line-count")).toHaveText("1");
  // Priced by the server's quote of today, and ready to order for takeout.
  await expect(page.getByTestId("cart-line-total")).toHaveText(/^[\d,]+円$/);
  await expect(page.getByTestId("order-total")).toHaveText(/^[\d,]+円$/);
  await expect(page.getByRole("button", { name: "ご注文手続きへ進む" })).toBeEnabled();
});
