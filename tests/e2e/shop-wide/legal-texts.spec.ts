// Issue 26 point 2: the owner edits the privacy policy in the back office and customers read the new
// text. It changes a text every visitor reads: the "shop-wide" project, on an app of its own.
import { field } from "../support/accounts";
import { expect, test } from "../support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

test("the owner rewrites the privacy policy and /privacy shows it", async ({ page, browser }) => {
  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(ADMIN.email);
  await field(page, "パスワード").fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
  await page.getByRole("banner").getByRole("link", { name: "規約・ポリシー", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "利用規約・プライバシーポリシー" })).toBeVisible();

  const form = page.getByRole("form", { name: "プライバシーポリシー" });
  const body = form.getByRole("textbox", { name: "本文" });
  await expect(body).toHaveValue(/決済代行会社/);
  // An empty text is refused in Japanese.
  await body.fill("");
  await form.getByRole("button", { name: "プライバシーポリシーを保存する" }).click();
  await expect(form.getByText("本文を入力してください")).toBeVisible();

  const stamp = `${Date.now()}`;
  await body.fill(`## 1. 取得する情報\nお名前とご連絡先（改定 ${stamp}）`);
  await form.getByRole("button", { name: "プライバシーポリシーを保存する" }).click();
  await expect(page.getByText("プライバシーポリシーを保存しました")).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto("/privacy");
  await expect(visitor.getByTestId("legal-text")).toContainText(`改定 ${stamp}`);
  await expect(visitor.getByText(/最終改定日：\d{4}年/)).toBeVisible();
  await visitor.close();
});
