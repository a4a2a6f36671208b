import { randomBytes } from "node:crypto";
import { stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { field } from "./support/accounts";
import { signInAsAdmin } from "./support/shop";
import { expect, type Page, test } from "./support/test";

/** A photo over 5 MB, as phones take them: noise does not compress. */
async function largePhoto(): Promise<string> {
  const file = path.join(os.tmpdir(), `karaage-e2e-large-${Date.now()}.png`);
  const bytes = await sharp({
    create: {
      width: 2200,
      height: 1700,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 80 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await writeFile(file, bytes);
  expect((await stat(file)).size).toBeGreaterThan(5 * 1024 * 1024);
  return file;
}

/** Over 5 MB and no picture at all: nothing can make it smaller. */
async function brokenLargeFile(): Promise<string> {
  const file = path.join(os.tmpdir(), `karaage-e2e-broken-${Date.now()}.jpg`);
  await writeFile(file, randomBytes(6 * 1024 * 1024));
  return file;
}

async function newPrivateProduct(page: Page, name: string, category: string) {
  await page.goto("/admin/menu/create");
  await field(page, "商品名").fill(name);
  await page.getByLabel("カテゴリ").selectOption({ label: category });
  await field(page, "価格（税抜・円）").fill("400");
  await page.getByLabel("ストアに公開する").uncheck();
}

test("a photo over 5 MB is made smaller in the browser and saved with the product", async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now() % 100000;
  const category = `e2e写真${stamp}`;
  await signInAsAdmin(page);
  await page.goto("/admin/category/create");
  await field(page, "カテゴリ名").fill(category);
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/category$/);

  const name = `e2e大きな写真${stamp}`;
  await newPrivateProduct(page, name, category);
  await page.getByLabel("写真").setInputFiles(await largePhoto());
  await expect(page.getByText(/送る写真：.+（[0-4]\.\dMB）/)).toBeVisible();
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/menu\?category=\d+$/);

  await page.goto(`/admin/menu?name=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: new RegExp(`^編集\\s*（${name}）$`) }).click();
  await expect(page.locator(".image-field__preview")).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}-/);

  // A file over 5 MB that is no picture: the save waits until the choice is undone on purpose.
  const second = `e2e壊れた写真${stamp}`;
  await newPrivateProduct(page, second, category);
  await page.getByLabel("写真").setInputFiles(await brokenLargeFile());
  await expect(page.getByText(/5MB以下に縮小できませんでした/)).toBeVisible();
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "写真に問題があります" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/menu\/create$/);
  await expect(page.getByLabel("写真")).toBeFocused();

  await page.getByRole("button", { name: "写真の選択を取り消す" }).click();
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/menu\?category=\d+$/);
  await page.goto(`/admin/menu?name=${encodeURIComponent(second)}`);
  await expect(page.getByTestId("admin-product-row").filter({ hasText: second })).toHaveCount(1);
});
