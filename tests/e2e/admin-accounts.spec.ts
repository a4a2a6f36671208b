import { field } from "./support/accounts";
import { expect, test } from "./support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

test("an administrator logs in, sees their name with 様, adds a staff account and logs out", async ({
  page,
}, testInfo) => {
  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(ADMIN.email);
  await field(page, "パスワード").fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
  const banner = page.getByRole("banner");
  await expect(banner.getByText(/^\S.* 様$/)).toBeVisible();

  const staffName = `スタッフ ${testInfo.project.name}`;
  const staffEmail = `staff-${testInfo.project.name}-${Date.now()}@karaage.example`;
  await page.goto("/admin/setting");
  await page.getByRole("link", { name: "新規作成" }).click();
  await expect(page).toHaveURL(/\/admin\/setting\/create$/);
  await field(page, "名前").fill(staffName);
  await field(page, "メールアドレス").fill(staffEmail);
  await field(page, "パスワード").fill("staffpass1");
  await field(page, "パスワード（確認）").fill("staffpass1");
  await field(page, "権限").selectOption("STAFF");
  await page.getByRole("button", { name: "登録する" }).click();

  await expect(page).toHaveURL(/\/admin\/setting$/);
  await expect(page.getByText(`${staffName} さんを登録しました`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: staffEmail });
  await expect(row).toContainText(staffName);
  await expect(row).toContainText("スタッフ");

  await banner.getByRole("button", { name: "ログアウト" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/setting");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
