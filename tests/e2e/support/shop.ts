import { expect, type Page } from "@playwright/test";
import { field } from "./accounts";

export const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

/** Signs the demo administrator in through /admin/login (the counter's device). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(ADMIN.email);
  await field(page, "パスワード").fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
}
