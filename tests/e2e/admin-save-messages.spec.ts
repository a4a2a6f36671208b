import { field } from "./support/accounts";
import { signInAsAdmin } from "./support/shop";
import { expect, test } from "./support/test";

test("saving a category or a product says so, and a new product is shown where it went", async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now() % 100000;
  const category = `e2e保存${stamp}`;
  await signInAsAdmin(page);
  await page.goto("/admin/category/create");
  await field(page, "カテゴリ名").fill(category);
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/category$/);
  await expect(
    page.getByRole("status").filter({ hasText: `カテゴリ「${category}」を登録しました` }),
  ).toBeVisible();

  await page.getByRole("link", { name: new RegExp(`^編集\\s*（${category}）$`) }).click();
  await field(page, "カテゴリ名").fill(`${category}改`);
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `カテゴリ「${category}改」を保存しました` }),
  ).toBeVisible();

  const name = `e2e新商品${stamp}`;
  await page.goto("/admin/menu/create");
  await field(page, "商品名").fill(name);
  await page.getByLabel("カテゴリ").selectOption({ label: `${category}改` });
  await field(page, "価格（税抜・円）").fill("450");
  await page.getByLabel("ストアに公開する").uncheck();
  await page.getByRole("button", { name: "登録する" }).click();
  // The list opens on the new product's category, and says where it went.
  await expect(page).toHaveURL(/\/admin\/menu\?category=\d+$/);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `「${name}」を登録しました。カテゴリ「${category}改」の最後に並びます` }),
  ).toBeVisible();
  await expect(page.getByTestId("admin-product-row").filter({ hasText: name })).toBeVisible();

  await page.getByRole("link", { name: new RegExp(`^編集\\s*（${name}）$`) }).click();
  await field(page, "価格（税抜・円）").fill("460");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByRole("status").filter({ hasText: `「${name}」を保存しました` })).toBeVisible();
});
