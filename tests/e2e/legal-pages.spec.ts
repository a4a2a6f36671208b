// Issue 26 point 2: /terms and /privacy exist and are linked from the footer, signup and checkout.
import { addToCart } from "./support/checkout";
import { expect, test } from "./support/test";

test("the footer, signup and checkout link the terms and the privacy policy", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "プライバシーポリシー" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "プライバシーポリシー" })).toBeVisible();
  const text = page.getByTestId("legal-text");
  for (const heading of [
    "取得する情報",
    "利用目的",
    "第三者への提供と委託",
    "保存期間",
    "開示・訂正・利用停止・削除のご請求",
    "お問い合わせ窓口",
  ])
    await expect(text.getByRole("heading", { name: new RegExp(heading) })).toBeVisible();
  await expect(text).toContainText("決済代行会社");
  await expect(text).toContainText("メール配信サービス事業者");

  await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
  await expect(page.getByTestId("legal-text")).toContainText("ご注文のキャンセルは");

  await page.goto("/signup");
  const agreement = page.getByTestId("signup-agreement");
  await expect(agreement.getByRole("link", { name: "利用規約" })).toHaveAttribute("href", "/terms");
  await expect(agreement.getByRole("link", { name: "プライバシーポリシー" })).toHaveAttribute(
    "href",
    "/privacy",
  );

  await addToCart(page, "テイクアウト", "からあげ弁当");
  await page.goto("/cart/info");
  const consent = page.getByRole("checkbox", { name: /利用規約.*プライバシーポリシー.*に同意する/ });
  await expect(consent).toBeVisible();
  await expect(page.getByRole("link", { name: "プライバシーポリシー" })).toHaveAttribute("href", "/privacy");
  await expect(page.getByRole("link", { name: "利用規約", exact: true })).toHaveAttribute("href", "/terms");
});
