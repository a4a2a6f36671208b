// Issue 26 point 9: topping choices show their allergens, and the menu's allergen filter marks the
// toppings that contain one of the avoided allergens (the dish itself is free of them).
import { expect, test } from "./support/test";

test("topping choices show their allergens and mark those the filter avoids", async ({ page }) => {
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await expect(page.getByTestId("order-method")).toHaveText("テイクアウト");
  const egg = page.getByRole("group", { name: "アレルゲンを含む商品を表示しない" }).getByLabel("卵");
  // The filter lives in the address (?allergen=egg): the box turns checked once the URL changed.
  await egg.click();
  await expect(page).toHaveURL(/allergen=egg/);
  await expect(egg).toBeChecked();
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { name: "フライドポテト", exact: true }) });
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog", { name: "フライドポテト" });
  const garlic = dialog.getByRole("group", { name: /ガーリックマヨ/ });
  const small = garlic.locator("label").filter({ hasText: "小カップ" });
  await expect(small.getByTestId("topping-allergens")).toHaveText("卵・大豆");
  await expect(small.getByTestId("topping-avoided")).toHaveText("卵を含みます");
  // Without the filter the allergens stay, the mark goes.
  await page.keyboard.press("Escape");
  await egg.click();
  await expect(page).not.toHaveURL(/allergen=egg/);
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  await expect(small.getByTestId("topping-allergens")).toHaveText("卵・大豆");
  await expect(small.getByTestId("topping-avoided")).toHaveCount(0);
});
