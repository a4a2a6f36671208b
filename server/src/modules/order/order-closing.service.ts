// End of the business day (decision 0018): open orders of past days, and today's once the last slot
// of the day is over, are listed for staff to close as provided or no-show, so none stays open
// silently. Closing goes through applyStaffAction like every other staff action.
import { CLOSE_OUTCOMES, type CloseOutcome } from "../../../../shared/order-cancel.js";
import { ValidationError } from "../../errors.js";
import type { Prisma, PrismaClient, ProvisionMethod } from "../../generated/prisma/client.js";
import { addDays, tokyoClock, tokyoInstant, weekdayOf } from "../../lib/tokyo-time.js";
import { loadProvisionRules } from "../provision/provision.service.js";
import type { ProvisionRules } from "../provision/slots.js";
import { applyStaffAction, type BoardDeps, type StaffActionResult } from "./order-board.service.js";
import { OPEN_STATUSES } from "./order-status.js";

/** At most this many are listed at once (a shop closing weeks of orders does it in batches). */
export const TO_CLOSE_LIMIT = 200;

/** When today's orders of a method are due for closing: the end of the day's last slot. */
export function dayClosesAt(rules: Pick<ProvisionRules, "weekdays">, date: string): Date {
  const rule = rules.weekdays.find((w) => w.weekday === weekdayOf(date));
  if (!rule) return tokyoInstant(addDays(date, 1));
  return tokyoInstant(date, Math.min(rule.lastOrderAt + rule.slotMinutes, 24 * 60));
}

export async function ordersToClose<Q extends { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect }>(
  prisma: PrismaClient,
  query: Q,
  now = new Date(),
) {
  const today = tokyoClock(now).date;
  const start = tokyoInstant(today);
  const tomorrow = tokyoInstant(addDays(today, 1));
  const methods: ProvisionMethod[] = ["TAKEOUT", "DELIVERY"];
  const todayDue: Prisma.OrderWhereInput[] = [];
  for (const method of methods) {
    if (now >= dayClosesAt(await loadProvisionRules(prisma, method), today)) {
      todayDue.push({ method, slotStartsAt: { gte: start, lt: tomorrow } });
    }
  }
  const orders = await prisma.order.findMany({
    ...query,
    where: { status: { in: OPEN_STATUSES }, OR: [{ slotStartsAt: { lt: start } }, ...todayDue] },
    orderBy: [{ slotStartsAt: "asc" }, { id: "asc" }],
    take: TO_CLOSE_LIMIT,
  });
  return orders as Prisma.OrderGetPayload<Q>[];
}

const OUTCOME_MESSAGE = "閉じ方は「お渡し済み（お届け済み）」か「来店なし」を選んでください";

/** PROVIDED: handed over / delivered; NO_SHOW: cancelled with the reason 来店なし. */
export function closeOrder(
  deps: BoardDeps,
  id: number,
  outcome: unknown,
  now = new Date(),
): Promise<StaffActionResult> {
  if (!CLOSE_OUTCOMES.includes(outcome as CloseOutcome)) {
    throw new ValidationError(OUTCOME_MESSAGE, { outcome: [OUTCOME_MESSAGE] });
  }
  return outcome === "PROVIDED"
    ? applyStaffAction(deps, id, "PROVIDE", now)
    : applyStaffAction(deps, id, "CANCEL", now, { cancel: { reason: "NO_SHOW" } });
}
