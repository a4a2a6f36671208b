// LINE's webhook (POST /api/line/webhook): the x-line-signature is checked on the raw body with the
// official SDK before anything is read; follow and unfollow keep each linked user's state true (an
// unfollow means the customer blocked the account: notices stop and the mail remains).
import { validateSignature, type webhook } from "@line/bot-sdk";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { lineChannels } from "./line-api.js";

export type WebhookAnswer = { status: 200; handled: number } | { status: 400 | 401 | 404; message: string };

export async function receiveLineWebhook(
  prisma: PrismaClient,
  raw: string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  const { channelSecret } = await lineChannels(prisma);
  if (!channelSecret) return { status: 404, message: "LINEは設定されていません" };
  if (!signature || !validateSignature(raw, channelSecret, signature)) {
    return { status: 401, message: "署名を確認できないため受け付けませんでした" };
  }
  let body: webhook.CallbackRequest;
  try {
    body = JSON.parse(raw) as webhook.CallbackRequest;
  } catch {
    return { status: 400, message: "リクエストの形式が正しくありません" };
  }
  if (!Array.isArray(body?.events)) return { status: 400, message: "リクエストの形式が正しくありません" };
  let handled = 0;
  for (const event of body.events) {
    const userId = event?.source?.type === "user" ? event.source.userId : undefined;
    if (!userId || typeof event.timestamp !== "number") continue;
    const at = new Date(event.timestamp);
    if (event.type === "unfollow") {
      // Only a newer state replaces an older one: a redelivered old event changes nothing.
      const done = await prisma.lineUser.updateMany({
        where: { lineUserId: userId, linkedAt: { lt: at } },
        data: { blockedAt: at, linkedAt: at },
      });
      handled += done.count;
    } else if (event.type === "follow") {
      const done = await prisma.lineUser.updateMany({
        where: { lineUserId: userId, linkedAt: { lt: at } },
        data: { blockedAt: null, linkedAt: at },
      });
      handled += done.count;
    }
  }
  return { status: 200, handled };
}
