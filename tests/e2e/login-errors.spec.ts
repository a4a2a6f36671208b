import { field } from "./support/accounts";
import { expect, test } from "./support/test";

test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
  await page.goto("/login");
  await field(page, "メールアドレス").fill("nobody@example.jp");
  await field(page, "パスワード").fill("wrongpass1");
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page.getByRole("alert")).toHaveText("メールアドレスまたはパスワードが正しくありません");
  await expect(page).toHaveURL(/\/login$/);
});

test("an empty login form shows the messages under the fields without calling the server", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page.getByText("メールアドレスを入力してください")).toBeVisible();
  await expect(page.getByText("パスワードを入力してください")).toBeVisible();
});

test("the admin pages send a visitor without admin credentials to /admin/login", async ({ page }) => {
  await page.goto("/admin/setting");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "管理者ログイン" })).toBeVisible();
});

test("a password reset request always gives the same answer", async ({ page }) => {
  await page.goto("/resetpass");
  await field(page, "メールアドレス").fill("nobody@example.jp");
  await page.getByRole("button", { name: "再設定メールを送信する" }).click();
  await expect(page.getByText("メールを送信しました")).toBeVisible();
});
