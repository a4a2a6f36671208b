// Card payment through the Stripe gateway, end to end (issue 28, decision 0035): an app of this
// spec's own with Stripe's keys, the real SDK pointed at the local fixture of Stripe's API, whose
// checkout page redirects back as Stripe's does. The webhook reaches the app before the browser's
// return in one test and after it in the other; the order is paid exactly once, and the shop's
// cancellation or staff's partial refund gives money back exactly once.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FIXTURE_KEY, FIXTURE_WEBHOOK_SECRET, StripeFixture } from "../integration/payment/stripe-fixture";
import type { ReceivedMail } from "../setup/smtp";
import { field } from "./support/accounts";
import { ADMIN } from "./support/board";
import { addFirstKaraage, fillGuestCheckout } from "./support/checkout";
import { type ClockApp, startClockApp } from "./support/clock-app";
import { type BrowserContext, expect, type Page, test, testNow } from "./support/test";

test.describe.configure({ mode: "serial" });

let fixture: StripeFixture;
let app: ClockApp;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fixture = await new StripeFixture().start();
  app = await startClockApp(testNow().toISOString(), {
    STRIPE_SECRET_KEY: FIXTURE_KEY,
    STRIPE_WEBHOOK_SECRET: FIXTURE_WEBHOOK_SECRET,
    STRIPE_API_URL: fixture.url,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await fixture?.close();
});

function mailsAbout(address: string, code: string, subject: string): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR as string;
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(address) && mail.subject.includes(`注文番号 ${code}`))
    .filter((mail) => mail.subject.includes(subject));
}

async function waitForMailAbout(address: string, code: string, subject: string): Promise<ReceivedMail> {
  await expect.poll(() => mailsAbout(address, code, subject).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return mailsAbout(address, code, subject)[0] as ReceivedMail;
}

async function newContext(browser: import("@playwright/test").Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: app.baseURL });
  await app.follow(context);
  return context;
}

/** A guest orders one karaage for takeout by card and lands on the fixture's checkout page. */
async function orderByCard(page: Page, email: string): Promise<{ code: string; sessionId: string }> {
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await addFirstKaraage(page, { firstOption: false });
  await page.goto("/cart/info");
  await fillGuestCheckout(page, {
    lastName: "加藤",
    firstName: "花",
    lastNameKana: "カトウ",
    firstNameKana: "ハナ",
    email,
    tel: "08012345678",
  });
  await page.getByRole("radio", { name: /クレジットカード/ }).check();
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("button", { name: "注文を確定してお支払いへ" }).click();
  await expect(page).toHaveURL(new RegExp(`^${fixture.url}/c/pay/cs_test_`));
  const sessionId = new URL(page.url()).pathname.split("/").at(-1) as string;
  const code = fixture.sessions.get(sessionId)?.client_reference_id ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  return { code, sessionId };
}

