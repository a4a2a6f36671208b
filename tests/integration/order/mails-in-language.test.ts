// Issue 35, the mails left in Japanese by decision 0053: the payment (completed, failed), refund
// and delay mails go out in the order's language, the account mails (sign-up, password reset,
// e-mail change) in the language of the visitor who asked. Real SMTP; Japanese stays as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { linkIn, startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { adminHeaders } from "../board/helpers.js";
import { demoProduct, futureSlot, type Line, orderInput, PLACE_ORDER, slotNow, totalOf } from "./helpers.js";

let app: TestApp;
let smtp: TestSmtp;
let slot: Slot;
let items: Line[];
let total: number;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 2 },
  ];
  total = await totalOf(app.db.prisma, items);
  admin = await adminHeaders(app.url);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`;
/** No Japanese sentence: hiragana appears only in the shop's name (the signature, the subject). */
const noJapaneseWords = (text: string) => expect(text.replaceAll("からあげ本舗", "")).not.toMatch(/[ぁ-ん]/);

async function place(language: "ja" | "en", email: string, extra: Record<string, unknown> = {}) {
  const input = orderInput(slot, items, total, { email, ...extra });
  const { data } = await gql(app.url, PLACE_ORDER, { input }, { "x-shop-lang": language });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return data?.placeOrder.data as Json;
}

/** The sandbox gateway's hosted page, approved or declined as a visitor would. */
async function pay(paymentUrl: string, label: "承認する" | "拒否する", status = 200) {
  const html = await (await fetch(paymentUrl.replace("http://shop.test", app.url))).text();
  const form = html.split("<form").find((f) => f.includes(label))!;
  const fields = Object.fromEntries(
    [...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const res = await rest(app.url, "PUT", "/orders/confirmation", { order: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
}

describe("payment and refund mails in the order's language", () => {
  it("tells an English order its payment and a partial refund in English, with Japan's tax rules", async () => {
    const email = unique("card-en");
    const placed = await place("en", email, { paymentMethod: "CARD" });
    const since = smtp.mails.length;
    await pay(placed.paymentUrl, "承認する");
    const paid = await smtp.waitFor(email, since, (m) => m.subject.includes("payment"));
    expect(paid.subject).toBe(`[からあげ本舗] Your payment is complete (order ${placed.order.code})`);
    expect(paid.text).toContain("Dear 花子 広島,");
    expect(paid.text).toMatch(new RegExp(`payment for order ${placed.order.code} \\(¥[\\d,]+\\)`));
    expect(paid.text).toMatch(/Pickup time: [A-Z][a-z]{2}, [A-Z][a-z]{2} \d+ \d{2}:\d{2}/);
    expect(paid.text).toContain(`http://shop.test/en/order/status/${placed.order.code}?secret=`);
    noJapaneseWords(paid.text);

    const refundSince = smtp.mails.length;
    const refunded = await gql(
      app.url,
      `mutation($id: ID!, $amount: Int!, $reason: String!) { refundOrderPayment(id: $id, amount: $amount, reason: $reason) { __typename } }`,
      { id: placed.order.id, amount: 100, reason: "からあげ1個不足" },
      admin,
    );
    expect(refunded.data?.refundOrderPayment.__typename, JSON.stringify(refunded)).toBe(
      "MutationRefundOrderPaymentSuccess",
    );
    const refund = await smtp.waitFor(email, refundSince, (m) => m.subject.includes("refund"));
    expect(refund.subject).toBe(`[からあげ本舗] About your refund (order ${placed.order.code})`);
    expect(refund.text.replace(/\r\n/g, "\n")).toContain(
      `Order number: ${placed.order.code}\nRefund ¥100 (card)\nReason: からあげ1個不足`,
    );
    expect(refund.text).toContain("may take from a few days to a few weeks");
    expect(refund.text).not.toContain("ご返金");
  });

  it("keeps the Japanese payment, failure and refund mails for a Japanese order", async () => {
    const email = unique("card-ja");
    const placed = await place("ja", email, { paymentMethod: "CARD" });
    const since = smtp.mails.length;
    await pay(placed.paymentUrl, "承認する");
    const paid = await smtp.waitFor(email, since, (m) => m.subject.includes("お支払い"));
    expect(paid.subject).toBe(`【からあげ本舗】お支払いが完了しました（注文番号 ${placed.order.code}）`);
    expect(paid.text).toContain("広島 花子 様");
    expect(paid.text).toMatch(/お受け取り日時: \d+月\d+日\(.\) \d{2}:\d{2}/);
    const refundSince = smtp.mails.length;
    await gql(
      app.url,
      `mutation($id: ID!, $amount: Int!, $reason: String!) { refundOrderPayment(id: $id, amount: $amount, reason: $reason) { __typename } }`,
      { id: placed.order.id, amount: 100, reason: "からあげ1個不足" },
      admin,
    );
    const refund = await smtp.waitFor(email, refundSince, (m) => m.subject.includes("返金"));
    expect(refund.subject).toBe(`【からあげ本舗】ご返金のお知らせ（注文番号 ${placed.order.code}）`);
    expect(refund.text.replace(/\r\n/g, "\n")).toContain(
      `注文番号: ${placed.order.code}\nご返金 100円（カード）\n理由: からあげ1個不足`,
    );

    const declinedEmail = unique("declined-ja");
    const declined = await place("ja", declinedEmail, { paymentMethod: "CARD" });
    const failSince = smtp.mails.length;
    await pay(declined.paymentUrl, "拒否する", 422);
    const failed = await smtp.waitFor(declinedEmail, failSince, (m) => m.subject.includes("無効"));
    expect(failed.subject).toBe(
      `【からあげ本舗】お支払いが完了せず、ご注文は無効になりました（注文番号 ${declined.order.code}）`,
    );
    expect(failed.text).toContain("クレジットカードのお支払いが承認されなかったため、無効になりました。");
  });

  it("tells an English order its declined payment in English", async () => {
    const email = unique("declined-en");
    const placed = await place("en", email, { paymentMethod: "CARD" });
    const since = smtp.mails.length;
    await pay(placed.paymentUrl, "拒否する", 422);
    const failed = await smtp.waitFor(email, since, (m) => m.subject.includes("void"));
    expect(failed.subject).toBe(
      `[からあげ本舗] Your payment was not completed and your order is void (order ${placed.order.code})`,
    );
    expect(failed.text).toMatch(
      /Order \w+ \(total ¥[\d,]+\) is void because the credit card payment was declined\./,
    );
    expect(failed.text).toContain("You will not be charged.");
    noJapaneseWords(failed.text);
  });
});

