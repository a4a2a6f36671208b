// Changing the e-mail address (issue 13, decision 0018): the new address gets a confirmation link and
// the change applies only when it is followed (once, within 24 hours); the old address gets a notice
// at once. Over PUT /api/auth and GraphQL, with the real SMTP test server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, type ReceivedMail, startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { untilMailIdle } from "../../support/jobs.js";

let app: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

type Headers = Record<string, string>;
async function call(method: string, path: string, body?: unknown, headers: Headers = {}) {
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown> & { errors?: string[] };
  return { status: res.status, json, headers: res.headers };
}
const credentialsOf = (h: globalThis.Headers): Headers => ({
  "access-token": h.get("access-token") ?? "",
  client: h.get("client") ?? "",
  uid: h.get("uid") ?? "",
});

async function confirmedCustomer(email: string): Promise<Headers> {
  const since = smtp.mails.length;
  const created = await call("POST", "/auth", {
    last_name: "安芸",
    first_name: "もみじ",
    last_name_kana: "アキ",
    first_name_kana: "モミジ",
    email,
    tel: "08012345678",
    password: "momiji2026",
    password_confirmation: "momiji2026",
  });
  expect(created.status).toBe(200);
  const link = linkIn(await smtp.waitFor(email, since));
  const confirmed = await fetch(`${app.url}/api/auth/confirmation${link.search}`);
  expect(confirmed.status).toBe(200);
  return credentialsOf(confirmed.headers);
}

const signIn = (email: string) => call("POST", "/auth/sign_in", { email, password: "momiji2026" });
const tokenIn = (mail: ReceivedMail) => linkIn(mail).searchParams.get("token") ?? "";
const CONFIRM = `mutation ($token: String!) { confirmEmailChange(token: $token) {
  __typename ... on MutationConfirmEmailChangeSuccess { data { email } } ... on Error { message } } }`;

describe("changing the e-mail address", () => {
  it("mails a link to the new address and a notice to the old one; applies only when the link is followed, once", async () => {
    const auth = await confirmedCustomer("old-address@example.jp");
    const since = smtp.mails.length;
    const answer = await call(
      "PUT",
      "/auth",
      { email: "New-Address@example.jp", current_password: "momiji2026" },
      auth,
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      customer: { email: "old-address@example.jp", pending_email: "new-address@example.jp" },
    });
    expect(String(answer.json.message)).toContain("確認メールを送りました");

    const confirmation = await smtp.waitFor("new-address@example.jp", since);
    expect(confirmation.subject).toBe("【からあげ本舗】メールアドレス変更のご確認");
    const link = linkIn(confirmation);
    expect(link.origin + link.pathname).toBe("http://shop.test/confirm/email");
    const notice = await smtp.waitFor("old-address@example.jp", since);
    expect(notice.subject).toContain("メールアドレス変更のお手続きを受け付けました");
    expect(notice.text).toContain("ne*********@example.jp");
    expect(notice.text).not.toContain("new-address@example.jp");
    expect(notice.text).not.toMatch(/\/confirm\/email/);

    // Nothing has changed yet: the old address still signs in, the new one does not.
    expect((await call("GET", "/auth/edit", undefined, auth)).json).toMatchObject({
      customer: { email: "old-address@example.jp" },
    });
    expect((await signIn("new-address@example.jp")).status).toBe(401);
    expect((await signIn("old-address@example.jp")).status).toBe(200);

    const done = await call("PUT", "/auth/email_confirmation", { token: tokenIn(confirmation) });
    expect(done.status).toBe(200);
    // The link comes without a session: it answers the new address and nothing of the profile.
    expect(done.json).toEqual({ success: true, data: { email: "new-address@example.jp" } });
    expect((await signIn("new-address@example.jp")).status).toBe(200);
    expect((await signIn("old-address@example.jp")).status).toBe(401);
    // Every device signs in again with the new address.
    expect((await call("GET", "/auth/edit", undefined, auth)).status).toBe(401);

    const again = await call("PUT", "/auth/email_confirmation", { token: tokenIn(confirmation) });
    expect(again.status).toBe(422);
    expect(again.json.errors?.[0]).toContain("無効か、有効期限が切れています");
  });

  it("confirms over GraphQL, refuses an expired link, and refuses an address taken meanwhile", async () => {
    const auth = await confirmedCustomer("gql-old@example.jp");
    await confirmedCustomer("someone@example.jp");
    const since = smtp.mails.length;
    const update = await gql(
      app.url,
      `mutation ($input: CustomerProfileInput!) { updateMyAccount(input: $input) {
        __typename ... on MutationUpdateMyAccountSuccess { data { email pendingEmail } } ... on Error { message } } }`,
      {
        input: {
          lastName: "安芸",
          firstName: "もみじ",
          lastNameKana: "アキ",
          firstNameKana: "モミジ",
          email: "gql-new@example.jp",
          tel: "08012345678",
          currentPassword: "momiji2026",
        },
      },
      auth,
    );
    expect(update.data?.updateMyAccount).toMatchObject({
      data: { email: "gql-old@example.jp", pendingEmail: "gql-new@example.jp" },
    });
    const token = tokenIn(await smtp.waitFor("gql-new@example.jp", since));

    // An expired link changes nothing.
    await app.db.prisma.accountToken.updateMany({
      where: { purpose: "CHANGE_EMAIL", newEmail: "gql-new@example.jp" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await gql(app.url, CONFIRM, { token });
    expect(expired.data?.confirmEmailChange).toMatchObject({ __typename: "ValidationError" });
    expect((await signIn("gql-old@example.jp")).status).toBe(200);

    // A fresh request to an address someone else takes before the link is followed.
    const since2 = smtp.mails.length;
    const auth2 = credentialsOf((await signIn("gql-old@example.jp")).headers);
    await call("PUT", "/auth", { email: "late@example.jp", current_password: "momiji2026" }, auth2);
    const lateToken = tokenIn(await smtp.waitFor("late@example.jp", since2));
    await app.db.prisma.customer.update({
      where: { email: "someone@example.jp" },
      data: { email: "late@example.jp" },
    });
    // Nor over GraphQL: the answer's type has the address alone (telephone, address unreachable).
    const profile = await gql(
      app.url,
      "mutation ($token: String!) { confirmEmailChange(token: $token) { ... on MutationConfirmEmailChangeSuccess { data { email tel address1 } } } }",
      { token: lateToken },
    );
    expect(profile.errors?.[0]?.message).toMatch(/tel/);
    expect(await app.db.prisma.customer.count({ where: { email: "gql-old@example.jp" } })).toBe(1);
    const taken = await gql(app.url, CONFIRM, { token: lateToken });
    expect(taken.data?.confirmEmailChange).toMatchObject({
      message: "このメールアドレスはすでに登録されています",
    });
    expect((await signIn("gql-old@example.jp")).status).toBe(200);
  });

  it("refuses a new address without the current password, mailing nothing", async () => {
    const auth = await confirmedCustomer("guarded@example.jp");
    const since = smtp.mails.length;
    const refused = await call("PUT", "/auth", { email: "thief@example.jp" }, auth);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual([
      "メールアドレスやパスワードを変更するには、現在のパスワードを入力してください",
    ]);
    await untilMailIdle(app);
    expect(smtp.mails.slice(since)).toEqual([]);
  });
});
