import { expect, test } from "./support/test";

test("an unknown route shows the 404 page with a Japanese message and a working link home", async ({
  page,
}) => {
  await page.goto("/no-such-page/anywhere");
  await expect(page.getByTestId("error-status")).toHaveText("404");
  await expect(page.getByRole("heading", { name: "ページが見つかりませんでした" })).toBeVisible();

  await page.getByRole("link", { name: "トップページへ戻る" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("error-status")).toHaveCount(0);
});