describe("the delay mail in the order's language", () => {
  const DELAY = `mutation($id: ID!, $minutes: Int!) { notifyOrderDelay(id: $id, minutes: $minutes) { __typename } }`;
  async function delayed(language: "ja" | "en") {
    const email = unique(`delay-${language}`);
    const placed = await place(language, email);
    await slotNow(app.db.prisma, placed.order.code);
    const since = smtp.mails.length;
    const told = await gql(app.url, DELAY, { id: placed.order.id, minutes: 15 }, admin);
    expect(told.data?.notifyOrderDelay.__typename, JSON.stringify(told)).toBe(
      "MutationNotifyOrderDelaySuccess",
    );
    const late = (m: { subject: string }) => /running late|遅れております/.test(m.subject);
    return { code: placed.order.code as string, mail: await smtp.waitFor(email, since, late) };
  }

  it("is English for an English order, with the items and the invoice block", async () => {
    const { code, mail } = await delayed("en");
    expect(mail.subject).toBe(`[からあげ本舗] Your order is running late (order ${code})`);
    expect(mail.text).toMatch(/ready about 15 minutes later than planned \(around \d{2}:\d{2}\)/);
    expect(mail.text).toMatch(/Total ¥[\d,]+ \(tax included\)/);
    expect(mail.text).toContain("Invoice registration no. (登録番号) T");
    expect(mail.text).not.toContain("遅れ");
  });

  it("is Japanese for a Japanese order", async () => {
    const { code, mail } = await delayed("ja");
    expect(mail.subject).toBe(`【からあげ本舗】ご注文のご用意が遅れております（注文番号 ${code}）`);
    expect(mail.text).toMatch(/お受け取りが予定より約15分遅れる見込みです（\d{2}:\d{2}ごろ）/);
  });
});

