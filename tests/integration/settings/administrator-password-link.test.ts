// An owner mails another administrator a link to set a new password: single use, the old
// sessions end, the new password works; STAFF may not send one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { staffSession } from "./helpers.js";

const SET_PASSWORD = `mutation ($input: AdministratorLinkPasswordInput!) {
  setAdministratorPasswordWithLink(input: $input) {
    __typename
    ... on Error { message }
    ... on MutationSetAdministratorPasswordWithLinkSuccess { data { email } }
  }
}`;

describe("password-reset links for administrators", () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let owner: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
    owner = await adminSession(app.url);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  async function setPassword(token: string, password: string) {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: SET_PASSWORD,
        variables: { input: { token, password, passwordConfirmation: password } },
      }),
    });
    const body = (await res.json()) as {
      data: { setAdministratorPasswordWithLink: Record<string, unknown> };
    };
    return body.data.setAdministratorPasswordWithLink;
  }

  it("mails a single-use link; following it sets the password and ends the old sessions", async () => {
    const staff = await staffSession(app);
    const id = (await app.db.prisma.administrator.findUniqueOrThrow({ where: { email: staff.email } })).id;
    const since = smtp.mails.length;
    const sent = await owner.gql(
      `mutation ($id: ID!) { sendAdministratorPasswordLink(id: $id) { __typename } }`,
      { id: String(id) },
    );
    expect(sent.data?.sendAdministratorPasswordLink.__typename).toBe(
      "MutationSendAdministratorPasswordLinkSuccess",
    );
    const mail = await smtp.waitFor(staff.email, since);
    expect(mail.subject).toContain("パスワード再設定");
    const link = linkIn(mail);
    expect(link.pathname).toBe("/admin/resetpass");
    const token = link.searchParams.get("token") ?? "";

    expect(await setPassword(token, "short")).toMatchObject({ __typename: "ValidationError" });
    expect(await setPassword(token, "brandnew2026")).toMatchObject({
      __typename: "MutationSetAdministratorPasswordWithLinkSuccess",
    });
    expect((await staff.rest("GET", "/admin_auth/edit")).status).toBe(401);
    const signIn = await rest(app.url, "POST", "/admin_auth/sign_in", {
      email: staff.email,
      password: "brandnew2026",
    });
    expect(signIn.status).toBe(200);
    // Used up: the same link works once.
    expect(await setPassword(token, "another2026")).toMatchObject({
      __typename: "UnauthorizedError",
      message: expect.stringContaining("無効"),
    });
  });

  it("is the owner's to send, over REST too, and a newer link replaces the older one", async () => {
    const staff = await staffSession(app);
    const id = (await app.db.prisma.administrator.findUniqueOrThrow({ where: { email: staff.email } })).id;
    expect((await staff.rest("POST", `/admin/administrators/${id}/password_link`)).status).toBe(403);
    const since = smtp.mails.length;
    const first = await owner.rest("POST", `/admin/administrators/${id}/password_link`);
    expect(first.status).toBe(200);
    const older = linkIn(await smtp.waitFor(staff.email, since)).searchParams.get("token") ?? "";
    const again = smtp.mails.length;
    expect((await owner.rest("POST", `/admin/administrators/${id}/password_link`)).status).toBe(200);
    const newer = linkIn(await smtp.waitFor(staff.email, again)).searchParams.get("token") ?? "";
    expect(await setPassword(older, "olderlink2026")).toMatchObject({ __typename: "UnauthorizedError" });
    expect(await setPassword(newer, "newerlink2026")).toMatchObject({
      __typename: "MutationSetAdministratorPasswordWithLinkSuccess",
    });
    expect((await owner.rest("POST", "/admin/administrators/99999/password_link")).status).toBe(404);
  });
});
