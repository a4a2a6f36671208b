import { field, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { pathOfLinkIn, waitForMail } from "./support/mailbox";
import { expect, test } from "./support/test";

test("a customer resets a forgotten password through the mailed link and is logged in", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("reset", testInfo.project.name);
  await signUpAndConfirm(page, email);
  await page.goto("/mypage/info");
  // The button moves down when the profile arrives: wait for it, so the click lands on the button.
  await expect(page.getByText("山田 花子")).toBeVisible();
  await page.getByRole("button", { name: "ログアウト" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/login");
  await page.getByRole("link", { name: "パスワードをお忘れの方" }).click();
  await field(page, "メールアドレス").fill(email);
  await page.getByRole("button", { name: "再設定メールを送信する" }).click();
  await expect(page.getByText("メールを送信しました")).toBeVisible();

  // The confirmation mail came first; the reset link is in the second mail.
  const mail = await waitForMail(email, 2);
  const link = pathOfLinkIn(mail);
  expect(link).toMatch(/^\/resetpass\?/);
  await page.goto(link);
  await field(page, "新しいパスワード").fill("newpass2026");
  await field(page, "新しいパスワード（確認）").fill("newpass2026");
  await page.getByRole("button", { name: "パスワードを変更する" }).click();
  await expect(page).toHaveURL(/\/mypage\/info$/);
  await expect(page.getByText("パスワードを変更しました")).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await field(page, "新しいパスワード").fill("another2026");
  await field(page, "新しいパスワード（確認）").fill("another2026");
  await page.getByRole("button", { name: "パスワードを変更する" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("link", { name: "再設定メールをもう一度送る" })).toBeVisible();
});
