import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../../server/src/mail/mail.js";
import * as accounts from "../../../server/src/modules/auth/customer-account.service.js";
import { ONE_TIME_TOKEN_TTL_MS } from "../../../server/src/modules/auth/one-time-tokens.js";
import {
  MAX_FAILURES_PER_HOUR,
  TOO_MANY_ATTEMPTS,
} from "../../../server/src/modules/auth/sign-in-throttle.js";
import { verifyToken } from "../../../server/src/modules/auth/tokens.js";
import { linkIn, startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

let app: TestApp;
let smtp: TestSmtp;
let deps: accounts.AccountDeps;

beforeAll(async () => {
  [app, smtp] = await Promise.all([startTestApp({ seed: false }), startTestSmtp()]);
  deps = {
    prisma: app.db.prisma,
    mailer: createMailer({ smtpUrl: smtp.url, outboxDir: "/nonexistent" }),
    publicUrl: "http://shop.test:3000",
  };
});
afterAll(async () => {
  deps?.mailer.close();
  await Promise.all([app?.close(), smtp?.close()]);
});

const signUpInput = (email: string) => ({
  lastName: "広島",
  firstName: "太郎",
  lastNameKana: "ヒロシマ",
  firstNameKana: "タロウ",
  email,
  tel: "09012345678",
  password: "karaage123",
  passwordConfirmation: "karaage123",
});

async function registeredAndConfirmed(email: string) {
  const since = smtp.mails.length;
  await accounts.signUp(deps, signUpInput(email));
  const link = linkIn(await smtp.waitFor(email, since));
  return accounts.confirmSignUp(deps, link.searchParams.get("confirmation_token") ?? "");
}

describe("customer accounts", () => {
  it("signs up, mails a link to /confirm/signup, and confirms once", async () => {
    const since = smtp.mails.length;
    const customer = await accounts.signUp(deps, signUpInput("Taro@Example.jp"));
    expect(customer.email).toBe("taro@example.jp");
    expect(customer.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await smtp.waitFor("taro@example.jp", since);
    expect(mail.subject).toContain("会員登録のご確認");
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe("http://shop.test:3000/confirm/signup");
    await expect(
      accounts.signIn(deps, { email: "taro@example.jp", password: "karaage123" }, null),
    ).rejects.toThrow(accounts.NOT_CONFIRMED);
    const token = link.searchParams.get("confirmation_token")!;
    const confirmed = await accounts.confirmSignUp(deps, token);
    expect(confirmed.customer.confirmedAt).toBeInstanceOf(Date);
    // The link used again: the account is confirmed already, which is what it says (not "invalid").
    await expect(accounts.confirmSignUp(deps, token)).rejects.toThrow(accounts.ALREADY_CONFIRMED);
    await expect(accounts.confirmSignUp(deps, "not-a-token")).rejects.toThrow(/無効/);
  });

  it("rejects invalid sign-up input with the shared Japanese messages and writes nothing", async () => {
    const before = await app.db.prisma.customer.count();
    const bad = {
      ...signUpInput("not-an-email"),
      tel: "0312345678",
      lastNameKana: "ひろしま",
      password: "short",
    };
    const error = await accounts.signUp(deps, bad).catch((e: unknown) => e);
    expect(error).toMatchObject({
      fieldErrors: {
        email: ["正しいメールアドレスを入力してください"],
        tel: ["正しい携帯電話番号を入力してください"],
        lastNameKana: ["フリガナは全角カタカナで入力してください"],
      },
    });
    expect(await app.db.prisma.customer.count()).toBe(before);
  });

  it("refuses a second account with the same address", async () => {
    await registeredAndConfirmed("dup@example.jp");
    await expect(accounts.signUp(deps, signUpInput("DUP@example.jp"))).rejects.toThrow("すでに登録");
  });

  it("answers an unknown address and a wrong password with the same message", async () => {
    await registeredAndConfirmed("same@example.jp");
    const unknown = await accounts
      .signIn(deps, { email: "nobody@example.jp", password: "karaage123" }, null)
      .catch((e) => e);
    const wrong = await accounts
      .signIn(deps, { email: "same@example.jp", password: "wrong1234" }, null)
      .catch((e) => e);
    expect(unknown.message).toBe(accounts.SIGN_IN_FAILED);
    expect(wrong.message).toBe(accounts.SIGN_IN_FAILED);
    const ok = await accounts.signIn(deps, { email: "same@example.jp", password: "karaage123" }, null);
    expect(ok.token.accessToken).toBeTruthy();
  });

  it("locks sign-in for an account after too many failures in an hour, even with the right password", async () => {
    await registeredAndConfirmed("locked@example.jp");
    const rows = Array.from({ length: MAX_FAILURES_PER_HOUR }, () => ({
      scope: "customer",
      key: "email:locked@example.jp",
    }));
    await app.db.prisma.signInFailure.createMany({ data: rows });
    const error = await accounts
      .signIn(deps, { email: "locked@example.jp", password: "karaage123" }, "10.0.0.9")
      .catch((e) => e);
    expect(error.message).toMatch(/試行回数が上限/);
  });

  it("locks sign-in from one address after too many failures across accounts, not from other addresses", async () => {
    await registeredAndConfirmed("shared-ip@example.jp");
    const rows = Array.from({ length: MAX_FAILURES_PER_HOUR }, (_, i) => ({
      scope: "customer",
      key: "ip:203.0.113.7",
      createdAt: new Date(Date.now() - i * 1000),
    }));
    await app.db.prisma.signInFailure.createMany({ data: rows });
    const credentials = { email: "shared-ip@example.jp", password: "karaage123" };
    const error = await accounts.signIn(deps, credentials, "203.0.113.7").catch((e) => e);
    expect(error.message).toBe(TOO_MANY_ATTEMPTS);
    await expect(accounts.signIn(deps, credentials, "203.0.113.8")).resolves.toBeTruthy();
    // Failures older than an hour count for nothing.
    await app.db.prisma.signInFailure.updateMany({
      where: { key: "ip:203.0.113.7" },
      data: { createdAt: new Date(Date.now() - 61 * 60 * 1000) },
    });
    await expect(accounts.signIn(deps, credentials, "203.0.113.7")).resolves.toBeTruthy();
  });

  it("refuses confirmation and reset links once they have expired", async () => {
    const since = smtp.mails.length;
    await accounts.signUp(deps, signUpInput("late@example.jp"));
    const confirmLink = linkIn(await smtp.waitFor("late@example.jp", since));
    const later = (ms: number) => ({ ...deps, now: () => new Date(Date.now() + ms) });
    await expect(
      accounts.confirmSignUp(
        later(ONE_TIME_TOKEN_TTL_MS.CONFIRM_EMAIL + 60_000),
        confirmLink.searchParams.get("confirmation_token") ?? "",
      ),
    ).rejects.toThrow(/有効期限が切れています/);
    // Not used up by the refused attempt: still good within its lifetime.
    await accounts.confirmSignUp(deps, confirmLink.searchParams.get("confirmation_token") ?? "");

    const resetSince = smtp.mails.length;
    await accounts.requestPasswordReset(deps, { email: "late@example.jp" });
    const resetLink = linkIn(await smtp.waitFor("late@example.jp", resetSince));
    const credentials = {
      uid: resetLink.searchParams.get("uid")!,
      accessToken: resetLink.searchParams.get("access-token")!,
    };
    const body = { password: "fresh12345", passwordConfirmation: "fresh12345" };
    await expect(
      accounts.resetPassword(later(ONE_TIME_TOKEN_TTL_MS.RESET_PASSWORD + 60_000), credentials, body),
    ).rejects.toThrow(/有効期限が切れています/);
    await expect(
      accounts.signIn(deps, { email: "late@example.jp", password: "fresh12345" }, null),
    ).rejects.toThrow(accounts.SIGN_IN_FAILED);
  });

  it("needs the current password to change the e-mail or password, then signs other devices out", async () => {
    const { customer, token } = await registeredAndConfirmed("edit@example.jp");
    const other = await accounts.signIn(deps, { email: "edit@example.jp", password: "karaage123" }, null);
    const input = {
      ...signUpInput("edit@example.jp"),
      password: "newpass123",
      passwordConfirmation: "newpass123",
    };
    // A missing current password is asked for; a wrong one is called wrong.
    await expect(accounts.updateAccount(deps, customer.id, token.client, input)).rejects.toThrow(
      "メールアドレスやパスワードを変更するには、現在のパスワードを入力してください",
    );
    await expect(
      accounts.updateAccount(deps, customer.id, token.client, { ...input, currentPassword: "wrong123" }),
    ).rejects.toThrow("現在のパスワードが正しくありません");
    await accounts.updateAccount(deps, customer.id, token.client, {
      ...input,
      currentPassword: "karaage123",
    });
    const stillHere = await verifyToken(
      deps.prisma,
      "customer",
      customer.id,
      token.client,
      token.accessToken,
    );
    const signedOut = await verifyToken(
      deps.prisma,
      "customer",
      customer.id,
      other.token.client,
      other.token.accessToken,
    );
    expect(stillHere).not.toBeNull();
    expect(signedOut).toBeNull();
    await expect(
      accounts.signIn(deps, { email: "edit@example.jp", password: "newpass123" }, null),
    ).resolves.toBeTruthy();
  });

  it("resets a password through the mailed link, once, and only back to this site", async () => {
    await registeredAndConfirmed("reset@example.jp");
    await expect(
      accounts.requestPasswordReset(deps, {
        email: "reset@example.jp",
        redirectUrl: "https://evil.example/resetpass",
      }),
    ).rejects.toThrow("リダイレクト先");
    const since = smtp.mails.length;
    await accounts.requestPasswordReset(deps, {
      email: "reset@example.jp",
      redirectUrl: "http://shop.test:3000/resetpass",
    });
    const link = linkIn(await smtp.waitFor("reset@example.jp", since));
    expect(link.pathname).toBe("/resetpass");
    const credentials = {
      uid: link.searchParams.get("uid")!,
      accessToken: link.searchParams.get("access-token")!,
    };
    const body = { password: "fresh12345", passwordConfirmation: "fresh12345" };
    await accounts.resetPassword(deps, credentials, body);
    await expect(accounts.resetPassword(deps, credentials, body)).rejects.toThrow(/無効/);
    await expect(
      accounts.signIn(deps, { email: "reset@example.jp", password: "fresh12345" }, null),
    ).resolves.toBeTruthy();
    // Unknown addresses get no mail and the same silent answer.
    await expect(accounts.requestPasswordReset(deps, { email: "ghost@example.jp" })).resolves.toBeUndefined();
  });
});
