// Shared setup of the /api/auth and /api/admin_auth tests: the app with a real SMTP server, and
// calls over HTTP. Each test file calls withRestAuthApp() once; app and smtp are live bindings.
import { afterAll, beforeAll, expect } from "vitest";
import { linkIn, startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

export let app: TestApp;
export let smtp: TestSmtp;

export function withRestAuthApp() {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
}

type Headers = Record<string, string>;
export async function call(method: string, path: string, body?: unknown, headers: Headers = {}) {
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown> & { errors?: string[] };
  return { status: res.status, json, headers: res.headers };
}
export const credentialsOf = (h: globalThis.Headers): Headers => ({
  "access-token": h.get("access-token") ?? "",
  client: h.get("client") ?? "",
  uid: h.get("uid") ?? "",
});

export const registration = (email: string) => ({
  last_name: "安芸",
  first_name: "もみじ",
  last_name_kana: "アキ",
  first_name_kana: "モミジ",
  email,
  tel: "08012345678",
  password: "momiji2026",
  password_confirmation: "momiji2026",
});

export async function confirmedCustomer(email: string) {
  const since = smtp.mails.length;
  expect((await call("POST", "/auth", registration(email))).status).toBe(200);
  const link = linkIn(await smtp.waitFor(email, since));
  const confirmed = await fetch(`${app.url}/api/auth/confirmation${link.search}`);
  expect(confirmed.status).toBe(200);
  return credentialsOf(confirmed.headers);
}
