// Hours, slots and closed dates per method over GraphQL: thin resolvers over provision-settings.service.

import { minutesToTime } from "../../../../shared/settings.js";
import { builder } from "../../builder.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import { dateOnly, tokyoClock } from "../../lib/tokyo-time.js";
import { ProvisionMethod } from "../common/enums.graphql.js";
import {
  provisionSettingFor,
  provisionSettingsFor,
  settingIdOf,
  updateProvisionSetting,
} from "./provision-settings.service.js";
import { ReceptionControl } from "./reception-control.graphql.js";
import { controlOf } from "./reception-control.service.js";

builder.prismaObject("ProvisionWeekday", {
  fields: (t) => ({
    weekday: t.exposeInt("weekday", { description: "0 Sunday .. 6 Saturday" }),
    isOpen: t.exposeBoolean("isOpen"),
    opensAt: t.string({ description: "First slot, HH:MM Tokyo", resolve: (w) => minutesToTime(w.opensAt) }),
    lastOrderAt: t.string({
      description: "Last slot starts at or before, HH:MM",
      resolve: (w) => minutesToTime(w.lastOrderAt),
    }),
    slotMinutes: t.exposeInt("slotMinutes"),
    leadMinutes: t.exposeInt("leadMinutes"),
    capacityPerSlot: t.exposeInt("capacityPerSlot"),
    unitsPerSlot: t.exposeInt("unitsPerSlot", {
      nullable: true,
      description: "Kitchen units per slot (fryer load); null: only orders count",
    }),
  }),
});

builder.prismaObject("ProvisionClosedDate", {
  fields: (t) => ({
    date: t.string({ description: "Tokyo day, YYYY-MM-DD", resolve: (c) => dateOnly(c.date) }),
    reason: t.string({ resolve: (c) => c.reason ?? "" }),
  }),
});

const ProvisionSetting = builder.prismaObject("ProvisionSetting", {
  fields: (t) => ({
    id: t.exposeID("id"),
    method: t.field({ type: ProvisionMethod, resolve: (s) => s.method }),
    daysAhead: t.exposeInt("daysAhead", { description: "Days after today that can be booked" }),
    shopIgnoresCapacity: t.exposeBoolean("shopIgnoresCapacity", {
      description: "Counter and phone orders may go past a slot's online capacity (takeout)",
    }),
    readyMail: t.exposeBoolean("readyMail", {
      description: "Takeout: the customer is mailed when staff mark the order ready (お渡し準備完了)",
    }),
    weekdays: t.relation("weekdays", { query: { orderBy: { weekday: "asc" } } }),
    closedDates: t.relation("closedDates", {
      description: "Closed dates from today on",
      query: () => ({
        where: { date: { gte: new Date(`${tokyoClock(new Date()).date}T00:00:00Z`) } },
        orderBy: { date: "asc" },
      }),
    }),
    control: t.field({ type: ReceptionControl, resolve: (s) => controlOf(s, new Date()) }),
  }),
});

const WeekdayRuleInput = builder.inputType("ProvisionWeekdayInput", {
  fields: (t) => ({
    weekday: t.int({ required: true }),
    isOpen: t.boolean({ required: true }),
    opensAt: t.string({ required: true, description: "HH:MM" }),
    lastOrderAt: t.string({ required: true, description: "HH:MM, not before opensAt" }),
    slotMinutes: t.int({ required: true }),
    leadMinutes: t.int({ required: true }),
    capacityPerSlot: t.int({ required: true, description: "1..999" }),
    unitsPerSlot: t.int({
      description: "Kitchen units per slot, 1..1000; null: orders only; absent: unchanged",
    }),
  }),
});

const ClosedDateInput = builder.inputType("ProvisionClosedDateInput", {
  fields: (t) => ({
    date: t.string({ required: true, description: "YYYY-MM-DD, today or later" }),
    reason: t.string(),
  }),
});

const ProvisionSettingInput = builder.inputType("ProvisionSettingInput", {
  fields: (t) => ({
    daysAhead: t.int({ required: true }),
    shopIgnoresCapacity: t.boolean({ description: "Counter orders may exceed capacity; omitted: unchanged" }),
    readyMail: t.boolean({ description: "Takeout: mail the customer when ready; absent keeps it" }),
    weekdays: t.field({ type: [WeekdayRuleInput], required: true }),
    closedDates: t.field({
      type: [ClosedDateInput],
      required: true,
      description: "Replaces every closed date from today on",
    }),
  }),
});

builder.queryFields((t) => ({
  provisionSettings: t.prismaField({
    type: ["ProvisionSetting"],
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => provisionSettingsFor(ctx.prisma, query),
  }),
  provisionSetting: t.prismaField({
    type: "ProvisionSetting",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: "The id, or takeout / delivery" }) },
    resolve: (query, _root, args, ctx) => provisionSettingFor(ctx.prisma, String(args.id), query),
  }),
}));

builder.mutationFields((t) => ({
  // t.field, not prismaField: a selection of only __typename would make an empty Prisma select.
  updateProvisionSetting: t.field({
    type: ProvisionSetting,
    authScopes: { admin: true },
    errors: { types: [ValidationError, NotFoundError] },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ProvisionSettingInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      updateProvisionSetting(ctx, await settingIdOf(ctx.prisma, String(args.id)), args.input),
  }),
}));
