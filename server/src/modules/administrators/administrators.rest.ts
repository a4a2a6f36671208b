// The spec's /api/admin_auth (sign in and out, one's own account, add an administrator) and
// /api/admin/administrators: list, read, remove, and the OWNER-only
// PUT /api/admin/administrators/{id}/role {role},
// PUT /api/admin/administrators/{id}/password {password, password_confirmation} and
// POST /api/admin/administrators/{id}/password_link (mails them a link to set a new password).
// The same services as GraphQL; bodies are snake_case like devise_token_auth's.
import { Hono } from "hono";
import { NotFoundError } from "../../errors.js";
import type { Administrator } from "../../generated/prisma/client.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import { body, signedIn } from "../auth/auth.rest.js";
import { adminViewer } from "../auth/viewer.js";
import * as admins from "./admin-account.service.js";
import { sendAdministratorPasswordLink } from "./administrator-password-link.service.js";
import { changeAdministratorRole, resetAdministratorPassword } from "./administrators.service.js";
import { SecondFactorRequiredError } from "./two-factor.js";

export function administratorJson(administrator: Administrator) {
  return {
    id: administrator.id,
    name: administrator.name,
    email: administrator.email,
    uid: administrator.email,
    role: administrator.role.toLowerCase(),
  };
}

function idParam(c: RestContext): number {
  const id = Number(c.req.param("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export const adminAuthRoutes = new Hono<RestEnv>()
  .post("/admin_auth/sign_in", async (c) => {
    const ctx = c.get("ctx");
    let session: Awaited<ReturnType<typeof admins.signInAdmin>>;
    try {
      session = await admins.signInAdmin(ctx.prisma, await body(c), ctx.request.ip);
    } catch (error) {
      // The password was right; the client sends it again with `otp` (decision 0049).
      if (!(error instanceof SecondFactorRequiredError)) throw error;
      return c.json({ errors: [error.message], second_factor_required: true }, 401);
    }
    const { administrator, token } = session;
    signedIn(c, token, administrator.email);
    return c.json({ data: administratorJson(administrator) });
  })
  .delete("/admin_auth/sign_out", async (c) => {
    const ctx = c.get("ctx");
    const viewer = adminViewer(ctx);
    await admins.signOutAdmin(ctx.prisma, viewer.administratorId, viewer.client, ctx.pubsub);
    return c.json({ success: true });
  })
  .get("/admin_auth/edit", async (c) => {
    const ctx = c.get("ctx");
    return c.json({
      administrator: administratorJson(
        await admins.getAdministrator(ctx.prisma, adminViewer(ctx).administratorId),
      ),
    });
  })
  .post("/admin_auth", async (c) => {
    const ctx = c.get("ctx");
    const input = await body(c);
    const role = typeof input.role === "string" ? input.role.toUpperCase() : input.role;
    const administrator = await admins.createAdministrator(ctx.prisma, adminViewer(ctx), { ...input, role });
    return c.json({ status: "success", administrator: administratorJson(administrator) });
  })
  .put("/admin_auth", async (c) => {
    const ctx = c.get("ctx");
    const viewer = adminViewer(ctx);
    // As PUT /auth: only the fields sent change; name and e-mail keep their stored values.
    const current = await admins.getAdministrator(ctx.prisma, viewer.administratorId);
    const administrator = await admins.updateOwnAdministrator(
      ctx.prisma,
      viewer,
      viewer.client,
      { name: current.name, email: current.email, ...(await body(c)) },
      ctx.pubsub,
    );
    return c.json({ status: "success", administrator: administratorJson(administrator) });
  })
  .get("/admin/administrators", async (c) => {
    const ctx = c.get("ctx");
    adminViewer(ctx);
    return c.json({ administrators: (await admins.listAdministrators(ctx.prisma)).map(administratorJson) });
  })
  .get("/admin/administrators/:id", async (c) => {
    const ctx = c.get("ctx");
    adminViewer(ctx);
    return c.json({
      administrator: administratorJson(await admins.getAdministrator(ctx.prisma, idParam(c))),
    });
  })
  .delete("/admin/administrators/:id", async (c) => {
    const ctx = c.get("ctx");
    await admins.deleteAdministrator(ctx.prisma, adminViewer(ctx), idParam(c), ctx.pubsub);
    return c.json({ success: true });
  });

const idOf = (c: RestContext) => {
  const id = c.req.param("id") ?? "";
  if (!/^[0-9]{1,9}$/.test(id)) throw new NotFoundError("管理者が見つかりませんでした");
  return Number(id);
};

export const administratorRoutes = new Hono<RestEnv>()
  .put("/admin/administrators/:id/role", async (c) => {
    const body = await readJson(c);
    const role = typeof body.role === "string" ? body.role.toUpperCase() : body.role;
    const administrator = await changeAdministratorRole(c.get("ctx"), idOf(c), { role });
    return c.json({ administrator: administratorJson(administrator) });
  })
  .put("/admin/administrators/:id/password", async (c) => {
    const body = await readJson(c);
    const administrator = await resetAdministratorPassword(c.get("ctx"), idOf(c), {
      password: body.password,
      passwordConfirmation: body.password_confirmation,
    });
    return c.json({ administrator: administratorJson(administrator) });
  })
  .post("/admin/administrators/:id/password_link", async (c) => {
    const administrator = await sendAdministratorPasswordLink(c.get("ctx"), idOf(c));
    return c.json({ administrator: administratorJson(administrator) });
  });
