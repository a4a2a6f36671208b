// The shop's notices on LINE (decision 0051): accepted, ready, out for delivery, delayed (decision
// 0056), cancelled. Each is a
// job queued with the change it tells of (in its transaction where there is one), keyed so one event
// gives one job ever; the worker pushes it with the official SDK and an X-Line-Retry-Key derived from
// that key, so a retried job is one message on LINE. Mail goes out for every order as before: LINE
// is in addition, and a customer who blocked the account, or a LINE that stays unreachable, still
// has the mail.
import { HTTPFetchError } from "@line/bot-sdk";
import { delayedTime, delaySentence, isDelayable } from "../../../../shared/order-delay.js";
import { formatYen } from "../../../../shared/pricing.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import type { SqlTx } from "../../jobs/job-db.js";
import { type Jobs, jobIdFor, type QueueSpec } from "../../jobs/jobs.js";
import { logger } from "../../lib/log.js";
import { canMessage, lineChannels, messagingClient } from "./line-api.js";

export const LINE_QUEUE = "line-notice";
export type LineNoticeEvent = "ACCEPTED" | "READY" | "DISPATCH" | "DELAYED" | "CANCEL";

export const LINE_QUEUE_SPEC = {
  expireInSeconds: 60,
  // 30 s, 1 min, 2 min … about four hours in all; the mail has told the customer meanwhile.
  retryLimit: 9,
  retryDelay: 30,
  pollingIntervalSeconds: 2,
  fastPollingIntervalSeconds: 0.5,
} satisfies QueueSpec;

/** A delay may be told more than once (a longer one later): each notice is its own message. */
export interface DelayNotice {
  /** The order's delay notice number (Order.delayNoticeCount after it). */
  seq: number;
  minutes: number;
}

interface LineNoticeJob {
  orderId: number;
  event: LineNoticeEvent;
  delay?: DelayNotice;
}

const noticeKey = (event: LineNoticeEvent, orderId: number, delay?: DelayNotice) =>
  `line-${event.toLowerCase()}:${orderId}${delay ? `:${delay.seq}` : ""}`;

/** The LINE user an order's notices go to: the guest's link, else the member's; null: none. */
async function recipientOf(
  prisma: Pick<PrismaClient, "lineUser">,
  order: { lineUserId: string | null; customerId: number | null },
): Promise<string | null> {
  const row = order.lineUserId
    ? await prisma.lineUser.findUnique({ where: { lineUserId: order.lineUserId } })
    : order.customerId !== null
      ? await prisma.lineUser.findUnique({ where: { customerId: order.customerId } })
      : null;
  if (!row || row.blockedAt) return null;
  return row.lineUserId;
}

/**
 * Queues the event's LINE notice when the order's customer has linked LINE: in `tx` when given (the
 * change's own transaction), else at once. Idempotent per order and event.
 */
export async function queueLineNotice(
  prisma: Pick<PrismaClient, "lineUser">,
  jobs: Pick<Jobs, "send"> | undefined,
  order: { id: number; lineUserId: string | null; customerId: number | null },
  event: LineNoticeEvent,
  tx?: SqlTx,
  delay?: DelayNotice,
): Promise<void> {
  if (!jobs) return;
  if (!(await recipientOf(prisma, order))) return;
  const job: LineNoticeJob = delay ? { orderId: order.id, event, delay } : { orderId: order.id, event };
  await jobs.send(LINE_QUEUE, job, { tx, key: noticeKey(event, order.id, delay) });
}

export interface NoticeOrder {
  code: string;
  status?: string;
  method: "TAKEOUT" | "DELIVERY";
  slotStartsAt: Date;
  total: number;
  callNumber?: number | null;
  cancelReasonText?: string | null;
  refund?: number | null;
  /** DELAYED: the minutes told. */
  delayMinutes?: number | null;
}

