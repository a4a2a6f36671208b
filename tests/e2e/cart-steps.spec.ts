// The details step's form (react-hook-form, zod, the shared rules) comes with the step and not before
// (issue 16): a visit to /cart/info with an empty cart goes to /cart without downloading it, and a
// cart with items fetches it once /cart has loaded, so 「ご注文手続きへ進む」 shows the form at once.
import { addToCart } from "./support/checkout";
import { expect, test } from "./support/test";

test("the checkout form's code is fetched for the details step only, once", async ({ page }) => {
  const formCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/checkout-form-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
  });

  await page.goto("/cart/info");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("カートに商品が入っていません。")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(formCode).toEqual([]);

  await addToCart(page, "テイクアウト", "からあげ弁当");
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  // Fetched after the page's load, without a tap.
  await expect.poll(() => formCode.length).toBe(1);
  await page.getByRole("button", { name: "ご注文手続きへ進む" }).click();
  await expect(page.getByRole("heading", { name: "お客様情報の入力" })).toBeVisible();
  await expect(page.getByRole("button", { name: "ご注文内容の確認へ" })).toBeVisible();
  expect(formCode).toHaveLength(1);
});
