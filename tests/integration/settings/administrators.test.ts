// The OWNER changes a staff member's role and resets their password (which signs them out);
// the shop always keeps an owner; STAFF may not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { staffSession } from "./helpers.js";

describe("roles and passwords of administrators", () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await adminSession(app.url);
  });
  afterAll(() => app?.close());

  const idOf = async (email: string) =>
    (await app.db.prisma.administrator.findUniqueOrThrow({ where: { email } })).id;

  it("promotes and demotes a staff member; their next request has the new role", async () => {
    const staff = await staffSession(app);
    const id = await idOf(staff.email);
    expect((await staff.rest("PUT", "/admin/taxes/reduced", { tax: { tax_rate: 8 } })).status).toBe(403);
    const promoted = await owner.rest("PUT", `/admin/administrators/${id}/role`, { role: "owner" });
    expect(promoted.status).toBe(200);
    expect(promoted.body.administrator.role).toBe("owner");
    expect((await staff.rest("PUT", "/admin/taxes/reduced", { tax: { tax_rate: 8 } })).status).toBe(200);
    const demoted = await owner.gql(
      `mutation($id: ID!) { changeAdministratorRole(id: $id, role: STAFF) { __typename ... on MutationChangeAdministratorRoleSuccess { data { role } } } }`,
      { id },
    );
    expect(demoted.data?.changeAdministratorRole.data.role).toBe("STAFF");
    const bad = await owner.rest("PUT", `/admin/administrators/${id}/role`, { role: "king" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(["権限を選択してください"]);
  });

  it("never leaves the shop without an owner", async () => {
    const ownerId = await idOf(
      (await app.db.prisma.administrator.findFirstOrThrow({ where: { role: "OWNER" } })).email,
    );
    const res = await owner.rest("PUT", `/admin/administrators/${ownerId}/role`, { role: "staff" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(["最後のオーナーの権限は変更できません"]);
    expect((await owner.rest("PUT", "/admin/administrators/99999/role", { role: "staff" })).status).toBe(404);
  });

  it("resets a staff member's password: old sessions end, the new password works", async () => {
    const staff = await staffSession(app);
    const id = await idOf(staff.email);
    const mismatch = await owner.rest("PUT", `/admin/administrators/${id}/password`, {
      password: "fresh2026x",
      password_confirmation: "other2026x",
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual(["パスワード（確認）が一致しません"]);
    const res = await owner.rest("PUT", `/admin/administrators/${id}/password`, {
      password: "fresh2026x",
      password_confirmation: "fresh2026x",
    });
    expect(res.status).toBe(200);
    expect((await staff.rest("GET", "/admin/orders")).status).toBe(401);
    expect(
      (await rest(app.url, "POST", "/admin_auth/sign_in", { email: staff.email, password: staff.password }))
        .status,
    ).toBe(401);
    expect(
      (await rest(app.url, "POST", "/admin_auth/sign_in", { email: staff.email, password: "fresh2026x" }))
        .status,
    ).toBe(200);
  });

  it("lets STAFF do neither", async () => {
    const staff = await staffSession(app);
    const other = await staffSession(app);
    const id = await idOf(other.email);
    expect((await staff.rest("PUT", `/admin/administrators/${id}/role`, { role: "owner" })).status).toBe(403);
    const reset = await staff.rest("PUT", `/admin/administrators/${id}/password`, {
      password: "fresh2026x",
      password_confirmation: "fresh2026x",
    });
    expect(reset.status).toBe(403);
    expect(reset.body.errors).toEqual(["この操作はオーナーのみ行えます"]);
  });
});
