// The LINE Platform as this app reaches it: the official SDK's Messaging API client, and the LINE
// Login endpoints (OAuth 2.0 / OpenID Connect, v2.1). Their base URLs come from LINE_API_URL and
// LINE_ACCESS_URL (LINE's own by default), so tests point the real SDK at a local server.
import { messagingApi } from "@line/bot-sdk";
import type { PrismaClient } from "../../generated/prisma/client.js";

export const LINE_API_URL = "https://api.line.me";
export const LINE_ACCESS_URL = "https://access.line.me";

export function lineEndpoints(env: NodeJS.ProcessEnv = process.env) {
  return {
    api: (env.LINE_API_URL || LINE_API_URL).replace(/\/+$/, ""),
    access: (env.LINE_ACCESS_URL || LINE_ACCESS_URL).replace(/\/+$/, ""),
  };
}

export interface LineChannels {
  channelId: string;
  channelSecret: string;
  accessToken: string;
  loginChannelId: string;
  loginChannelSecret: string;
}

const EMPTY: LineChannels = {
  channelId: "",
  channelSecret: "",
  accessToken: "",
  loginChannelId: "",
  loginChannelSecret: "",
};

export async function lineChannels(prisma: Pick<PrismaClient, "lineSetting">): Promise<LineChannels> {
  const row = await prisma.lineSetting.findUnique({ where: { id: 1 } });
  return row ?? EMPTY;
}

/** Messages can be sent (the Messaging API channel is set). */
export const canMessage = (c: LineChannels) => Boolean(c.accessToken && c.channelSecret);
/** Customers can link (LINE Login is set too). */
export const canLink = (c: LineChannels) =>
  canMessage(c) && Boolean(c.loginChannelId && c.loginChannelSecret);

export function messagingClient(c: LineChannels): messagingApi.MessagingApiClient {
  return new messagingApi.MessagingApiClient({
    channelAccessToken: c.accessToken,
    baseURL: lineEndpoints().api,
  });
}
