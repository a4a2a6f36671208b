// The spec's GET /api/admin/provision_settings/{id}/edit and PUT /api/admin/provision_settings/{id}
// {provision_setting}: snake_case over the same service as GraphQL. {id} is the setting's id or
// "takeout" / "delivery". /api/admin/* already requires an administrator (server/src/api.ts).
import { Hono } from "hono";
import { ValidationError } from "../../errors.js";
import { refuseUnknownFields } from "../../rest/known-fields.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import {
  type ProvisionSettingRecord,
  readProvisionSetting,
  settingForm,
  settingIdOf,
  updateProvisionSetting,
} from "./provision-settings.service.js";
import { controlOf } from "./reception-control.service.js";

function restSetting(setting: ProvisionSettingRecord, now = new Date()) {
  const form = settingForm(setting);
  const control = controlOf(setting, now);
  return {
    id: form.id,
    provision_method: form.method.toLowerCase(),
    days_ahead: form.daysAhead,
    shop_ignores_capacity: form.shopIgnoresCapacity,
    ready_mail: form.readyMail,
    provision_weekdays: form.weekdays.map((w) => ({
      weekday: w.weekday,
      is_open: w.isOpen,
      opens_at: w.opensAt,
      last_order_at: w.lastOrderAt,
      slot_minutes: w.slotMinutes,
      lead_minutes: w.leadMinutes,
      capacity_per_slot: w.capacityPerSlot,
      units_per_slot: w.unitsPerSlot,
    })),
    closed_dates: form.closedDates,
    is_paused: control.paused,
    pause_reason: control.pauseReason,
    paused_until: control.pausedUntil?.toISOString() ?? null,
    busy_minutes: control.busyMinutes,
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const WEEKDAY_FIELDS = [
  "weekday",
  "is_open",
  "opens_at",
  "last_order_at",
  "slot_minutes",
  "lead_minutes",
  "capacity_per_slot",
  "units_per_slot",
];
const SETTING_FIELDS = [
  "days_ahead",
  "shop_ignores_capacity",
  "ready_mail",
  "provision_weekdays",
  "closed_dates",
];

/**
 * The spec's snake_case body as the service's input; the service validates every field. A field
 * the update does not take is refused by name (the edit answer's read-only fields may come back
 * unchanged), so nothing is silently dropped.
 */
function settingInput(body: Record<string, unknown>, current: ProvisionSettingRecord) {
  if (!("provision_setting" in body)) {
    throw new ValidationError("provision_setting を送信してください", {
      provisionSetting: ["provision_setting を送信してください"],
    });
  }
  refuseUnknownFields(body, { takes: ["provision_setting"] });
  const raw = record(body.provision_setting);
  const { id, provision_method, is_paused, pause_reason, paused_until, busy_minutes } = restSetting(current);
  refuseUnknownFields(
    raw,
    {
      takes: SETTING_FIELDS,
      echoes: { id, provision_method, is_paused, pause_reason, paused_until, busy_minutes },
      lists: { provision_weekdays: { takes: WEEKDAY_FIELDS }, closed_dates: { takes: ["date", "reason"] } },
    },
    "provision_setting.",
  );
  const list = (value: unknown) => (Array.isArray(value) ? value.map(record) : value);
  const weekdays = list(raw.provision_weekdays);
  const closed = list(raw.closed_dates);
  return {
    daysAhead: raw.days_ahead,
    ...("shop_ignores_capacity" in raw ? { shopIgnoresCapacity: raw.shop_ignores_capacity } : {}),
    readyMail: raw.ready_mail,
    weekdays: Array.isArray(weekdays)
      ? weekdays.map((w: Record<string, unknown>) => ({
          weekday: w.weekday,
          isOpen: w.is_open,
          opensAt: w.opens_at,
          lastOrderAt: w.last_order_at,
          slotMinutes: w.slot_minutes,
          leadMinutes: w.lead_minutes,
          capacityPerSlot: w.capacity_per_slot,
          ...("units_per_slot" in w ? { unitsPerSlot: w.units_per_slot } : {}),
        }))
      : weekdays,
    closedDates: Array.isArray(closed)
      ? closed.map((c: Record<string, unknown>) => ({ date: c.date, reason: c.reason ?? "" }))
      : closed,
  };
}

const idOf = (c: RestContext) => settingIdOf(c.get("ctx").prisma, c.req.param("id") ?? "");

export const provisionSettingRoutes = new Hono<RestEnv>()
  .get("/admin/provision_settings/:id/edit", async (c) => {
    const setting = await readProvisionSetting(c.get("ctx").prisma, await idOf(c));
    return c.json({ provision_setting: restSetting(setting) });
  })
  .put("/admin/provision_settings/:id", async (c) => {
    const id = await idOf(c);
    const body = await readJson(c);
    const input = settingInput(body, await readProvisionSetting(c.get("ctx").prisma, id));
    const setting = await updateProvisionSetting(c.get("ctx"), id, input);
    return c.json({ provision_setting: restSetting(setting) });
  });
