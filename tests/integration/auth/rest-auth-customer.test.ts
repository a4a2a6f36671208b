// The spec's /api/auth routes, end to end over HTTP with a real SMTP server.
import { describe, expect, it } from "vitest";
import { linkIn } from "../../setup/smtp.js";
import {
  app,
  call,
  confirmedCustomer,
  credentialsOf,
  registration,
  smtp,
  withRestAuthApp,
} from "./rest-auth-setup.js";

withRestAuthApp();

describe("/api/auth", () => {
  it("registers, confirms through the mailed link, signs in with tokens in headers and data, edits, signs out", async () => {
    const since = smtp.mails.length;
    const created = await call("POST", "/auth", registration("momiji@example.jp"));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      status: "success",
      data: { email: "momiji@example.jp", confirmed_at: null },
    });
    const mail = await smtp.waitFor("momiji@example.jp", since);
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe("http://shop.test/confirm/signup");
    expect((await fetch(`${app.url}/api/auth/confirmation${link.search}`)).status).toBe(200);

    const signIn = await call("POST", "/auth/sign_in", {
      email: "momiji@example.jp",
      password: "momiji2026",
    });
    expect(signIn.status).toBe(200);
    expect(signIn.json).toMatchObject({ data: { email: "momiji@example.jp", last_name: "安芸" } });
    for (const name of ["access-token", "client", "uid", "expiry", "token-type"]) {
      expect(signIn.headers.get(name), name).toBeTruthy();
    }
    const auth = credentialsOf(signIn.headers);

    const edit = await call("GET", "/auth/edit", undefined, auth);
    expect(edit.json).toMatchObject({ customer: { first_name: "もみじ" } });

    const { password: _p, password_confirmation: _c, ...profile } = registration("momiji@example.jp");
    const withPassword = await call(
      "PUT",
      "/auth",
      { ...profile, password: "changed2026", password_confirmation: "changed2026" },
      auth,
    );
    expect(withPassword.status).toBe(422);
    expect(withPassword.json.errors).toEqual([
      "メールアドレスやパスワードを変更するには、現在のパスワードを入力してください",
    ]);
    const updated = await call("PUT", "/auth", { ...profile, address1: "広島市南区" }, auth);
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ customer: { address1: "広島市南区" } });
    // The spec's client sends only what changes; the other fields keep their values.
    const partial = await call("PUT", "/auth", { address2: "皆実町1-2-3" }, auth);
    expect(partial.status).toBe(200);
    expect(partial.json).toMatchObject({
      customer: { address1: "広島市南区", address2: "皆実町1-2-3", last_name: "安芸", tel: "08012345678" },
    });
    const badPartial = await call("PUT", "/auth", { tel: "12" }, auth);
    expect(badPartial.status).toBe(422);
    expect((await call("GET", "/auth/edit", undefined, auth)).json).toMatchObject({
      customer: { tel: "08012345678" },
    });

    expect((await call("DELETE", "/auth/sign_out", undefined, auth)).status).toBe(200);
    const after = await call("GET", "/auth/edit", undefined, auth);
    expect(after.status).toBe(401);
    expect(after.json.errors?.[0]).toBeTruthy();
  });

  it("answers missing or bad credentials with 401 and an errors array", async () => {
    const none = await call("GET", "/auth/edit");
    expect(none.status).toBe(401);
    expect(none.json.errors).toEqual(["ログインしてください"]);
    const bad = await call("GET", "/auth/edit", undefined, {
      "access-token": "x",
      client: "y",
      uid: "momiji@example.jp",
    });
    expect(bad.status).toBe(401);
  });

  it("rejects bad registration input with 422, Japanese messages, and writes nothing", async () => {
    const before = await app.db.prisma.customer.count();
    const bad = await call("POST", "/auth", {
      ...registration("x@example.jp"),
      tel: "0612345678",
      password: "abc",
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual(
      expect.arrayContaining([
        "正しい携帯電話番号を入力してください",
        expect.stringContaining("半角英数字8〜16文字"),
      ]),
    );
    expect(await app.db.prisma.customer.count()).toBe(before);
  });

  it("resets the password through the mailed link with PUT /api/auth/password and the link's headers", async () => {
    await confirmedCustomer("reset-rest@example.jp");
    const refused = await call("POST", "/auth/password", {
      email: "reset-rest@example.jp",
      redirect_url: "https://elsewhere.example/resetpass",
    });
    expect(refused.status).toBe(422);
    for (const redirect_url of [
      "http://shop.test/mypage",
      "/admin/login",
      `http://shop.test/resetpass?${"x".repeat(10_000)}`,
    ]) {
      const other = await call("POST", "/auth/password", { email: "reset-rest@example.jp", redirect_url });
      expect(other.status, redirect_url.slice(0, 40)).toBe(422);
      expect(other.json.errors).toEqual(["リダイレクト先のアドレスが正しくありません"]);
    }
    const since = smtp.mails.length;
    const asked = await call("POST", "/auth/password", {
      email: "reset-rest@example.jp",
      redirect_url: "http://shop.test/resetpass",
    });
    expect(asked.status).toBe(200);
    const link = linkIn(await smtp.waitFor("reset-rest@example.jp", since));
    expect(link.pathname).toBe("/resetpass");
    const headers = {
      uid: link.searchParams.get("uid")!,
      client: link.searchParams.get("client")!,
      "access-token": link.searchParams.get("access-token")!,
    };
    const body = { password: "newpass2026", password_confirmation: "newpass2026" };
    const reset = await call("PUT", "/auth/password", body, headers);
    expect(reset.status).toBe(200);
    expect(reset.headers.get("access-token")).toBeTruthy();
    expect((await call("PUT", "/auth/password", body, headers)).status).toBe(401);
    const signIn = await call("POST", "/auth/sign_in", {
      email: "reset-rest@example.jp",
      password: "newpass2026",
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses a reset link presented with another account's uid and leaves the link usable", async () => {
    await confirmedCustomer("reset-owner@example.jp");
    const other = await confirmedCustomer("reset-other@example.jp");
    const since = smtp.mails.length;
    await call("POST", "/auth/password", { email: "reset-owner@example.jp" });
    const link = linkIn(await smtp.waitFor("reset-owner@example.jp", since));
    const headers = {
      uid: "reset-other@example.jp",
      client: link.searchParams.get("client")!,
      "access-token": link.searchParams.get("access-token")!,
    };
    const before = await app.db.prisma.customer.findMany({ orderBy: { id: "asc" } });
    const tokensBefore = await app.db.prisma.accountToken.findMany({ orderBy: { id: "asc" } });
    const body = { password: "stolen2026", password_confirmation: "stolen2026" };
    const refused = await call("PUT", "/auth/password", body, headers);
    expect(refused.status).toBe(401);
    expect(refused.json.errors).toEqual([
      "パスワード再設定のリンクが無効か、有効期限が切れています。もう一度お手続きください",
    ]);
    expect(await app.db.prisma.customer.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    expect(await app.db.prisma.accountToken.findMany({ orderBy: { id: "asc" } })).toEqual(tokensBefore);
    // The other account's session is untouched, and the owner's link still works.
    expect((await call("GET", "/auth/edit", undefined, other)).status).toBe(200);
    const owner = { ...headers, uid: link.searchParams.get("uid")! };
    expect((await call("PUT", "/auth/password", body, owner)).status).toBe(200);
  });

  it("rotates the access-token after the batch window and answers with the new one", async () => {
    const auth = await confirmedCustomer("rotate@example.jp");
    // Age the token past the batch window instead of sleeping.
    await app.db.prisma.customerAuthToken.updateMany({
      where: { client: auth.client },
      data: { rotatedAt: new Date(Date.now() - 60_000) },
    });
    const first = await call("GET", "/auth/edit", undefined, auth);
    const next = first.headers.get("access-token");
    expect(next).toBeTruthy();
    expect(next).not.toBe(auth["access-token"]);
    const withNew = await call("GET", "/auth/edit", undefined, { ...auth, "access-token": next! });
    expect(withNew.status).toBe(200);
  });
});
