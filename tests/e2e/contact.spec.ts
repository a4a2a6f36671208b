import { field } from "./support/accounts";
import { waitForMail } from "./support/mailbox";
import { expect, test } from "./support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

test("a customer sends a contact message from the footer, and staff read it and reply by mail", async ({
  page,
}, testInfo) => {
  const email = `contact-${testInfo.project.name}-${Date.now()}@example.jp`;
  const subject = `団体予約の相談（${testInfo.project.name}）`;
  // Reachable from the store page and from every page's footer.
  await page.goto("/store");
  await page.getByRole("main").getByRole("link", { name: "お問い合わせフォーム" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "お問い合わせ" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.getByRole("button", { name: "送信する" }).click();
  await expect(page.getByText("お名前を入力してください")).toBeVisible();
  await field(page, "お名前").fill("広島 花子");
  await field(page, "メールアドレス").fill(email);
  await field(page, "件名").fill(subject);
  await page.getByLabel("お問い合わせ内容").fill("20人分のからあげを予約できますか？");
  await page.getByRole("button", { name: "送信する" }).click();
  await expect(page.getByText("お問い合わせを受け付けました")).toBeVisible();
  // The acknowledgement goes to an unproven address: it quotes nothing the sender typed.
  const ack = await waitForMail(email);
  expect(ack.text).toContain("受付番号");
  expect(ack.text).not.toContain("20人分のからあげを予約できますか？");

  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(ADMIN.email);
  await field(page, "パスワード").fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
  // The header's inbox link counts the unread messages.
  const inbox = page.getByRole("banner").getByRole("link", { name: /お問い合わせ\s*未読\d+件/ });
  await expect(inbox).toBeVisible();
  await inbox.click();
  const item = page.getByRole("listitem").filter({ hasText: subject });
  await expect(item.getByText("未読")).toBeVisible();
  await item.getByRole("link").click();
  await expect(page.getByText("20人分のからあげを予約できますか？")).toBeVisible();
  await page.getByLabel(/返信内容/).fill("承れます。前日までにお電話ください。");
  await page.getByRole("button", { name: "返信を送信する" }).click();
  await expect(page.getByText("返信メールを送信しました")).toBeVisible();
  const reply = await waitForMail(email, 2);
  expect(reply.subject).toBe(`Re: ${subject}`);

  await page.getByRole("link", { name: "← お問い合わせ一覧へ" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: subject }).getByText("未読")).toHaveCount(0);
});
