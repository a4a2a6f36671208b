// The shop's LINE channels in the back office (OWNER): ids shown, secrets write-only (an empty field
// keeps the stored value), and whether LINE answers with them, with this month's count of messages.
import { LINE_FREE_MONTHLY_MESSAGES, lineSettingsSchema } from "../../../../shared/line.js";
import type { Context } from "../../context.js";
import { parseInput } from "../../lib/parse.js";
import { adminViewer } from "../auth/viewer.js";
import { adminName, ownerViewer } from "../settings/owner.js";
import { canLink, canMessage, type LineChannels, lineChannels, messagingClient } from "./line-api.js";

export interface LineSettingsView {
  channelId: string;
  loginChannelId: string;
  hasChannelSecret: boolean;
  hasAccessToken: boolean;
  hasLoginChannelSecret: boolean;
  /** Messages can be sent. */
  messaging: boolean;
  /** Customers can link their LINE account. */
  login: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
}

function view(c: LineChannels, row: { updatedAt: Date; updatedBy: string | null } | null): LineSettingsView {
  return {
    channelId: c.channelId,
    loginChannelId: c.loginChannelId,
    hasChannelSecret: Boolean(c.channelSecret),
    hasAccessToken: Boolean(c.accessToken),
    hasLoginChannelSecret: Boolean(c.loginChannelSecret),
    messaging: canMessage(c),
    login: canLink(c),
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export async function lineSettings(ctx: Pick<Context, "prisma" | "viewer">): Promise<LineSettingsView> {
  adminViewer(ctx);
  const row = await ctx.prisma.lineSetting.findUnique({ where: { id: 1 } });
  return view(await lineChannels(ctx.prisma), row);
}

export async function updateLineSettings(
  ctx: Pick<Context, "prisma" | "viewer">,
  raw: unknown,
): Promise<LineSettingsView> {
  ownerViewer(ctx);
  const input = parseInput(lineSettingsSchema, raw);
  const updatedBy = await adminName(ctx);
  const current = await lineChannels(ctx.prisma);
  const next: LineChannels = input.disconnect
    ? { channelId: "", channelSecret: "", accessToken: "", loginChannelId: "", loginChannelSecret: "" }
    : {
        channelId: input.channelId,
        loginChannelId: input.loginChannelId,
        // Secrets are write-only: an empty field keeps what is stored.
        channelSecret: input.channelSecret || current.channelSecret,
        accessToken: input.accessToken || current.accessToken,
        loginChannelSecret: input.loginChannelSecret.toLowerCase() || current.loginChannelSecret,
      };
  if (!input.disconnect) next.channelSecret = next.channelSecret.toLowerCase();
  const row = await ctx.prisma.lineSetting.upsert({
    where: { id: 1 },
    create: { id: 1, ...next, updatedBy },
    update: { ...next, updatedBy },
  });
  return view(next, row);
}

export interface LineConnection {
  /** LINE answered with the stored access token. */
  connected: boolean;
  /** Why not, in Japanese; null when connected. */
  problem: string | null;
  botName: string | null;
  basicId: string | null;
  /** Messages this shop sent this month (Tokyo), counted as LINE accepted them. */
  sentThisMonth: number;
  /** The plan's monthly quota from LINE (null: no limit), or the free plan's when LINE is not reached. */
  monthlyQuota: number | null;
  /** LINE's own count of this month's messages, when reached. */
  lineCountThisMonth: number | null;
}

/** The first instant of this month in Tokyo. */
export function tokyoMonthStart(now = new Date()): Date {
  const tokyo = new Date(now.getTime() + 9 * 3600_000);
  return new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), 1) - 9 * 3600_000);
}

export async function lineConnection(ctx: Pick<Context, "prisma" | "viewer">): Promise<LineConnection> {
  adminViewer(ctx);
  const channels = await lineChannels(ctx.prisma);
  const sentThisMonth = await ctx.prisma.lineMessage.count({ where: { sentAt: { gte: tokyoMonthStart() } } });
  const base = {
    connected: false,
    botName: null,
    basicId: null,
    sentThisMonth,
    monthlyQuota: LINE_FREE_MONTHLY_MESSAGES,
    lineCountThisMonth: null,
  };
  if (!canMessage(channels)) {
    return { ...base, problem: "チャネルシークレットとチャネルアクセストークンが設定されていません" };
  }
  const client = messagingClient(channels);
  try {
    const [info, quota, consumption] = await Promise.all([
      client.getBotInfo(),
      client.getMessageQuota(),
      client.getMessageQuotaConsumption(),
    ]);
    return {
      connected: true,
      problem: null,
      botName: info.displayName,
      basicId: info.basicId,
      sentThisMonth,
      monthlyQuota: quota.type === "limited" ? (quota.value ?? null) : null,
      lineCountThisMonth: consumption.totalUsage,
    };
  } catch (error) {
    const status = (error as { status?: number }).status;
    const problem =
      status === 401
        ? "チャネルアクセストークンが正しくありません（LINEが受け付けませんでした）"
        : "LINEに接続できませんでした。しばらくしてから確認してください";
    return { ...base, problem };
  }
}
