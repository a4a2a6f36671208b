// The same accounts through GraphQL: headers over HTTP, connection_init over graphql-ws.
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { linkIn, startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";
import { type GraphQLBody, gqlResponse } from "../../support/http.js";

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

const SIGN_UP = `mutation($input: CustomerProfileInput!) { signUp(input: $input) {
  __typename ... on MutationSignUpSuccess { data { id email } }
  ... on ValidationError { message fieldErrors { field messages } } } }`;
const CONFIRM = `mutation($token: String!) { confirmSignUp(token: $token) {
  __typename ... on MutationConfirmSignUpSuccess { data { credentials { accessToken client uid expiry tokenType } } } } }`;
const SIGN_IN_ADMIN = `mutation($email: String!, $password: String!) { signInAdmin(email: $email, password: $password) {
  __typename ... on MutationSignInAdminSuccess { data { administrator { name role } credentials { accessToken client uid } } }
  ... on Error { message } } }`;

const profile = {
  lastName: "尾道",
  firstName: "ラーメン",
  lastNameKana: "オノミチ",
  firstNameKana: "ラーメン",
  email: "onomichi@example.jp",
  tel: "07012345678",
  password: "onomichi26",
  passwordConfirmation: "onomichi26",
};

describe("accounts over GraphQL", () => {
  it("signs up and confirms, then `me` answers with the credentials as headers", async () => {
    const since = smtp.mails.length;
    const signUp = await gqlResponse(app.url, SIGN_UP, { input: profile });
    expect(signUp.body.data?.signUp.__typename).toBe("MutationSignUpSuccess");
    const link = linkIn(await smtp.waitFor("onomichi@example.jp", since));
    const confirm = await gqlResponse(app.url, CONFIRM, {
      token: link.searchParams.get("confirmation_token"),
    });
    const credentials = confirm.body.data?.confirmSignUp.data.credentials;
    expect(credentials).toMatchObject({ uid: "onomichi@example.jp", tokenType: "Bearer" });
    const me = await gqlResponse(
      app.url,
      "{ me { email lastName } }",
      {},
      {
        "access-token": credentials.accessToken,
        client: credentials.client,
        uid: credentials.uid,
      },
    );
    expect(me.body.data?.me).toEqual({ email: "onomichi@example.jp", lastName: "尾道" });
  });

  it("reports invalid input as a ValidationError with field messages", async () => {
    const result = await gqlResponse(app.url, SIGN_UP, { input: { ...profile, email: "bad", tel: "123" } });
    const error = result.body.data?.signUp;
    expect(error.__typename).toBe("ValidationError");
    expect(error.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: "email", messages: ["正しいメールアドレスを入力してください"] },
        { field: "tel", messages: ["正しい携帯電話番号を入力してください"] },
      ]),
    );
  });

  it("answers `me` without credentials with UNAUTHENTICATED and no data", async () => {
    const result = await gqlResponse(app.url, "{ me { email } }");
    expect(result.body.data).toBeNull();
    expect(result.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("authenticates a graphql-ws connection from its connection_init payload", async () => {
    const signIn = await gqlResponse(app.url, SIGN_IN_ADMIN, TEST_ADMIN);
    const { credentials, administrator } = signIn.body.data!.signInAdmin.data;
    expect(administrator.role).toBe("OWNER");
    const run = (connectionParams: Record<string, string>) => {
      const client = createClient({
        url: `${app.url.replace("http", "ws")}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams,
        retryAttempts: 0,
      });
      return new Promise<GraphQLBody>((resolve, reject) => {
        client.subscribe(
          { query: "{ myAdministrator { email } }" },
          {
            next: (value) => resolve(value as GraphQLBody),
            error: reject,
            complete: () => {},
          },
        );
      }).finally(() => client.dispose());
    };
    const signedIn = await run({
      "access-token": credentials.accessToken,
      client: credentials.client,
      uid: credentials.uid,
    });
    expect(signedIn.data?.myAdministrator.email).toBe(TEST_ADMIN.email);
    const anonymous = await run({});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
