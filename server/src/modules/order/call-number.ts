// Call numbers (呼出番号, issue 29 point 2; decision 0043): a short number per Tokyo business day,
// drawn by the order's own statement from the day's CallNumberCounter row (order.service.ts).
import { randomInt } from "node:crypto";
import { tokyoClock } from "../../lib/tokyo-time.js";

/** Numbers run 1..CALL_NUMBER_MAX and start again at 1 after it (never reached by a day's orders). */
export const CALL_NUMBER_MAX = 999;

/** The business day of an order: the Tokyo day of its slot, as a Prisma @db.Date (UTC midnight). */
export function businessDayOf(slotStartsAt: Date): Date {
  return new Date(`${tokyoClock(slotStartsAt).date}T00:00:00Z`);
}

/**
 * What the confirmation mail, composed before the write, carries in place of the call number: 13
 * digits no text of ours holds and nobody can guess, replaced in the queued mail by the statement
 * that draws the number (so the mail says what the row says).
 */
export function callNumberStandIn(): number {
  return 1_000_000_000_000 + randomInt(0, 2 ** 40);
}
