// Issue 35: a topping's choices (and a product's options, the same rows) take their names in English,
// Chinese and Korean beside the Japanese, within the Japanese name's limit; a longer one is refused
// in Japanese and nothing is saved until it fits.
import { field } from "./support/accounts";
import { ADMIN } from "./support/board";
import { expect, test } from "./support/test";

test("staff give a topping's choice its names abroad; one over 50 characters is refused in Japanese", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(ADMIN.email);
  await field(page, "パスワード").fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);

  const name = `e2e翻訳トッピング${Date.now()}`;
  await page.goto("/admin/topping/create");
  await page.getByRole("textbox", { name: "トッピング名", exact: true }).fill(name);
  await page.getByLabel("ストアに公開する").uncheck();
  const row = page.locator(".option-rows__row").first();
  await row.getByRole("textbox", { name: "選択肢名", exact: true }).fill("小");
  await row.getByRole("spinbutton", { name: "価格（税抜・円）" }).fill("50");
  const abroad = row.getByRole("group", { name: /^選択肢1の外国語表記/ });
  await abroad.getByLabel("英語名").fill("Small");
  await abroad.getByLabel("中国語名").fill("小份");
  await abroad.getByLabel("韓国語名").fill("가".repeat(51));
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(abroad.getByText("韓国語のトッピングの選択肢名は50文字以内で入力してください")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/topping\/create$/);

  await abroad.getByLabel("韓国語名").fill("작은");
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/topping$/);

  // Read back from the server on the edit page.
  await page.getByRole("link", { name: new RegExp(`^編集\\s*（${name}）$`) }).click();
  const saved = page
    .locator(".option-rows__row")
    .first()
    .getByRole("group", { name: /^選択肢1の外国語表記/ });
  await expect(saved.getByLabel("英語名")).toHaveValue("Small");
  await expect(saved.getByLabel("中国語名")).toHaveValue("小份");
  await expect(saved.getByLabel("韓国語名")).toHaveValue("작은");

  // Tidy: the topping goes.
  await page.goto("/admin/topping");
  await page.getByRole("button", { name: new RegExp(`^削除\\s*（${name}）$`) }).click();
  await page
    .getByRole("dialog", { name: "トッピングの削除" })
    .getByRole("button", { name: "削除する" })
    .click();
  await expect(page.getByRole("link", { name: new RegExp(`^編集\\s*（${name}）$`) })).toHaveCount(0);
});
