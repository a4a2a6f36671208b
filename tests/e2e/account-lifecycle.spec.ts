import { CUSTOMER_PASSWORD, field, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/test";

test("a visitor signs up, confirms through the mailed link, logs in, edits the profile and logs out", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("hanako", testInfo.project.name);
  await signUpAndConfirm(page, email);

  // The confirmation signs the browser in; log out to log in again with the password.
  await page.getByRole("link", { name: "マイページへ" }).click();
  await expect(page).toHaveURL(/\/mypage\/info$/);
  await expect(page.getByText("山田 花子")).toBeVisible();
  await page.getByRole("button", { name: "ログアウト" }).click();
  await expect(page).toHaveURL(/\/$/);

  // A guarded page sends a logged-out visitor to /login and back after logging in.
  await page.goto("/mypage/info/edit");
  await expect(page).toHaveURL(/\/login$/);
  await field(page, "メールアドレス").fill(email);
  await field(page, "パスワード").fill(CUSTOMER_PASSWORD);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/mypage\/info\/edit$/);

  await expect(field(page, "姓")).toHaveValue("山田");
  await field(page, "市区町村・番地").fill("広島市中区本通1-23");
  await page.getByRole("button", { name: "変更を保存する" }).click();
  await expect(page.getByText("会員情報を更新しました")).toBeVisible();
  // Shown for three seconds, then gone.
  await expect(page.getByText("会員情報を更新しました")).toBeHidden({ timeout: 6_000 });

  await page.getByRole("link", { name: "会員情報へ戻る" }).click();
  await expect(page.getByText("広島市中区本通1-23")).toBeVisible();
  await page.getByRole("button", { name: "ログアウト" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/mypage/info");
  await expect(page).toHaveURL(/\/login$/);
});

test("changing the e-mail address needs the current password", async ({ page }, testInfo) => {
  const email = uniqueEmail("taro", testInfo.project.name);
  await signUpAndConfirm(page, email);
  await page.goto("/mypage/info/edit");
  await field(page, "メールアドレス").fill(uniqueEmail("taro-new", testInfo.project.name));
  await page.getByRole("button", { name: "変更を保存する" }).click();
  await expect(
    page.getByText("メールアドレスやパスワードを変更するには、現在のパスワードを入力してください"),
  ).toBeVisible();
});
