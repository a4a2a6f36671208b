// Issue 29 point 3: the owner registers a CloudPRNT printer (its secret shown once) and the kitchen's
// board shows its state from its polls: never polled, it is 応答なし. A printer makes every new order
// write a kitchen ticket: the "shop-wide" project, on an app of its own; removed at the end.
import AxeBuilder from "@axe-core/playwright";
import { field } from "../support/accounts";
import { expect, test } from "../support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

test("the owner registers a printer, sees its secret once, and the board shows it silent", async ({
  page,
}) => {
  // A board, a form and an axe run on two busy cores.
  test.setTimeout(150_000);
  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(ADMIN.email);
  await field(page, "パスワード").fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
  await expect(page.getByTestId("printer-status")).toHaveCount(0);

  await page.getByRole("banner").getByRole("link", { name: "プリンター", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "プリンター" })).toBeVisible();
  const form = page.getByRole("form", { name: "プリンターを登録" });
  await form.getByLabel("プリンター名").fill("キッチン");
  await form.getByLabel("MACアドレス").fill("00-11-62-AB-CD-EF");
  await form.getByRole("button", { name: "登録する" }).click();
  await expect(page.getByTestId("printer-secret")).toHaveText(/^[A-Za-z0-9_-]{32}$/);
  await expect(page.getByText("キッチン（00:11:62:ab:cd:ef）")).toBeVisible();
  // The same MAC again is refused in Japanese.
  await form.getByLabel("プリンター名").fill("キッチン2");
  await form.getByLabel("MACアドレス").fill("00:11:62:ab:cd:ef");
  await form.getByRole("button", { name: "登録する" }).click();
  await expect(form.getByText("このMACアドレスのプリンターは登録済みです")).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await page.goto("/admin/order/today");
  const status = page.getByTestId("printer-status");
  await expect(status.locator('[data-state="SILENT"]')).toHaveText(/キッチン.*応答なし（60秒以上）/, {
    timeout: 30_000,
  });
  await expect(status.getByRole("status")).toHaveText(/印刷待ち \d+件/);

  await page.goto("/admin/setting/printer");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "削除" }).click();
  await expect(page.getByText("まだ登録されていません")).toBeVisible();
});
