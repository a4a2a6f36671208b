// Notices for the staff's boards that are not about one order: today, "orders still open at the end
// of the day" (published by the end-of-day job). Plain JSON payloads, like every event (Redis).
import { randomUUID } from "node:crypto";
import type { PubSub } from "graphql-yoga";
import { logger } from "../../lib/log.js";

export const BOARD_NOTICES = "order:board-notices";

export interface BoardNoticePayload {
  id: string;
  kind: "OPEN_ORDERS_AT_DAY_END";
  /** The Tokyo business day the notice is about (YYYY-MM-DD). */
  day: string;
  /** Orders of that day neither provided nor cancelled. */
  openCount: number;
  orderIds: number[];
  /** ISO instant. */
  at: string;
}

export type BoardNoticeTopics = { [BOARD_NOTICES]: [BoardNoticePayload] };

export function publishBoardNotice(
  pubsub: Pick<PubSub<BoardNoticeTopics>, "publish"> | undefined,
  notice: Omit<BoardNoticePayload, "id" | "at">,
  at = new Date(),
): BoardNoticePayload {
  const payload = { ...notice, id: randomUUID(), at: at.toISOString() };
  try {
    pubsub?.publish(BOARD_NOTICES, payload);
  } catch (error) {
    logger.error({ err: error }, "[order] could not publish a board notice");
  }
  return payload;
}
