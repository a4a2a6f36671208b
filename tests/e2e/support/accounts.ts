import { expect, type Page } from "@playwright/test";
import { pathOfLinkIn, waitForMail } from "./mailbox";

/** A form field by its label; the 必須/任意 badge after the label text is ignored. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\（）]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}(必須|任意)?$`));
}

export const CUSTOMER_PASSWORD = "karaage2026";

/** A unique address per test and project, so runs and parallel workers never collide. */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.jp`;
}

/** Signs up through /signup and follows the mailed link; the customer ends up logged in. */
export async function signUpAndConfirm(page: Page, email: string): Promise<void> {
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
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(email);
  await page.goto(pathOfLinkIn(mail));
  await expect(page.getByText("会員登録が完了しました")).toBeVisible();
}
