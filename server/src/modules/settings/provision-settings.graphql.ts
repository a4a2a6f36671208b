// Hours, slots, closed dates, pause and busy mode over GraphQL: thin resolvers over
// provision-settings.service and reception-control.service. The storefront's live view of the
// reception states (receptionStatesChanged) is public, like the receptionStates query.

import { minutesToTime } from "../../../../shared/settings.js";
import { builder } from "../../builder.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import { dateOnly, tokyoClock } from "../../lib/tokyo-time.js";
import { ProvisionMethod } from "../catalog/catalog.graphql.js";
import { ReceptionState } from "../provision/provision.graphql.js";
import { receptionStates } from "../provision/provision.service.js";
import { settingIdOf, updateProvisionSetting } from "./provision-settings.service.js";
import {
  controlOf,
  endBusyMode,
  pauseReception,
  type ReceptionControl as ReceptionControlShape,
  receptionControls,
  resumeReception,
  startBusyMode,
} from "./reception-control.service.js";
import { RECEPTION_CHANGED } from "./settings-events.js";

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
  }),
});

builder.prismaObject("ProvisionClosedDate", {
  fields: (t) => ({
    date: t.string({ description: "Tokyo day, YYYY-MM-DD", resolve: (c) => dateOnly(c.date) }),
    reason: t.string({ resolve: (c) => c.reason ?? "" }),
  }),
});

export const ReceptionControl = builder.objectRef<ReceptionControlShape>("ReceptionControl").implement({
  description: "Pause and busy mode of one method, as they apply now",
  fields: (t) => ({
    method: t.field({ type: ProvisionMethod, resolve: (c) => c.method }),
    paused: t.exposeBoolean("paused"),
    pauseReason: t.exposeString("pauseReason", { nullable: true }),
    pausedUntil: t.expose("pausedUntil", { type: "DateTime", nullable: true }),
    pausedAt: t.expose("pausedAt", { type: "DateTime", nullable: true, description: "Pause last switched" }),
    pausedBy: t.exposeString("pausedBy", { nullable: true }),
    busyMinutes: t.exposeInt("busyMinutes", { description: "Added to the lead time now (0: not busy)" }),
    busyUntil: t.expose("busyUntil", { type: "DateTime", nullable: true }),
    busyAt: t.expose("busyAt", { type: "DateTime", nullable: true }),
    busyBy: t.exposeString("busyBy", { nullable: true }),
  }),
});

builder.prismaObject("ProvisionSetting", {
  fields: (t) => ({
    id: t.exposeID("id"),
    method: t.field({ type: ProvisionMethod, resolve: (s) => s.method }),
    daysAhead: t.exposeInt("daysAhead", { description: "Days after today that can be booked" }),
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
    weekdays: t.field({ type: [WeekdayRuleInput], required: true }),
    closedDates: t.field({
      type: [ClosedDateInput],
      required: true,
      description: "Replaces every closed date from today on",
    }),
  }),
});

const PauseInput = builder.inputType("PauseReceptionInput", {
  fields: (t) => ({
    reason: t.string({ description: "Shown to customers" }),
    minutes: t.int({ description: "Resume after this many minutes (15, 30, 60...)" }),
    until: t.string({ description: "Or resume at this Tokyo time today, HH:MM" }),
  }),
});

const BusyInput = builder.inputType("BusyModeInput", {
  fields: (t) => ({
    minutes: t.int({ required: true, description: "Added to the lead time" }),
    durationMinutes: t.int({ description: "Busy mode ends by itself after this long" }),
  }),
});

builder.queryFields((t) => ({
  provisionSettings: t.prismaField({
    type: ["ProvisionSetting"],
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.provisionSetting.findMany({ ...query, orderBy: { method: "asc" } }),
  }),
  provisionSetting: t.prismaField({
    type: "ProvisionSetting",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: "The id, or takeout / delivery" }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.prisma.provisionSetting.findUniqueOrThrow({
        ...query,
        where: { id: await settingIdOf(ctx.prisma, String(args.id)) },
      }),
  }),
  receptionControls: t.field({
    type: [ReceptionControl],
    authScopes: { admin: true },
    description: "Pause and busy mode of every method, for the kitchen's board",
    resolve: (_root, _args, ctx) => receptionControls(ctx.prisma),
  }),
}));

builder.mutationFields((t) => ({
  updateProvisionSetting: t.prismaField({
    type: "ProvisionSetting",
    authScopes: { admin: true },
    errors: { types: [ValidationError, NotFoundError] },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ProvisionSettingInput, required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = await settingIdOf(ctx.prisma, String(args.id));
      await updateProvisionSetting(ctx, id, args.input);
      return ctx.prisma.provisionSetting.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  pauseReception: t.field({
    type: [ReceptionControl],
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    description: "Pause online orders now, with a reason and an automatic resume",
    args: {
      methods: t.arg({ type: [ProvisionMethod], required: true }),
      input: t.arg({ type: PauseInput, required: true }),
    },
    resolve: (_root, args, ctx) => pauseReception(ctx, args.methods, args.input),
  }),
  resumeReception: t.field({
    type: [ReceptionControl],
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    args: { methods: t.arg({ type: [ProvisionMethod], required: true }) },
    resolve: (_root, args, ctx) => resumeReception(ctx, args.methods),
  }),
  startBusyMode: t.field({
    type: [ReceptionControl],
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    args: {
      methods: t.arg({ type: [ProvisionMethod], required: true }),
      input: t.arg({ type: BusyInput, required: true }),
    },
    resolve: (_root, args, ctx) => startBusyMode(ctx, args.methods, args.input),
  }),
  endBusyMode: t.field({
    type: [ReceptionControl],
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    args: { methods: t.arg({ type: [ProvisionMethod], required: true }) },
    resolve: (_root, args, ctx) => endBusyMode(ctx, args.methods),
  }),
}));

builder.subscriptionFields((t) => ({
  receptionStatesChanged: t.field({
    type: [ReceptionState],
    description: "The reception states again whenever hours, closed dates, pause or busy mode change",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe(RECEPTION_CHANGED),
    resolve: (_event, _args, ctx) =>
      receptionStates({ prisma: ctx.prisma, memo: (_k, load) => load() }, new Date()),
  }),
}));
