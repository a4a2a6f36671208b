// LINE over GraphQL: the back office's channel settings and connection (OWNER writes, staff read),
// the customer's link (start, complete, unlink) and whether the shop offers LINE at all.
import { builder } from "../../builder.js";
import { ForbiddenError, UnauthorizedError, ValidationError } from "../../errors.js";
import {
  completeLineLink,
  type LineLinkResult,
  lineAvailable,
  myLineLink,
  startLineLink,
  unlinkLine,
} from "./line-login.service.js";
import {
  type LineConnection,
  type LineSettingsView,
  lineConnection,
  lineSettings,
  updateLineSettings,
} from "./line-settings.service.js";

const LineSettings = builder.objectRef<LineSettingsView>("LineSettings").implement({
  description: "The shop's LINE channels. Secrets are never answered: only whether they are set.",
  fields: (t) => ({
    channelId: t.exposeString("channelId"),
    loginChannelId: t.exposeString("loginChannelId"),
    hasChannelSecret: t.exposeBoolean("hasChannelSecret"),
    hasAccessToken: t.exposeBoolean("hasAccessToken"),
    hasLoginChannelSecret: t.exposeBoolean("hasLoginChannelSecret"),
    messaging: t.exposeBoolean("messaging", { description: "Messages can be sent" }),
    login: t.exposeBoolean("login", { description: "Customers can link their LINE account" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", nullable: true }),
    updatedBy: t.exposeString("updatedBy", { nullable: true }),
  }),
});

const LineConnectionRef = builder.objectRef<LineConnection>("LineConnection").implement({
  fields: (t) => ({
    connected: t.exposeBoolean("connected"),
    problem: t.exposeString("problem", { nullable: true }),
    botName: t.exposeString("botName", { nullable: true }),
    basicId: t.exposeString("basicId", { nullable: true }),
    sentThisMonth: t.exposeInt("sentThisMonth"),
    monthlyQuota: t.exposeInt("monthlyQuota", { nullable: true, description: "null: no monthly limit" }),
    lineCountThisMonth: t.exposeInt("lineCountThisMonth", { nullable: true }),
  }),
});

const LineLink = builder.objectRef<{ linked: boolean; blocked: boolean }>("LineLink").implement({
  fields: (t) => ({
    linked: t.exposeBoolean("linked"),
    blocked: t.exposeBoolean("blocked", {
      description: "The customer blocked the shop's account: mail only",
    }),
  }),
});

const LineLinkResultRef = builder.objectRef<LineLinkResult>("LineLinkResult").implement({
  fields: (t) => ({
    returnTo: t.exposeString("returnTo"),
    cancelled: t.exposeBoolean("cancelled"),
    ticket: t.exposeString("ticket", {
      nullable: true,
      description: "A guest's link, sent with the order as lineTicket",
    }),
  }),
});

const LineSettingsInput = builder.inputType("LineSettingsInput", {
  fields: (t) => ({
    channelId: t.string({ required: true }),
    channelSecret: t.string({ required: true, description: "Empty keeps the stored secret" }),
    accessToken: t.string({ required: true, description: "Empty keeps the stored token" }),
    loginChannelId: t.string({ required: true }),
    loginChannelSecret: t.string({ required: true, description: "Empty keeps the stored secret" }),
    disconnect: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  lineAvailable: t.boolean({
    description: "Whether customers are offered LINE notices",
    resolve: (_root, _args, ctx) => lineAvailable(ctx.prisma),
  }),
  lineSettings: t.field({
    type: LineSettings,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => lineSettings(ctx),
  }),
  lineConnection: t.field({
    type: LineConnectionRef,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => lineConnection(ctx),
  }),
  myLineLink: t.field({
    type: LineLink,
    authScopes: { customer: true },
    resolve: (_root, _args, ctx) => myLineLink(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateLineSettings: t.field({
    type: LineSettings,
    authScopes: { owner: true },
    errors: { types: [ValidationError, ForbiddenError] },
    args: { input: t.arg({ type: LineSettingsInput, required: true }) },
    resolve: (_root, args, ctx) => updateLineSettings(ctx, args.input),
  }),
  startLineLink: t.string({
    description: "The LINE Login URL to open; returnTo is /mypage (members) or the checkout page",
    errors: { types: [ValidationError, UnauthorizedError] },
    args: { returnTo: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => startLineLink(ctx, { returnTo: args.returnTo }),
  }),
  completeLineLink: t.field({
    type: LineLinkResultRef,
    errors: { types: [ValidationError] },
    args: {
      state: t.arg.string({ required: true }),
      code: t.arg.string(),
      error: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      completeLineLink(ctx, {
        state: args.state,
        code: args.code ?? undefined,
        error: args.error ?? undefined,
      }),
  }),
  unlinkLine: t.field({
    type: LineLink,
    authScopes: { customer: true },
    resolve: (_root, _args, ctx) => unlinkLine(ctx),
  }),
}));
