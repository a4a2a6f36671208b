// 「遅れを連絡」 (decision 0056): staff tell a customer their order will be about N minutes later than
// its slot. The delay is written on the order with a conditional update (only while the order is
// still to come, and not the same delay told a moment ago by a colleague or a double tap), and its
// notices are queued in the same transaction: the mail for every order with an address, LINE beside
// it when the customer linked it, each keyed by the order's delay notice number so a retried job
// sends once and a later, longer delay is a notice of its own. Status actions are not disturbed:
// the delay does not touch Order.version.
import {
  DELAYABLE_STATUSES,
  isDelayable,
  type OrderDelayInput,
  orderDelaySchema,
} from "../../../../shared/order-delay.js";
import { ConflictError, NotFoundError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { queueLineNotice } from "../line/line-notify.js";
import { currentRates } from "../settings/tax.service.js";
import { ORDER_NOT_FOUND } from "./order-access.js";
import type { BoardDeps } from "./order-board.service.js";
import { publishOrderEvent } from "./order-events.js";
import { orderDelayedMail } from "./order-progress-mail.js";
import { type FullOrder, orderInclude } from "./order-statement.js";
import { statusLabel } from "./order-status.js";
import { statusLink } from "./order-status-link.js";

/** The same delay told again within this time is taken as a double tap, not news. */
export const DELAY_REPEAT_MS = 2 * 60_000;

const hhmm = (d: Date) => {
  const { minutes } = tokyoClock(d);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

type DelayState = {
  status: FullOrder["status"];
  method: FullOrder["method"];
  slotStartsAt: Date;
  delayMinutes: number | null;
  delayNotifiedAt: Date | null;
};

/** Why the delay cannot be told for the order as it is now; null when it can. */
function refusal(order: DelayState, minutes: number, now: Date): ConflictError | null {
  if (!isDelayable(order.status)) {
    return new ConflictError(
      `「${statusLabel(order.status, order.method)}」のご注文には遅れを連絡できません。画面を確認してください`,
    );
  }
  const day = tokyoClock(order.slotStartsAt).date;
  if (tokyoClock(now).date < day) {
    const [, m, d] = day.split("-").map(Number);
    return new ConflictError(`${m}月${d}日のご注文です。当日になるまで遅れの連絡はできません`);
  }
  if (
    order.delayMinutes === minutes &&
    order.delayNotifiedAt &&
    now.getTime() - order.delayNotifiedAt.getTime() < DELAY_REPEAT_MS
  ) {
    return new ConflictError(
      `約${minutes}分の遅れは${hhmm(order.delayNotifiedAt)}にお客様へ連絡済みです。重ねて送っていません`,
    );
  }
  return null;
}

const DELAY_SELECT = {
  status: true,
  method: true,
  slotStartsAt: true,
  delayMinutes: true,
  delayNotifiedAt: true,
} as const;

/** Records the delay, queues its mail and LINE notice, and tells the boards and the status page. */
export async function notifyOrderDelay(
  deps: BoardDeps,
  id: number,
  input: unknown,
  now = new Date(),
): Promise<FullOrder> {
  const { minutes }: OrderDelayInput = parseInput(orderDelaySchema, input);
  const { prisma } = deps;
  const current = await prisma.order.findUnique({ where: { id }, select: DELAY_SELECT });
  if (!current) throw new NotFoundError(ORDER_NOT_FOUND);
  const refused = refusal(current, minutes, now);
  if (refused) throw refused;

  const order = await prisma.$transaction(async (tx) => {
    // The check above, again in the write: a colleague's action in between wins cleanly.
    const where: Prisma.OrderWhereInput = {
      id,
      status: { in: [...DELAYABLE_STATUSES] },
      // Not the same delay told a moment ago (spelled out: SQL's NOT of a NULL comparison is no match).
      OR: [
        { delayMinutes: null },
        { delayMinutes: { not: minutes } },
        { delayNotifiedAt: { lte: new Date(now.getTime() - DELAY_REPEAT_MS) } },
      ],
    };
    const written = await tx.order.updateMany({
      where,
      data: { delayMinutes: minutes, delayNotifiedAt: now, delayNoticeCount: { increment: 1 } },
    });
    if (written.count === 0) {
      const after = await tx.order.findUnique({ where: { id }, select: DELAY_SELECT });
      if (!after) throw new NotFoundError(ORDER_NOT_FOUND);
      throw (
        refusal(after, minutes, now) ??
        new ConflictError("遅れを連絡できませんでした。画面を確認してください")
      );
    }
    const updated = await tx.order.findUniqueOrThrow({ where: { id }, include: orderInclude });
    const delay = { seq: updated.delayNoticeCount, minutes };
    if (updated.channel === "ONLINE") await queueLineNotice(tx, deps.jobs, updated, "DELAYED", tx, delay);
    // Mail for every order with an address, LINE or not (decision 0056): the mail is the notice
    // that does not depend on LINE being set up, reachable or unblocked.
    if (deps.mailer && updated.email) {
      const link = await statusLink({ prisma: tx, publicUrl: deps.publicUrl ?? "" }, updated);
      const { REDUCED } = await currentRates(tx, updated.createdAt);
      await deps.mailer.send(orderDelayedMail(updated, minutes, link, REDUCED), {
        tx,
        key: `order-delayed:${id}:${delay.seq}`,
      });
    }
    return updated;
  });
  publishOrderEvent(deps.pubsub, "DELAYED", order, now);
  return order;
}
