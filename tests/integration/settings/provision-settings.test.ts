// Hours, slots and closed dates per method through the spec's REST calls and GraphQL, on a fixed
// clock (Monday 2030-06-03 in Tokyo): a saved change shows at once in the slots and reception
// states, bad input answers 422 in Japanese naming the field and changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { type Json, rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { fixClosedDates, tokyo } from "../provision/helpers.js";
import { staffSession } from "./helpers.js";

type Session = Awaited<ReturnType<typeof adminSession>>;

describe("provision settings", () => {
  let app: TestApp;
  let admin: Session;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tokyo("2030-06-03", "09:00"));
    app = await startTestApp();
    await fixClosedDates(app.db.prisma);
    admin = await adminSession(app.url);
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  const edit = async () => {
    const res = await admin.rest("GET", "/admin/provision_settings/takeout/edit");
    expect(res.status).toBe(200);
    return res.body.provision_setting;
  };
  const put = (setting: unknown, key: string | number = "takeout") =>
    admin.rest("PUT", `/admin/provision_settings/${key}`, { provision_setting: setting });
  const days = async () => {
    const res = await rest(app.url, "GET", "/display_times?provision_method=takeout");
    return res.body.provision_times as Array<{ date: string; times: Array<{ label: string }> }>;
  };

  it("answers the edit call with every weekday, the days ahead and the closed dates from today on", async () => {
    const setting = await edit();
    expect(setting).toMatchObject({ provision_method: "takeout", is_paused: false, busy_minutes: 0 });
    expect(setting.provision_weekdays).toHaveLength(7);
    expect(setting.provision_weekdays[1]).toMatchObject({ weekday: 1, is_open: true, opens_at: "11:00" });
    expect(setting.provision_weekdays[2]).toMatchObject({ weekday: 2, is_open: false });
    expect(setting.closed_dates).toEqual([{ date: "2030-06-06", reason: "設備点検" }]);
    const byId = await admin.rest("GET", `/admin/provision_settings/${setting.id}/edit`);
    expect(byId.body.provision_setting.id).toBe(setting.id);
    expect((await admin.rest("GET", "/admin/provision_settings/999/edit")).status).toBe(404);
  });

  it("closes Wednesday and moves the hours: the slot picker and reception state change at once", async () => {
    const before = await days();
    expect(before.map((d) => d.date)).toContain("2030-06-05");
    const setting = await edit();
    setting.provision_weekdays[3].is_open = false; // Wednesday
    Object.assign(setting.provision_weekdays[1], {
      opens_at: "10:00",
      last_order_at: "10:30",
      slot_minutes: 30,
    });
    setting.closed_dates.push({ date: "2030-06-07", reason: "棚卸し" });
    const res = await put(setting);
    expect(res.status).toBe(200);
    expect(res.body.provision_setting.closed_dates).toEqual([
      { date: "2030-06-06", reason: "設備点検" },
      { date: "2030-06-07", reason: "棚卸し" },
    ]);
    const after = await days();
    expect(after.map((d) => d.date)).not.toContain("2030-06-05");
    expect(after.map((d) => d.date)).not.toContain("2030-06-07");
    expect(after[0]).toMatchObject({ date: "2030-06-03", times: [{ label: "10:00" }, { label: "10:30" }] });
    const states = await rest(app.url, "GET", "/reception_states");
    expect(states.body.reception_states[0]).toMatchObject({ reason: "before_opening" });
    expect(states.body.reception_states[0].message).toContain("本日10:00以降");
  });

  it("keeps an order's slot when the hours change under it", async () => {
    const slot = tokyo("2030-06-10", "12:00");
    await app.db.prisma.slotUsage.create({ data: { method: "TAKEOUT", slotStartsAt: slot, orderCount: 1 } });
    const setting = await edit();
    setting.provision_weekdays[1].opens_at = "13:00";
    setting.provision_weekdays[1].last_order_at = "15:00";
    expect((await put(setting)).status).toBe(200);
    const usage = await app.db.prisma.slotUsage.findUniqueOrThrow({
      where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: slot } },
    });
    expect(usage.orderCount).toBe(1);
  });

  it.each([
    [
      "the last order before opening",
      (s: Json) => Object.assign(s.provision_weekdays[4], { opens_at: "12:00", last_order_at: "11:00" }),
      "木曜日の最終受付は受付開始（12:00）以降の時刻にしてください",
    ],
    [
      "a capacity of 0",
      (s: Json) => Object.assign(s.provision_weekdays[4], { capacity_per_slot: 0 }),
      "1枠の受付数は1〜999件で入力してください",
    ],
    [
      "a capacity of 10,000",
      (s: Json) => Object.assign(s.provision_weekdays[4], { capacity_per_slot: 10000 }),
      "1枠の受付数は1〜999件で入力してください",
    ],
    [
      "a closed date in the past",
      (s: Json) => s.closed_dates.push({ date: "2030-06-02", reason: "" }),
      "休業日（2030-06-02）に過去の日付は指定できません",
    ],
    [
      "a malformed time",
      (s: Json) => Object.assign(s.provision_weekdays[0], { opens_at: "25:00" }),
      "受付開始は「11:00」の形式で入力してください",
    ],
    ["six weekdays", (s: Json) => s.provision_weekdays.pop(), "曜日ごとの設定を7日分送信してください"],
    [
      "an impossible date",
      (s: Json) => s.closed_dates.push({ date: "2030-02-30", reason: "" }),
      "休業日は日付で入力してください",
    ],
  ])("refuses %s with a Japanese 422 and changes nothing", async (_name, spoil, message) => {
    const before = await edit();
    const setting = structuredClone(before);
    spoil(setting);
    setting.days_ahead = 3;
    const res = await put(setting);
    expect(res.status).toBe(422);
    expect(res.body.errors).toContain(message);
    expect(await edit()).toEqual(before);
  });

  it("lets counter orders ignore the online capacity when the owner or staff says so", async () => {
    const setting = await edit();
    expect(setting.shop_ignores_capacity).toBe(false);
    const on = await put({ ...setting, shop_ignores_capacity: true });
    expect(on.status).toBe(200);
    expect(on.body.provision_setting.shop_ignores_capacity).toBe(true);
    // A PUT without the option leaves it as it is.
    const { shop_ignores_capacity: _kept, ...without } = await edit();
    expect((await put(without)).body.provision_setting.shop_ignores_capacity).toBe(true);
    const bad = await put({ ...without, shop_ignores_capacity: "yes" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toContain("店頭注文の受付数の扱いを選択してください");

    const staff = await staffSession(app);
    const read = await staff.gql(`{ provisionSetting(id: "takeout") { shopIgnoresCapacity daysAhead
      weekdays { weekday isOpen opensAt lastOrderAt slotMinutes leadMinutes capacityPerSlot } closedDates { date reason } } }`);
    const current = read.data?.provisionSetting;
    expect(current.shopIgnoresCapacity).toBe(true);
    const off = await staff.gql(
      `mutation($id: ID!, $input: ProvisionSettingInput!) { updateProvisionSetting(id: $id, input: $input) {
        __typename ... on MutationUpdateProvisionSettingSuccess { data { shopIgnoresCapacity } } } }`,
      { id: "takeout", input: { ...current, shopIgnoresCapacity: false } },
    );
    expect(off.data?.updateProvisionSetting.data).toEqual({ shopIgnoresCapacity: false });
    const row = await app.db.prisma.provisionSetting.findUniqueOrThrow({ where: { method: "TAKEOUT" } });
    expect(row.shopIgnoresCapacity).toBe(false);
  });

  it("refuses a missing provision_setting and an unknown id", async () => {
    const missing = await admin.rest("PUT", "/admin/provision_settings/takeout", {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual(["provision_setting を送信してください"]);
    expect((await put(await edit(), "nope")).status).toBe(404);
  });

  it("edits over GraphQL with field errors for a bad input", async () => {
    const query = `mutation($id: ID!, $input: ProvisionSettingInput!) { updateProvisionSetting(id: $id, input: $input) {
      __typename ... on MutationUpdateProvisionSettingSuccess { data { method daysAhead weekdays { weekday isOpen opensAt } closedDates { date reason } } }
      ... on ValidationError { message fieldErrors { field messages } } } }`;
    const read = await admin.gql(
      `{ provisionSetting(id: "delivery") { id daysAhead weekdays { weekday isOpen opensAt lastOrderAt slotMinutes leadMinutes capacityPerSlot } closedDates { date reason } } }`,
    );
    const setting = read.data?.provisionSetting;
    const input = {
      daysAhead: 10,
      weekdays: setting.weekdays,
      closedDates: [{ date: "2030-06-20", reason: "臨時休業" }],
    };
    const ok = await admin.gql(query, { id: "delivery", input });
    expect(ok.data?.updateProvisionSetting).toMatchObject({
      __typename: "MutationUpdateProvisionSettingSuccess",
      data: { method: "DELIVERY", daysAhead: 10, closedDates: [{ date: "2030-06-20", reason: "臨時休業" }] },
    });
    const bad = await admin.gql(query, {
      id: setting.id,
      input: { ...input, weekdays: input.weekdays.map((w: Json) => ({ ...w, capacityPerSlot: 0 })) },
    });
    expect(bad.data?.updateProvisionSetting.__typename).toBe("ValidationError");
    expect(bad.data?.updateProvisionSetting.fieldErrors[0]).toEqual({
      field: "weekdays.0.capacityPerSlot",
      messages: ["1枠の受付数は1〜999件で入力してください"],
    });
  });
});
