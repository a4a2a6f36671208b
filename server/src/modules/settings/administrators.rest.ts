// OWNER-only: PUT /api/admin/administrators/{id}/role {role} and
// PUT /api/admin/administrators/{id}/password {password, password_confirmation},
// POST /api/admin/administrators/{id}/password_link (mails them a link to set a new password).
import { Hono } from "hono";
import { NotFoundError } from "../../errors.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import { administratorJson } from "../auth/auth.rest.js";
import { sendAdministratorPasswordLink } from "./administrator-password-link.service.js";
import { changeAdministratorRole, resetAdministratorPassword } from "./administrators.service.js";

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