const tokyoTime = (d: Date) =>
  new Intl.DateTimeFormat("ja-JP", {
    timeZone: "Asia/Tokyo",
    month: "numeric",
    day: "numeric",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(d);

const hhmm = (d: Date) =>
  new Intl.DateTimeFormat("ja-JP", { timeZone: "Asia/Tokyo", hour: "2-digit", minute: "2-digit" }).format(d);

/** The notice as the customer reads it on LINE: short, with the call number and the status link. */
export function lineNoticeText(event: LineNoticeEvent, order: NoticeOrder, statusUrl: string): string {
  const minutes = order.delayMinutes ?? 0;
  const ref = order.callNumber
    ? `呼び出し番号 ${order.callNumber}（注文番号 ${order.code}）`
    : `注文番号 ${order.code}`;
  const when = `${order.method === "DELIVERY" ? "お届け" : "お受け取り"}: ${tokyoTime(order.slotStartsAt)}`;
  const body = {
    ACCEPTED: `ご注文を承りました。\n${ref}\n${when}\nお支払い金額: ${formatYen(order.total)}`,
    READY: `ご注文の品のご用意ができました。店頭でお受け取りください。\n${ref}`,
    DISPATCH: `ご注文の品をお届けに出発しました。まもなくお届けします。\n${ref}`,
    DELAYED: `大変お待たせしております。${delaySentence(order.method, minutes)}（${hhmm(delayedTime(order.slotStartsAt, minutes))}ごろ）。申し訳ございません。\n${ref}`,
    CANCEL: [
      "ご注文をキャンセルいたしました。",
      ref,
      order.cancelReasonText ? `理由: ${order.cancelReasonText}` : null,
      order.refund ? `ご返金 ${formatYen(order.refund)}（カード）` : null,
    ]
      .filter(Boolean)
      .join("\n"),
  }[event];
  return `【からあげ】${body}\nご注文の状況: ${statusUrl}`;
}

export interface LineJobDeps {
  prisma: PrismaClient;
  /** The status link for an order (a fresh secret, as each mail draws one). */
  statusLinkOf: (orderId: number) => Promise<string>;
  noticeOrderOf: (
    orderId: number,
  ) => Promise<(NoticeOrder & { lineUserId: string | null; customerId: number | null }) | null>;
}

/** LINE refused the message for good (bad request, unknown or blocked user): no retry helps. */
const permanent = (status: number) => status >= 400 && status < 500 && status !== 429 && status !== 409;

export function defineLineJobs(jobs: Pick<Jobs, "define">, deps: LineJobDeps): void {
  jobs.define<LineNoticeJob>(LINE_QUEUE, LINE_QUEUE_SPEC, async ({ orderId, event, delay }) => {
    const key = noticeKey(event, orderId, delay);
    if (await deps.prisma.lineMessage.findUnique({ where: { key } })) return;
    const channels = await lineChannels(deps.prisma);
    if (!canMessage(channels)) return; // LINE switched off meanwhile: the mail tells the customer.
    const order = await deps.noticeOrderOf(orderId);
    if (!order) return;
    // Ready, handed over or cancelled meanwhile: "late" is no longer true.
    if (event === "DELAYED" && order.status && !isDelayable(order.status)) return;
    const to = await recipientOf(deps.prisma, order);
    if (!to) return; // unlinked or blocked meanwhile
    const told = delay ? { ...order, delayMinutes: delay.minutes } : order;
    const text = lineNoticeText(event, told, await deps.statusLinkOf(orderId));
    try {
      // The same key on every attempt: LINE delivers a retried request once (409 if it already did).
      await messagingClient(channels).pushMessage({ to, messages: [{ type: "text", text }] }, jobIdFor(key));
    } catch (error) {
      if (error instanceof HTTPFetchError && error.status === 409) {
        // Accepted by an earlier attempt whose answer was lost.
      } else if (error instanceof HTTPFetchError && permanent(error.status)) {
        logger.warn({ key, status: error.status }, "LINE refused the message; the mail stands");
        return;
      } else {
        throw error; // unreachable or busy: pg-boss retries with backoff
      }
    }
    await deps.prisma.lineMessage.upsert({
      where: { key },
      create: { key, orderId, lineUserId: to },
      update: {},
    });
  });
}
