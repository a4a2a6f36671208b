// Issue 26 points 13 and 15: a used sign-up link of a confirmed account says it is confirmed, and
// /login mails the confirmation link again.
import { CUSTOMER_PASSWORD, field, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { pathOfLinkIn, waitForMail } from "./support/mailbox";
import { expect, test } from "./support/test";

test("a used sign-up link of a confirmed account says it is already confirmed", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("used-link", testInfo.project.name);
  await signUpAndConfirm(page, email);
  const link = pathOfLinkIn(await waitForMail(email));
  await page.goto(link);
  await expect(page.getByText("このメールアドレスは確認済みです。ログインしてご利用ください")).toBeVisible();
  await expect(page.getByRole("link", { name: "ログインへ" })).toBeVisible();
  await expect(page.getByRole("button", { name: "確認メールを再送する" })).toHaveCount(0);
});

test("/login mails the confirmation link again to an account not confirmed yet", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("resend-login", testInfo.project.name);
  await page.goto("/signup");
  await field(page, "姓").fill("山田");
  await field(page, "名").fill("花子");
  await field(page, "セイ").fill("ヤマダ");
  await field(page, "メイ").fill("ハナコ");
  await field(page, "メールアドレス").fill(email);
  await field(page, "携帯電話番号").fill("09012345678");
  await field(page, "パスワード").fill(CUSTOMER_PASSWORD);
  await field(page, "パスワード（確認）").fill(CUSTOMER_PASSWORD);
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page.getByText("確認メールを送信しました")).toBeVisible();
  await waitForMail(email);

  await page.goto("/login");
  await page.getByRole("button", { name: "会員登録の確認メールが届いていない方" }).click();
  const resend = page.getByRole("form", { name: "確認メールの再送" });
  await resend.getByRole("textbox", { name: /ご登録のメールアドレス/ }).fill(email);
  await resend.getByRole("button", { name: "確認メールを再送する" }).click();
  await expect(resend.getByText(`${email} 宛に確認メールを送信しました`)).toBeVisible();
  const second = await waitForMail(email, 2);
  await page.goto(pathOfLinkIn(second));
  await expect(page.getByText("会員登録が完了しました")).toBeVisible();
});
