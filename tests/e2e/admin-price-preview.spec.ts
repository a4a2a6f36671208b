import { field } from "./support/accounts";
import { signInAsAdmin } from "./support/shop";
import { expect, test } from "./support/test";

test("the product form shows the tax-inclusive price as the owner types, and takes one directly", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now() % 100000;
  const category = `e2e税込${stamp}`;
  await signInAsAdmin(page);
  await page.goto("/admin/category/create");
  await field(page, "カテゴリ名").fill(category);
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/category$/);

  const name = `e2e税込価格${stamp}`;
  await page.goto("/admin/menu/create");
  await field(page, "商品名").fill(name);
  await page.getByLabel("カテゴリ").selectOption({ label: category });
  await page.getByLabel("ストアに公開する").uncheck();
  const shown = page.getByTestId("price-with-tax").first();
  await field(page, "価格（税抜・円）").fill("500");
  await expect(shown).toHaveText("お客様に表示される価格：540円（税込・8%）");
  await page.getByLabel("税率の区分").selectOption("STANDARD");
  await expect(shown).toHaveText("お客様に表示される価格：550円（税込・10%）");
  await page.getByLabel("税率の区分").selectOption("REDUCED");

  const withTax = page.getByLabel("税込価格で入力（円）", { exact: true });
  await withTax.fill("13");
  await expect(page.getByText(/12円か14円にしてください/)).toBeVisible();
  await withTax.fill("650");
  await expect(field(page, "価格（税抜・円）")).toHaveValue("602");
  await expect(shown).toHaveText("お客様に表示される価格：650円（税込・8%）");
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/menu\?category=\d+$/);

  await page.getByRole("link", { name: new RegExp(`^編集\\s*（${name}）$`) }).click();
  await expect(field(page, "価格（税抜・円）")).toHaveValue("602");
  await expect(page.getByTestId("price-with-tax").first()).toHaveText(
    "お客様に表示される価格：650円（税込・8%）",
  );
});

test("a topping's option shows its tax-inclusive price at the reduced rate", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/topping/create");
  const row = page.locator(".option-rows__row").first();
  await row.getByLabel("価格（税抜・円）").fill("100");
  await expect(row.getByTestId("price-with-tax")).toHaveText("お客様に表示される価格：108円（税込・8%）");
});
