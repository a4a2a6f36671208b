import { signInAsAdmin } from "./support/shop";
import { expect, test } from "./support/test";

test("an unknown product, category or topping address says so inside the back office and keeps the administrator signed in", async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const [path, heading, back] of [
    ["/admin/menu/987654", "商品が見つかりませんでした", "商品一覧へ戻る"],
    ["/admin/category/987654", "カテゴリが見つかりませんでした", "カテゴリ一覧へ戻る"],
    ["/admin/topping/987654", "トッピングが見つかりませんでした", "トッピング一覧へ戻る"],
    ["/admin/menu/not-a-number", "商品が見つかりませんでした", "商品一覧へ戻る"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("link", { name: new RegExp(back) })).toBeVisible();
  }
  // Still signed in: the link back opens the list, not the login page.
  await page.getByRole("link", { name: /商品一覧へ戻る/ }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(page.getByRole("heading", { level: 1, name: "商品一覧" })).toBeVisible();
});

test("an unknown /admin address answers HTTP 404 and shows the back office's not-found page", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const response = await page.goto("/admin/no-such-screen");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "ページが見つかりませんでした" })).toBeVisible();
  const known = await page.goto("/admin/menu");
  expect(known?.status()).toBe(200);
});
