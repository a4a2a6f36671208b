export default async function (page, base) {
  await page.goto(base + "/admin/login");
  await page.getByLabel(/^メールアドレス/).fill("admin@karaage.example");
  await page.getByLabel(/^パスワード/).fill("karaage-admin-2026");
  await page.getByRole("button", { name: "ログイン" }).click();
  await page.waitForURL(/\/admin\/order\/today$/);
  await page.getByRole("banner").getByRole("link", { name: "規約・ポリシー", exact: true }).click();
  await page.getByRole("textbox", { name: "本文" }).first().waitFor();
}
