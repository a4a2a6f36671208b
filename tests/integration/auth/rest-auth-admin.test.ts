// The spec's /api/admin_auth routes, end to end over HTTP with a real SMTP server.
import { describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../../setup/test-app.js";
import { call, confirmedCustomer, credentialsOf, withRestAuthApp } from "./rest-auth-setup.js";

withRestAuthApp();

describe("/api/admin_auth", () => {
  async function adminSignIn(email: string = TEST_ADMIN.email, password: string = TEST_ADMIN.password) {
    const res = await call("POST", "/admin_auth/sign_in", { email, password });
    return { ...res, auth: credentialsOf(res.headers) };
  }

  it("signs in with the name in data, creates staff, lists and deletes them, signs out", async () => {
    const owner = await adminSignIn();
    expect(owner.status).toBe(200);
    expect((owner.json.data as { name: string }).name).toBeTruthy();
    const created = await call(
      "POST",
      "/admin_auth",
      {
        name: "厨房 花子",
        email: "kitchen@example.jp",
        password: "kitchen2026",
        password_confirmation: "kitchen2026",
        role: "staff",
      },
      owner.auth,
    );
    expect(created.status).toBe(200);
    const staffId = (created.json.administrator as { id: number }).id;
    const list = await call("GET", "/admin/administrators", undefined, owner.auth);
    expect((list.json.administrators as { email: string }[]).map((a) => a.email)).toContain(
      "kitchen@example.jp",
    );

    const staff = await adminSignIn("kitchen@example.jp", "kitchen2026");
    expect((await call("GET", "/admin_auth/edit", undefined, staff.auth)).json).toMatchObject({
      administrator: { role: "staff" },
    });
    const staffCreates = await call(
      "POST",
      "/admin_auth",
      { name: "x", email: "x@example.jp", password: "abcd1234", role: "staff" },
      staff.auth,
    );
    expect(staffCreates.status).toBe(403);

    const selfDelete = await call(
      "DELETE",
      `/admin/administrators/${(owner.json.data as { id: number }).id}`,
      undefined,
      owner.auth,
    );
    expect(selfDelete.status).toBe(422);
    expect((await call("DELETE", `/admin/administrators/${staffId}`, undefined, owner.auth)).status).toBe(
      200,
    );
    expect((await call("GET", "/admin_auth/edit", undefined, staff.auth)).status).toBe(401);

    expect((await call("DELETE", "/admin_auth/sign_out", undefined, owner.auth)).status).toBe(200);
    expect((await call("GET", "/admin/administrators", undefined, owner.auth)).status).toBe(401);
  });

  it("PUT /admin_auth takes only the fields it changes, as PUT /auth does", async () => {
    const owner = await adminSignIn();
    const created = await call(
      "POST",
      "/admin_auth",
      {
        name: "配達 太郎",
        email: "rider@example.jp",
        password: "rider2026",
        password_confirmation: "rider2026",
        role: "staff",
      },
      owner.auth,
    );
    expect(created.status).toBe(200);
    const rider = await adminSignIn("rider@example.jp", "rider2026");

    const renamed = await call("PUT", "/admin_auth", { name: "配達 次郎" }, rider.auth);
    expect(renamed.status).toBe(200);
    expect(renamed.json.administrator).toMatchObject({ name: "配達 次郎", email: "rider@example.jp" });

    const moved = await call(
      "PUT",
      "/admin_auth",
      { email: "rider2@example.jp", current_password: "rider2026" },
      rider.auth,
    );
    expect(moved.status).toBe(200);
    expect(moved.json.administrator).toMatchObject({ name: "配達 次郎", email: "rider2@example.jp" });

    const blank = await call("PUT", "/admin_auth", { name: "" }, owner.auth);
    expect(blank.status).toBe(422);
    expect(blank.json.errors?.join("")).toMatch(/名前/);
  });

  it("does not let customer credentials into admin routes", async () => {
    const customer = await confirmedCustomer("not-admin@example.jp");
    const res = await call("GET", "/admin/administrators", undefined, customer);
    expect(res.status).toBe(401);
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    const unknown = await adminSignIn("nobody@example.jp", "whatever1");
    const wrong = await adminSignIn(TEST_ADMIN.email, "wrongpass1");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json.errors).toEqual(wrong.json.errors);
  });
});
