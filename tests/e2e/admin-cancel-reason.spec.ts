import { field } from "./support/accounts";
import { addFirstKaraage, fillGuestCheckout } from "./support/checkout";
import { waitForMail } from "./support/mailbox";
import { dayPhase, expect, test } from "./support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

test("staff cancel with a reason: 「閉じる」 beside 「注文をキャンセルする」, the reason is required, shown on the card and mailed", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `cancel.${testInfo.project.name}.${Date.now()}@example.jp`;
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await addFirstKaraage(page, { firstOption: false });
  await page.goto("/cart/info");
  await fillGuestCheckout(page, {
    lastName: "取消",
    firstName: "花子",
    lastNameKana: "トリケシ",
    firstNameKana: "ハナコ",
    email,
    tel: "08012345678",
  });
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  const code = new URL(page.url()).searchParams.get("code") ?? "";

  const staff = await (await browser.newContext()).newPage();
  await staff.goto("/admin/login");
  await field(staff, "メールアドレス").fill(ADMIN.email);
  await field(staff, "パスワード").fill(ADMIN.password);
  await staff.getByRole("button", { name: "ログイン" }).click();
  await expect(staff).toHaveURL(/\/admin\/order\/today$/);
  // The first bookable slot is today's before opening and at midday, tomorrow's after the last slot.
  const cardOf = () => staff.locator(`[data-testid="order-card"][data-code="${code}"]`);
  await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    staff.locator('[data-testid="order-card"]').first().or(staff.getByText("本日の注文はまだありません。")),
  ).toBeVisible();
  const onToday = (await cardOf().count()) > 0;
  const phase = dayPhase();
  if (phase) expect(onToday ? "today" : "reserve").toBe(phase === "after-last-slot" ? "reserve" : "today");
  if (!onToday) await staff.goto("/admin/order/reserve");
  const card = cardOf();
  await card.getByRole("button", { name: "キャンセル" }).click();
  const dialog = staff.getByRole("dialog", { name: "注文をキャンセルしますか？" });
  await expect(dialog.getByRole("button", { name: "閉じる" })).toBeVisible();
  await dialog.getByRole("button", { name: "注文をキャンセルする" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("キャンセルの理由を選んでください");
  await expect(dialog).toBeVisible();

  await dialog.getByRole("radio", { name: "品切れ" }).check();
  await dialog.getByLabel(/メモ/).fill("もも肉が品切れのため");
  await dialog.getByRole("button", { name: "注文をキャンセルする" }).click();
  await expect(dialog).toBeHidden();
  await staff.getByText(/お渡し・お届け済み／キャンセル/).click();
  await expect(card.getByTestId("cancel-reason")).toHaveText(
    "キャンセル理由：品切れ（もも肉が品切れのため）",
  );

  // The confirmation came first, then the cancellation.
  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe(`【からあげ本舗】ご注文をキャンセルいたしました（注文番号 ${code}）`);
  expect(mail.text).toContain("キャンセルの理由: 品切れのため");
  expect(mail.text).toContain("当店からのご連絡: もも肉が品切れのため");
  await expect(page.getByTestId("order-status-label")).toHaveText("キャンセル");
});
