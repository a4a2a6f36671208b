// PUT /api/admin/taxes/{id} and PUT /api/admin/provision_settings/{id} used to answer 200 while
// dropping the fields they do not take. Now an unknown field, or a read-only one changed, is a 422
// naming it in Japanese, and nothing is written; the edit answer sent back as it was still saves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { adminSession } from "../board/helpers.js";

describe("settings updates refuse the fields they do not take", () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await adminSession(app.url);
  });
  afterAll(async () => {
    await app?.close();
  });

  const snapshot = async () => ({
    taxes: await app.db.prisma.taxRate.findMany({ orderBy: { id: "asc" } }),
    changes: await app.db.prisma.taxRateChange.findMany({ orderBy: { id: "asc" } }),
    settings: await app.db.prisma.provisionSetting.findMany({
      orderBy: { id: "asc" },
      include: { weekdays: { orderBy: { weekday: "asc" } }, closedDates: true },
    }),
  });

  it("names an unknown tax field and changes nothing", async () => {
    const before = await snapshot();
    const res = await owner.rest("PUT", "/admin/taxes/reduced", {
      tax: { tax_rate: 9, rate_percent: 9, rounding: "up" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      "「tax.rate_percent」は受け付けていない項目です",
      "「tax.rounding」は受け付けていない項目です",
    ]);
    const top = await owner.rest("PUT", "/admin/taxes/reduced", { tax: { tax_rate: 9 }, force: true });
    expect(top.status).toBe(422);
    expect(top.body.errors).toEqual(["「force」は受け付けていない項目です"]);
    const kind = await owner.rest("PUT", "/admin/taxes/reduced", { tax: { tax_rate: 9, kind: "standard" } });
    expect(kind.status).toBe(422);
    expect(kind.body.errors).toEqual(["「tax.kind」は読み取り専用のため変更できません"]);
    expect(await snapshot()).toEqual(before);
  });

  it("takes the tax edit answer sent back with a new rate", async () => {
    const edit = (await owner.rest("GET", "/admin/taxes/standard/edit")).body;
    const res = await owner.rest("PUT", "/admin/taxes/standard", {
      ...edit,
      tax: { ...edit.tax, tax_rate: 10 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("names unknown provision fields, nested ones included, and changes nothing", async () => {
    const edit = (await owner.rest("GET", "/admin/provision_settings/takeout/edit")).body.provision_setting;
    const before = await snapshot();
    const weekdays = structuredClone(edit.provision_weekdays);
    weekdays[1].closes_at = "21:00";
    const res = await owner.rest("PUT", "/admin/provision_settings/takeout", {
      provision_setting: {
        ...edit,
        ready_mail: !edit.ready_mail,
        capacity: 20,
        provision_weekdays: weekdays,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      "「provision_setting.provision_weekdays[1].closes_at」は受け付けていない項目です",
      "「provision_setting.capacity」は受け付けていない項目です",
    ]);
    const paused = await owner.rest("PUT", "/admin/provision_settings/takeout", {
      provision_setting: { ...edit, is_paused: !edit.is_paused },
    });
    expect(paused.status).toBe(422);
    expect(paused.body.errors).toEqual(["「provision_setting.is_paused」は読み取り専用のため変更できません"]);
    expect(await snapshot()).toEqual(before);

    const saved = await owner.rest("PUT", "/admin/provision_settings/takeout", {
      provision_setting: { ...edit, ready_mail: !edit.ready_mail },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.provision_setting.ready_mail).toBe(!edit.ready_mail);
  });
});
