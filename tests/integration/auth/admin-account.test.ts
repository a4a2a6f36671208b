import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as admins from "../../../server/src/modules/administrators/admin-account.service.js";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

let app: TestApp;
let owner: admins.AdminViewer;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  const created = await app.db.prisma.administrator.create({
    data: {
      name: "店長",
      email: "owner@example.jp",
      role: "OWNER",
      passwordHash: await hashPassword("owner1234"),
    },
  });
  owner = { administratorId: created.id, role: "OWNER" };
});
afterAll(() => app?.close());

const staffInput = (email: string) => ({
  name: "スタッフ",
  email,
  password: "staff1234",
  passwordConfirmation: "staff1234",
  role: "STAFF",
});

describe("administrators", () => {
  it("signs in with the name in the answer and the same message for any failure", async () => {
    const { prisma } = app.db;
    const ok = await admins.signInAdmin(prisma, { email: "OWNER@example.jp", password: "owner1234" }, null);
    expect(ok.administrator.name).toBe("店長");
    const wrong = await admins
      .signInAdmin(prisma, { email: "owner@example.jp", password: "nope12345" }, null)
      .catch((e) => e);
    const unknown = await admins
      .signInAdmin(prisma, { email: "x@example.jp", password: "owner1234" }, null)
      .catch((e) => e);
    expect(wrong.message).toBe(unknown.message);
  });

  it("lets an owner create staff, and refuses staff creating administrators", async () => {
    const { prisma } = app.db;
    const staff = await admins.createAdministrator(prisma, owner, staffInput("staff1@example.jp"));
    expect(staff.role).toBe("STAFF");
    const asStaff = { administratorId: staff.id, role: "STAFF" } as const;
    await expect(
      admins.createAdministrator(prisma, asStaff, staffInput("staff2@example.jp")),
    ).rejects.toThrow("オーナーだけ");
    await expect(admins.createAdministrator(prisma, owner, staffInput("staff1@example.jp"))).rejects.toThrow(
      "すでに管理者",
    );
  });

  it("never removes the last owner, nor lets anyone remove themselves", async () => {
    const { prisma } = app.db;
    await expect(admins.deleteAdministrator(prisma, owner, owner.administratorId)).rejects.toThrow("ご自身");
    const second = await admins.createAdministrator(prisma, owner, {
      ...staffInput("owner2@example.jp"),
      role: "OWNER",
    });
    const asSecond = { administratorId: second.id, role: "OWNER" } as const;
    await admins.deleteAdministrator(prisma, asSecond, owner.administratorId);
    // `second` is now the only owner; a former owner's session can no longer act.
    expect(await prisma.administrator.count({ where: { role: "OWNER" } })).toBe(1);
    await expect(admins.deleteAdministrator(prisma, asSecond, second.id)).rejects.toThrow("ご自身");
    await expect(admins.deleteAdministrator(prisma, asSecond, 999_999)).rejects.toThrow("見つかりません");
  });

  it("keeps one owner when two owners remove each other at the same moment", async () => {
    const { prisma } = app.db;
    const a = await admins.createAdministrator(prisma, owner, {
      ...staffInput("race-a@example.jp"),
      role: "OWNER",
    });
    const b = await admins.createAdministrator(prisma, owner, {
      ...staffInput("race-b@example.jp"),
      role: "OWNER",
    });
    // Leave exactly these two owners.
    await prisma.administrator.deleteMany({ where: { role: "OWNER", id: { notIn: [a.id, b.id] } } });
    const results = await Promise.allSettled([
      admins.deleteAdministrator(prisma, { administratorId: a.id, role: "OWNER" }, b.id),
      admins.deleteAdministrator(prisma, { administratorId: b.id, role: "OWNER" }, a.id),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.administrator.count({ where: { role: "OWNER" } })).toBe(1);
  });
});
