// A STAFF administrator's session beside the seeded OWNER's, for the owner-only checks.
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import type { TestApp } from "../../setup/test-app.js";
import { type Json, rest } from "../../support/http.js";

let sequence = 0;

export async function staffSession(app: TestApp) {
  sequence += 1;
  const email = `staff${sequence}@example.jp`;
  const password = "staffpass1";
  await app.db.prisma.administrator.create({
    data: { name: `スタッフ${sequence}`, email, passwordHash: await hashPassword(password), role: "STAFF" },
  });
  const signIn = await rest(app.url, "POST", "/admin_auth/sign_in", { email, password });
  if (signIn.status !== 200) throw new Error(`staff sign-in failed: ${signIn.status}`);
  const headers: Record<string, string> = {
    "access-token": signIn.headers.get("access-token") ?? "",
    client: signIn.headers.get("client") ?? "",
    uid: signIn.headers.get("uid") ?? "",
  };
  const remember = (answer: Headers) => {
    const token = answer.get("access-token");
    if (token) headers["access-token"] = token;
  };
  return {
    email,
    password,
    headers,
    async rest(method: string, path: string, body?: unknown) {
      const res = await rest(app.url, method, path, body, { ...headers });
      remember(res.headers);
      return res;
    },
    async gql(query: string, variables: object = {}) {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      remember(res.headers);
      return (await res.json()) as { data?: Json | null; errors?: Json[] };
    },
  };
}