describe("account mails in the visitor's language", () => {
  const registration = (email: string) => ({
    last_name: "Smith",
    first_name: "Anna",
    last_name_kana: "スミス",
    first_name_kana: "アンナ",
    email,
    tel: "08012345678",
    password: "momiji2026",
    password_confirmation: "momiji2026",
  });

  it("signs up, resets a password and changes an address in English for an English visitor", async () => {
    const email = unique("anna");
    const since = smtp.mails.length;
    const created = await rest(app.url, "POST", "/auth", registration(email), { "x-shop-lang": "en" });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const confirm = await smtp.waitFor(email, since);
    expect(confirm.subject).toBe("[からあげ本舗] Please confirm your sign-up");
    expect(confirm.text).toContain("Dear Anna Smith,");
    expect(confirm.text).toContain("The link is valid for 3 days.");
    const link = linkIn(confirm);
    expect(link.pathname).toBe("/en/confirm/signup");
    noJapaneseWords(confirm.text);
    expect((await fetch(`${app.url}/api/auth/confirmation${link.search}`)).status).toBe(200);

    const resetSince = smtp.mails.length;
    const reset = await gql(
      app.url,
      `mutation($email: String!) { requestPasswordReset(email: $email) { __typename } }`,
      { email },
      { "x-shop-lang": "en" },
    );
    expect(reset.errors).toBeUndefined();
    const resetMail = await smtp.waitFor(email, resetSince);
    expect(resetMail.subject).toBe("[からあげ本舗] Resetting your password");
    expect(resetMail.text).toContain("valid for 1 hour and can be used once");
    expect(linkIn(resetMail).pathname).toBe("/en/resetpass");

    const signIn = await rest(app.url, "POST", "/auth/sign_in", { email, password: "momiji2026" });
    const auth = {
      "access-token": signIn.headers.get("access-token") ?? "",
      client: signIn.headers.get("client") ?? "",
      uid: signIn.headers.get("uid") ?? "",
      "x-shop-lang": "en",
    };
    const newEmail = unique("anna-new");
    const changeSince = smtp.mails.length;
    const changed = await rest(
      app.url,
      "PUT",
      "/auth",
      { email: newEmail, current_password: "momiji2026" },
      auth,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const toNew = await smtp.waitFor(newEmail, changeSince);
    expect(toNew.subject).toBe("[からあげ本舗] Please confirm your new e-mail address");
    expect(linkIn(toNew).pathname).toBe("/en/confirm/email");
    const toOld = await smtp.waitFor(email, changeSince);
    expect(toOld.subject).toBe("[からあげ本舗] We have received a request to change your e-mail address");
    expect(toOld.text).toMatch(/change your account's e-mail address to an\*+@example\.jp/);
  });

  it("keeps the Japanese sign-up and reset mails for a Japanese visitor", async () => {
    const email = unique("momiji");
    const since = smtp.mails.length;
    const created = await rest(app.url, "POST", "/auth", {
      ...registration(email),
      last_name: "安芸",
      first_name: "もみじ",
    });
    expect(created.status).toBe(200);
    const confirm = await smtp.waitFor(email, since);
    expect(confirm.subject).toBe("【からあげ本舗】会員登録のご確認");
    expect(confirm.text).toContain("安芸 もみじ 様");
    expect(confirm.text).toContain("リンクの有効期限は3日間です。");
    expect(linkIn(confirm).pathname).toBe("/confirm/signup");
    const resetSince = smtp.mails.length;
    expect((await rest(app.url, "POST", "/auth/password", { email })).status).toBe(200);
    const resetMail = await smtp.waitFor(email, resetSince);
    expect(resetMail.subject).toBe("【からあげ本舗】パスワード再設定のご案内");
    expect(linkIn(resetMail).pathname).toBe("/resetpass");
  });
});