/** Stripe delivers checkout.session.completed, signed; the app answers 200. */
async function deliverCompleted(page: Page, sessionId: string): Promise<void> {
  const session = fixture.sessions.get(sessionId);
  if (!session) throw new Error(`no session ${sessionId}`);
  const { body, signature } = fixture.event("checkout.session.completed", session);
  const response = await page.request.post(`${app.baseURL}/api/payments/stripe/webhook`, {
    data: body,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
  expect(response.status()).toBe(200);
}

/** Staff signed in on this app, on the board that shows the order (today's, or from tomorrow). */
async function staffCard(browser: import("@playwright/test").Browser, code: string) {
  const staff = await (await newContext(browser)).newPage();
  await staff.goto("/admin/login");
  await field(staff, "メールアドレス").fill(ADMIN.email);
  await field(staff, "パスワード").fill(ADMIN.password);
  await staff.getByRole("button", { name: "ログイン" }).click();
  await expect(staff).toHaveURL(/\/admin\/order\/today$/);
  // The gateway is named for staff: this app's key is a test key. (The first back-office load on
  // this app of its own is slower than on the suite's warm apps.)
  await expect(staff.getByTestId("payment-gateway")).toContainText("Stripe（テストモード）", {
    timeout: 30_000,
  });
  const card = staff.locator(`[data-testid="order-card"][data-code="${code}"]`);
  await expect(
    card
      .or(staff.getByTestId("order-card").first())
      .or(staff.getByText(/まだありません/))
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  if ((await card.count()) === 0) await staff.goto("/admin/order/reserve");
  await expect(card).toBeVisible();
  return { staff, card };
}

const PAID_SUBJECT = "お支払いが完了しました";

test("the webhook before the browser's return pays the order once, and the shop's cancellation refunds it once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `stripe.before.${Date.now()}@example.jp`;
  const page = await (await newContext(browser)).newPage();
  const { code, sessionId } = await orderByCard(page, email);

  // Paid on Stripe's page; Stripe's webhook arrives while the customer is still there.
  fixture.pay(sessionId);
  await deliverCompleted(page, sessionId);
  await waitForMailAbout(email, code, PAID_SUBJECT);

  await page.getByRole("link", { name: "支払う" }).click();
  await expect(page).toHaveURL(/\/confirm\/purchase\?/);
  await expect(page.getByText(/で承りました/)).toBeVisible();

  const { card } = await staffCard(browser, code);
  await expect(card).toContainText("カード決済済み");
  await card.getByRole("button", { name: "キャンセル" }).click();
  const dialog = card.page().getByRole("dialog", { name: "注文をキャンセルしますか？" });
  await dialog.getByRole("radio", { name: "品切れ" }).check();
  await dialog.getByRole("button", { name: "注文をキャンセルする" }).click();

  // The refund is sent by the job queue; the card says so once Stripe took it.
  const total = fixture.sessions.get(sessionId)?.amount_total ?? 0;
  const refund = card.getByTestId("refund");
  await expect(refund).toHaveAttribute("data-status", "SUCCEEDED", { timeout: 15_000 });
  await expect(refund).toContainText(`ご返金 ${total.toLocaleString("ja-JP")}円（カード）`);
  const cancelled = await waitForMailAbout(email, code, "キャンセル");
  expect(cancelled.text).toContain(`ご返金 ${total.toLocaleString("ja-JP")}円（カード）`);

  // Exactly once: one refund at Stripe for the whole amount, one payment mail.
  const refunds = fixture.refunds.filter((r) => r.amount === total);
  expect(refunds).toHaveLength(1);
  expect(fixture.refunds).toHaveLength(1);
  expect(mailsAbout(email, code, PAID_SUBJECT)).toHaveLength(1);
});

test("the webhook after the browser's return changes nothing, and staff refund part of it from the card", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `stripe.after.${Date.now()}@example.jp`;
  const page = await (await newContext(browser)).newPage();
  const { code, sessionId } = await orderByCard(page, email);
  const refundsBefore = fixture.refunds.length;

  // Paid and back first: the return asks Stripe, server side.
  await page.getByRole("link", { name: "支払う" }).click();
  await expect(page).toHaveURL(/\/confirm\/purchase\?/);
  await expect(page.getByText(/で承りました/)).toBeVisible();
  await waitForMailAbout(email, code, PAID_SUBJECT);
  // Then Stripe's webhook, twice (a retried delivery has the same event id; this is a second event).
  await deliverCompleted(page, sessionId);
  await deliverCompleted(page, sessionId);

  const { card } = await staffCard(browser, code);
  await expect(card).toContainText("カード決済済み");
  await card.getByRole("button", { name: "返金する" }).click();
  const dialog = card.page().getByRole("dialog", { name: "カード決済を返金しますか？" });
  await dialog.getByLabel("返金額（円）").fill("99999");
  await dialog.getByLabel(/返金の理由/).fill("からあげ1個不足");
  await dialog.getByRole("button", { name: "返金する" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("返金額が返金できる残りの金額を超えています");
  await dialog.getByLabel("返金額（円）").fill("100");
  await dialog.getByRole("button", { name: "返金する" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("refund")).toHaveAttribute("data-status", "SUCCEEDED", { timeout: 15_000 });
  await expect(card.getByTestId("refund")).toContainText("ご返金 100円（カード）");
  await expect(card.getByTestId("refund")).toContainText("からあげ1個不足");

  const mail = await waitForMailAbout(email, code, "ご返金のお知らせ");
  expect(mail.text).toContain("ご返金 100円（カード）");
  // The customer's status page, from the mail's link, shows the refund.
  const link = new URL(/https?:\/\/\S+\/order\/status\/\S+/.exec(mail.text)?.[0] ?? "");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId("customer-refunds")).toContainText("ご返金 100円（カード）");

  expect(fixture.refunds.slice(refundsBefore).map((r) => r.amount)).toEqual([100]);
  expect(mailsAbout(email, code, PAID_SUBJECT)).toHaveLength(1);
});
