import { field } from "./support/accounts";
import { pathOfLinkIn, waitForMail } from "./support/mailbox";
import { signInAsAdmin } from "./support/shop";
import { expect, test } from "./support/test";

test("an owner changes another administrator's role and mails them a link to set a new password", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const name = `厨房 ${testInfo.project.name}`;
  const email = `kitchen-${testInfo.project.name}-${Date.now()}@karaage.example`;
  await signInAsAdmin(page);
  await page.goto("/admin/setting/create");
  await field(page, "名前").fill(name);
  await field(page, "メールアドレス").fill(email);
  await field(page, "パスワード").fill("kitchen2026");
  await field(page, "パスワード（確認）").fill("kitchen2026");
  await field(page, "権限").selectOption("STAFF");
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page).toHaveURL(/\/admin\/setting$/);

  await page.getByRole("row").filter({ hasText: email }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "管理者の詳細" })).toBeVisible();
  await page.getByLabel("権限", { exact: true }).selectOption("OWNER");
  await page.getByRole("button", { name: "権限を変更する" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${name} さんの権限を「オーナー」にしました` }),
  ).toBeVisible();
  await page.goto("/admin/setting");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("オーナー");

  await page.getByRole("row").filter({ hasText: email }).getByRole("link").first().click();
  await page.getByRole("button", { name: "パスワード再設定のリンクを送る" }).click();
  await page
    .getByRole("dialog", { name: "パスワード再設定のリンクを送りますか？" })
    .getByRole("button", { name: "送る" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: `${email} にパスワード再設定のリンクを送りました` }),
  ).toBeVisible();

  const mail = await waitForMail(email);
  const them = await (await browser.newContext()).newPage();
  await them.goto(pathOfLinkIn(mail));
  await expect(them.getByRole("heading", { level: 1, name: "管理画面のパスワード設定" })).toBeVisible();
  await field(them, "新しいパスワード").fill("newkitchen26");
  await field(them, "新しいパスワード（確認）").fill("newkitchen26");
  await them.getByRole("button", { name: "パスワードを設定する" }).click();
  await expect(
    them.getByText("パスワードを設定しました。新しいパスワードでログインしてください。"),
  ).toBeVisible();
  await them.getByRole("link", { name: "ログイン画面へ" }).click();
  await field(them, "メールアドレス").fill(email);
  await field(them, "パスワード").fill("newkitchen26");
  await them.getByRole("button", { name: "ログイン" }).click();
  await expect(them).toHaveURL(/\/admin\/order\/today$/);
});
