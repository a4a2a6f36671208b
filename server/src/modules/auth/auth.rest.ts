// The spec's /api/auth (customers; administrators' /api/admin_auth is in administrators/),
// mapped onto the same services as GraphQL. Bodies are snake_case like devise_token_auth's.
import { Hono } from "hono";
import type { Customer } from "../../generated/prisma/client.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import * as customers from "./customer-account.service.js";
import { confirmEmailChange, pendingEmail } from "./email-change.service.js";
import type { IssuedToken } from "./tokens.js";
import { accountDeps, credentialHeaders, customerViewer, presentedCredentials } from "./viewer.js";

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** `{ last_name: "広島" }` -> `{ lastName: "広島" }`; unknown keys are dropped later by the zod schemas. */
export async function body(c: RestContext): Promise<Record<string, unknown>> {
  const json = await readJson(c);
  return Object.fromEntries(Object.entries(json).map(([k, v]) => [camel(k), v === null ? undefined : v]));
}

export function customerJson(customer: Customer) {
  return {
    id: customer.id,
    email: customer.email,
    uid: customer.email,
    last_name: customer.lastName,
    first_name: customer.firstName,
    last_name_kana: customer.lastNameKana,
    first_name_kana: customer.firstNameKana,
    tel: customer.tel,
    postal_code: customer.postalCode,
    prefecture_id: customer.prefectureId,
    address1: customer.address1,
    address2: customer.address2,
    confirmed_at: customer.confirmedAt?.toISOString() ?? null,
  };
}

export function signedIn(c: RestContext, token: IssuedToken, uid: string) {
  for (const [name, value] of Object.entries(credentialHeaders(token, uid))) c.header(name, value);
}

export const customerAuthRoutes = new Hono<RestEnv>()
  .post("/auth/sign_in", async (c) => {
    const ctx = c.get("ctx");
    const { customer, token } = await customers.signIn(accountDeps(ctx), await body(c), ctx.request.ip);
    signedIn(c, token, customer.email);
    return c.json({ data: customerJson(customer) });
  })
  .delete("/auth/sign_out", async (c) => {
    const ctx = c.get("ctx");
    const viewer = customerViewer(ctx);
    await customers.signOut(accountDeps(ctx), viewer.customerId, viewer.client);
    return c.json({ success: true });
  })
  .post("/auth", async (c) => {
    const customer = await customers.signUp(accountDeps(c.get("ctx")), await body(c));
    return c.json({ status: "success", data: customerJson(customer) });
  })
  .put("/auth", async (c) => {
    const ctx = c.get("ctx");
    const viewer = customerViewer(ctx);
    // The spec's client sends only the fields it changes: the rest keep their stored values.
    const current = await customers.getAccount(ctx, viewer.customerId);
    const customer = await customers.updateAccount(accountDeps(ctx), viewer.customerId, viewer.client, {
      ...customerProfile(current),
      ...(await body(c)),
    });
    // A new e-mail waits for the link mailed to it (decision 0018): pending_email says so.
    const pending = await pendingEmail(ctx.prisma, customer.id);
    return c.json({
      status: "success",
      customer: { ...customerJson(customer), pending_email: pending },
      ...(pending
        ? { message: `${pending} に確認メールを送りました。メール内のリンクを開くと変更が完了します` }
        : {}),
    });
  })
  .put("/auth/email_confirmation", async (c) => {
    const input = await body(c);
    const token = typeof input.token === "string" ? input.token : "";
    // No session comes with the link: the answer says the new address and nothing else.
    const { email } = await confirmEmailChange(accountDeps(c.get("ctx")), token);
    return c.json({ success: true, data: { email } });
  })
  .get("/auth/edit", async (c) => {
    const ctx = c.get("ctx");
    return c.json({
      customer: customerJson(await customers.getAccount(ctx, customerViewer(ctx).customerId)),
    });
  })
  .get("/auth/confirmation", async (c) => {
    const token = c.req.query("confirmation_token") ?? "";
    const { customer, token: issued } = await customers.confirmSignUp(accountDeps(c.get("ctx")), token);
    signedIn(c, issued, customer.email);
    return c.json({ data: customerJson(customer) });
  })
  .post("/auth/confirmation", async (c) => {
    await customers.resendConfirmation(accountDeps(c.get("ctx")), await body(c));
    return c.json({
      success: true,
      message: "確認メールを送信しました。届かない場合はアドレスをご確認ください",
    });
  })
  .post("/auth/password", async (c) => {
    await customers.requestPasswordReset(accountDeps(c.get("ctx")), await body(c));
    return c.json({
      success: true,
      message: "ご登録のメールアドレスに、パスワード再設定のご案内を送信しました",
    });
  })
  .put("/auth/password", async (c) => {
    const ctx = c.get("ctx");
    const input = await body(c);
    // A signed-in customer changes the password like any other profile field…
    if (ctx.viewer?.kind === "customer") {
      const current = await customers.getAccount(ctx, ctx.viewer.customerId);
      const customer = await customers.updateAccount(
        accountDeps(ctx),
        ctx.viewer.customerId,
        ctx.viewer.client,
        {
          ...customerProfile(current),
          ...input,
        },
      );
      return c.json({ success: true, data: customerJson(customer) });
    }
    // …while the mailed reset link carries single-use credentials in the same headers.
    const credentials = presentedCredentials(c.req.header());
    const { customer, token } = await customers.resetPassword(
      accountDeps(ctx),
      { uid: credentials?.uid ?? "", accessToken: credentials?.accessToken ?? "" },
      input,
    );
    signedIn(c, token, customer.email);
    return c.json({ success: true, data: customerJson(customer) });
  });

function customerProfile(customer: Customer) {
  return {
    lastName: customer.lastName,
    firstName: customer.firstName,
    lastNameKana: customer.lastNameKana,
    firstNameKana: customer.firstNameKana,
    email: customer.email,
    tel: customer.tel,
    postalCode: customer.postalCode ?? undefined,
    prefectureId: customer.prefectureId,
    address1: customer.address1 ?? undefined,
    address2: customer.address2 ?? undefined,
  };
}
