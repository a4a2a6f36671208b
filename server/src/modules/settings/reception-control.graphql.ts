// Pause and busy mode over GraphQL (thin resolvers over reception-control.service), and the
// storefront's live view of the reception states, public like the receptionStates query.
import { builder } from "../../builder.js";
import { ValidationError } from "../../errors.js";
import { ProvisionMethod } from "../common/enums.graphql.js";
import { ReceptionState } from "../provision/provision.graphql.js";
import { receptionStates } from "../provision/provision.service.js";
import {
  endBusyMode,
  pauseReception,
  type ReceptionControl as ReceptionControlShape,
  receptionControls,
  resumeReception,
  startBusyMode,
} from "./reception-control.service.js";
import { RECEPTION_CHANGED } from "./settings-events.js";

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
  receptionControls: t.field({
    type: [ReceptionControl],
    authScopes: { admin: true },
    description: "Pause and busy mode of every method, for the kitchen's board",
    resolve: (_root, _args, ctx) => receptionControls(ctx.prisma),
  }),
}));

builder.mutationFields((t) => ({
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
