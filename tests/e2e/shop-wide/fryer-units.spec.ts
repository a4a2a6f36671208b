// Issue 29 point 4 in the browser (decision 0045): the owner gives a product option its kitchen units
// (調理単位) and a weekday's slot a capacity in units (1枠の調理単位); 0 or over 1,000 is refused in
// Japanese and nothing is saved. The slot's units change the whole shop, so this runs in "shop-wide",
// on the delivery settings (the reception spec there changes takeout's), and is put back at the end.
import { field } from "../support/accounts";
import { expect, type Page, test } from "../support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(ADMIN.email);
  await field(page, "パスワード").fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
}

test("an option's kitchen units are saved, and 0 is refused in Japanese", async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now() % 100000;
  const name = `e2e調理単位${stamp}`;
  const category = `e2e単位カテゴリ${stamp}`;
  await signIn(page);
  await page.goto("/admin/category/create");
  await field(page, "カテゴリ名").fill(category);
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/category$/);

  await page.goto("/admin/menu/create");
  await field(page, "商品名").fill(name);
  await page.getByLabel("商品説明").fill("調理単位の確認用です。");
  await page.getByLabel("カテゴリ").selectOption({ label: category });
  await field(page, "価格（税抜・円）").fill("500");
  await page.getByRole("button", { name: "オプションを追加" }).click();
  const row = page.locator(".option-rows__row").last();
  await row.getByLabel("オプション名").fill("20個");
  await row.getByLabel("価格（税抜・円）").fill("2000");
  const units = row.getByLabel("調理単位（かご数）");
  await expect(units).toHaveValue("1");
  await units.fill("0");
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(row.getByText("調理単位は1〜1000で入力してください")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/menu\/create$/);

  await units.fill("4");
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/menu\?category=\d+$/);
  await page.goto(`/admin/menu?name=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: new RegExp(`^編集\\s*（${name}）$`) }).click();
  const saved = page.locator(".option-rows__row").last();
  await expect(saved.getByLabel("オプション名")).toHaveValue("20個");
  await expect(saved.getByLabel("調理単位（かご数）")).toHaveValue("4");
});

test("a weekday's slot capacity in kitchen units is saved, refused over 1,000, and cleared again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto("/admin/setting/delivery");
  const friday = page.getByRole("group", { name: "金曜日" });
  const units = friday.getByLabel("1枠の調理単位（空欄：数えない）");
  await expect(units).toBeVisible();
  const before = await units.inputValue();

  await units.fill("1001");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(friday.getByText("1枠の調理単位数は1〜1000で入力してください")).toBeVisible();
  await page.reload();
  await expect(units).toHaveValue(before);

  await units.fill("60");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("設定を保存しました", { exact: false })).toBeVisible();
  await page.reload();
  await expect(units).toHaveValue("60");

  // Put back as it was (empty: units not counted), for the other shop-wide specs.
  await units.fill(before);
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("設定を保存しました", { exact: false })).toBeVisible();
  await page.reload();
  await expect(units).toHaveValue(before);
});
