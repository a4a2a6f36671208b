// The shop's notices on LINE (decision 0051): accepted, ready, out for delivery, delayed (decision
// 0056), cancelled. Each is a
// job queued with the change it tells of (in its transaction where there is one), keyed so one event
// gives one job ever; the worker pushes it with the official SDK and an X-Line-Retry-Key derived from
// that key, so a retried job is one message on LINE. Mail goes out for every order as before: LINE
// is in addition, and a customer who blocked the account, or a LINE that stays unreachable, still
// has the mail.
import { HTTPFetchError } from "@line/bot-sdk";
import type { Language } from "../../../../shared/i18n/languages.js";
import { delayedTime, isDelayable } from "../../../../shared/order-delay.js";
import type { CancelReason, PrismaClient } from "../../generated/prisma/client.js";
import type { SqlTx } from "../../jobs/job-db.js";
import { type Jobs, jobIdFor, type QueueSpec } from "../../jobs/jobs.js";
import { logger } from "../../lib/log.js";
import { formatMinutes, tokyoClock } from "../../lib/tokyo-time.js";
import { mailWords } from "../order/mail-words.js";
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
  /** CANCEL: why, told in the order's language (the mails' `cancel.reason.*`). */
  cancelReason?: CancelReason | null;
  refund?: number | null;
  /** DELAYED: the minutes told. */
  delayMinutes?: number | null;
  /** The order's language (orders placed before issue 35: Japanese). */
  locale?: Language;
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

/**
 * The notice as the customer reads it on LINE: short, with the call number and the status link, in
 * the order's language (issue 35; the words in shared/i18n/mail, keys `line.*`). Japanese keeps
 * its compact slot (11/23(月) 12:15); other languages use the mails' slot and yen.
 */
export function lineNoticeText(event: LineNoticeEvent, order: NoticeOrder, statusUrl: string): string {
  const w = mailWords(order.locale ?? "ja");
  const minutes = order.delayMinutes ?? 0;
  const ref = order.callNumber
    ? w.t("line.ref.call", { number: order.callNumber, code: order.code })
    : w.t("line.ref", { code: order.code });
  const delivery = order.method === "DELIVERY";
  const slot = w.language === "ja" ? tokyoTime(order.slotStartsAt) : w.slot(order.slotStartsAt);
  const when = w.t(delivery ? "line.when.delivery" : "line.when.takeout", { when: slot });
  const time = formatMinutes(tokyoClock(delayedTime(order.slotStartsAt, minutes)).minutes);
  const body = {
    ACCEPTED: () => w.t("line.accepted", { ref, when, amount: w.yen(order.total) }),
    READY: () => w.t("line.ready", { ref }),
    DISPATCH: () => w.t("line.dispatch", { ref }),
    DELAYED: () => w.t(delivery ? "line.delayed.delivery" : "line.delayed.takeout", { minutes, time, ref }),
    CANCEL: () =>
      [
        w.t("line.cancel"),
        ref,
        order.cancelReason
          ? w.t("line.cancel.reason", { reason: w.t(`cancel.reason.${order.cancelReason}`) })
          : null,
        order.refund ? w.t("line.cancel.refund", { amount: w.yen(order.refund) }) : null,
      ]
        .filter(Boolean)
        .join("\n"),
  }[event]();
  return `${w.t("line.prefix")}${body}\n${w.t("line.status", { url: statusUrl })}`;
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
