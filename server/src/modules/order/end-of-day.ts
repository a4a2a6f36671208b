// At the end of the business day the staff are told which of the day's orders are still open
// (neither provided nor cancelled), so none is silently left. A job fired by cron in Tokyo time,
// once for all instances (server/src/app-jobs.ts); the boards hear it as a board notice.

import type { PubSub } from "graphql-yoga";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { addDays, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";
import { type BoardNoticePayload, type BoardNoticeTopics, publishBoardNotice } from "./board-notices.js";

/** 23:50 Tokyo: after the last slot of any day the shop can be set to, before the day turns. */
export const END_OF_DAY_CRON = "50 23 * * *";
export const END_OF_DAY_QUEUE = "day-end";

export async function openOrdersOf(prisma: PrismaClient, day: string) {
  return prisma.order.findMany({
    where: {
      slotStartsAt: { gte: tokyoInstant(day), lt: tokyoInstant(addDays(day, 1)) },
      status: { in: ["AWAITING_PAYMENT", "RECEIVED", "PRINTING"] },
    },
    select: { id: true },
    orderBy: [{ slotStartsAt: "asc" }, { id: "asc" }],
  });
}

/** Publishes the notice when the day has open orders; returns it (null: nothing open). */
export async function noticeOpenOrders(
  deps: { prisma: PrismaClient; pubsub?: Pick<PubSub<BoardNoticeTopics>, "publish"> },
  now = new Date(),
): Promise<BoardNoticePayload | null> {
  const day = tokyoClock(now).date;
  const open = await openOrdersOf(deps.prisma, day);
  if (open.length === 0) return null;
  return publishBoardNotice(
    deps.pubsub,
    { kind: "OPEN_ORDERS_AT_DAY_END", day, openCount: open.length, orderIds: open.map((o) => o.id) },
    now,
  );
}
