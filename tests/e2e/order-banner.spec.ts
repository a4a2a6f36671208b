// Issue 26 point 15: /order/banner without a chosen method shows the banner and asks for the method,
// instead of sending the visitor to /order without a word.
import { expect, test } from "./support/test";

test("/order/banner without a method shows the banner, asks for the method, then shows its menu", async ({
  page,
}) => {
  await page.goto("/order/banner");
  await expect(page).toHaveURL(/\/order\/banner$/);
  await expect(page.getByText("揚げたて、広島から。").first()).toBeVisible();
  await expect(page.getByText("受け取り方法をお選びください。")).toBeVisible();
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await expect(page).toHaveURL(/\/order\/banner$/);
  await expect(page.getByTestId("order-method")).toHaveText("テイクアウト");
  await expect(page.getByText("ネットで予約、待たずに受け取り")).toBeVisible();
});
