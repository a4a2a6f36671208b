// An administrator's second factor (issue 32, decision 0049): on with a QR code and a code from
// the app, then asked for after the password; a wrong code is a wrong password (same answer,
// counted by the sign-in limit); recovery codes work once; off needs the password and a code.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { MAX_FAILURES_PER_HOUR } from "../../../server/src/modules/auth/sign-in-throttle.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json } from "../../support/http.js";

let app: TestApp;
const EMAIL = "totp-owner@example.jp";
const PASSWORD = "owner-totp-1234";

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  await app.db.prisma.administrator.create({
    data: { name: "二段階", email: EMAIL, role: "OWNER", passwordHash: await hashPassword(PASSWORD) },
  });
});
afterAll(() => app?.close());

const SIGN_IN = `mutation($email: String!, $password: String!, $otp: String) {
  signInAdmin(email: $email, password: $password, otp: $otp) {
    __typename ... on MutationSignInAdminSuccess { data { administrator { twoFactorEnabled } credentials { accessToken client uid } } }
    ... on Error { message code } } }`;
const START = `mutation { startTwoFactor { __typename
  ... on MutationStartTwoFactorSuccess { data { secret uri qrSvg } } ... on Error { message } } }`;
const CONFIRM = `mutation($code: String!) { confirmTwoFactor(code: $code) { __typename
  ... on MutationConfirmTwoFactorSuccess { data { recoveryCodes } } ... on Error { message } } }`;
const DISABLE = `mutation($password: String!, $code: String!) { disableTwoFactor(password: $password, code: $code) {
  __typename ... on MutationDisableTwoFactorSuccess { data { twoFactorEnabled } } ... on Error { message } } }`;

async function signIn(password: string, otp?: string) {
  return (await gql(app.url, SIGN_IN, { email: EMAIL, password, otp })).data?.signInAdmin;
}
function headersOf(session: Json): Record<string, string> {
  const { accessToken, client, uid } = session.data.credentials;
  return { "access-token": accessToken, client, uid, "token-type": "Bearer" };
}
const codeAt = (secret: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at });

describe("an administrator's second factor", () => {
  let secret = "";
  let recoveryCodes: string[] = [];

  it("turns on with a QR code and the app's code, then asks for a code after the right password", async () => {
    const first = await signIn(PASSWORD);
    expect(first.__typename).toBe("MutationSignInAdminSuccess");
    const auth = headersOf(first);
    const started = (await gql(app.url, START, {}, auth)).data?.startTwoFactor;
    expect(started.__typename).toBe("MutationStartTwoFactorSuccess");
    ({ secret } = started.data);
    expect(started.data.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(started.data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = (await gql(app.url, CONFIRM, { code: "000000" }, auth)).data?.confirmTwoFactor;
    expect(wrong.__typename).toBe("ValidationError");
    const confirmed = (await gql(app.url, CONFIRM, { code: codeAt(secret, Date.now()) }, auth)).data
      ?.confirmTwoFactor;
    expect(confirmed.__typename).toBe("MutationConfirmTwoFactorSuccess");
    recoveryCodes = confirmed.data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored hashed: no code in clear in the database.
    const stored = await app.db.prisma.adminRecoveryCode.findMany();
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);

    const asked = await signIn(PASSWORD);
    expect(asked).toMatchObject({ __typename: "SecondFactorRequiredError", code: "SECOND_FACTOR_REQUIRED" });
    // A wrong password never reveals that a code would be asked.
    const wrongPassword = await signIn("not-the-password");
    expect(wrongPassword.__typename).toBe("UnauthorizedError");
  });

  it("answers a wrong code exactly as a wrong password, and counts it toward the sign-in limit", async () => {
    const { prisma } = app.db;
    const before = await prisma.signInFailure.count({ where: { key: `email:${EMAIL}` } });
    const wrongCode = await signIn(PASSWORD, "123456" === codeAt(secret, Date.now()) ? "654321" : "123456");
    const wrongPassword = await signIn("not-the-password", codeAt(secret, Date.now()));
    expect(wrongCode).toEqual(wrongPassword);
    expect(wrongCode.__typename).toBe("UnauthorizedError");
    expect(await prisma.signInFailure.count({ where: { key: `email:${EMAIL}` } })).toBe(before + 2);

    // At the limit even the right password and code are refused.
    await prisma.signInFailure.createMany({
      data: Array.from({ length: MAX_FAILURES_PER_HOUR }, () => ({ scope: "admin", key: `email:${EMAIL}` })),
    });
    expect((await signIn(PASSWORD, codeAt(secret, Date.now() + 30_000))).__typename).toBe(
      "TooManyRequestsError",
    );
    await prisma.signInFailure.deleteMany({});
  });

  it("signs in with the app's code once, and with each recovery code once", async () => {
    const code = codeAt(secret, Date.now() + 30_000);
    const ok = await signIn(PASSWORD, code);
    expect(ok.__typename).toBe("MutationSignInAdminSuccess");
    expect(ok.data.administrator.twoFactorEnabled).toBe(true);
    expect((await signIn(PASSWORD, code)).__typename).toBe("UnauthorizedError"); // a replay

    expect((await signIn(PASSWORD, recoveryCodes[0])).__typename).toBe("MutationSignInAdminSuccess");
    expect((await signIn(PASSWORD, recoveryCodes[0])).__typename).toBe("UnauthorizedError");
    // Through REST too: 401 with a flag the sign-in page reads, then a session with the code.
    const rest = (otp?: string) =>
      fetch(`${app.url}/api/admin_auth/sign_in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD, ...(otp ? { otp } : {}) }),
      });
    const asked = await rest();
    expect(asked.status).toBe(401);
    expect(await asked.json()).toMatchObject({ second_factor_required: true });
    expect((await rest(recoveryCodes[1])).status).toBe(200);
  });

  it("turns off only with the password and a code", async () => {
    const session = await signIn(PASSWORD, recoveryCodes[2]);
    const auth = headersOf(session);
    // A recovery code: the app's codes of this minute were spent above. A wrong password spends nothing.
    const code = recoveryCodes[3]!;
    const noPassword = (await gql(app.url, DISABLE, { password: "not-the-password", code }, auth)).data
      ?.disableTwoFactor;
    expect(noPassword.__typename).toBe("ValidationError");
    const noCode = (await gql(app.url, DISABLE, { password: PASSWORD, code: "000000" }, auth)).data
      ?.disableTwoFactor;
    expect(noCode.__typename).toBe("ValidationError");
    const off = (await gql(app.url, DISABLE, { password: PASSWORD, code }, auth)).data?.disableTwoFactor;
    expect(off).toMatchObject({
      __typename: "MutationDisableTwoFactorSuccess",
      data: { twoFactorEnabled: false },
    });
    expect(await app.db.prisma.adminRecoveryCode.count()).toBe(0);
    expect((await signIn(PASSWORD)).__typename).toBe("MutationSignInAdminSuccess");
  });
});
