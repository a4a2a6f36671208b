// 元に戻す on the board (decision 0045): お渡し済み・お届け済み or 来店なし taken back within two minutes. The
// order returns to the status it had, with the same compare-and-set as every staff action; a
// no-show takes its place in the slot back; the customer's mail, held back until the window
// closes, is deleted from the job queue in the same transaction, so it never goes.
import { ConflictError, NotFoundError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { JOB_SCHEMA, jobIdFor } from "../../jobs/jobs.js";
import { MAIL_QUEUE } from "../../mail/mail.js";
import { recordAudit } from "../audit/audit.service.js";
import { retakeSlotPlace } from "../provision/slot-release.js";
import { ORDER_NOT_FOUND } from "./order-access.js";
import { actorNameOf, type BoardDeps, collisionError } from "./order-board.service.js";
import { publishOrderEvent } from "./order-events.js";
import { progressMailKey } from "./order-progress-notify.js";
import { type FullOrder, orderInclude } from "./order-statement.js";
import { statusLabel } from "./order-status.js";
import { undoableUntil } from "./order-undo.js";

export const UNDO_EXPIRED = "2分を過ぎたため、元に戻せません。必要なときは店長にご相談ください";
export const UNDO_NOTHING = "このご注文には元に戻せる操作がありません";
export const UNDO_MAIL_SENT = "お客様へのメールを送信済みのため、元に戻せません";

export async function undoStaffAction(deps: BoardDeps, id: number, now = new Date()): Promise<FullOrder> {
  const { prisma } = deps;
  const current = await prisma.order.findUnique({
    where: { id },
    select: {
      id: true,
      code: true,
      status: true,
      undoStatus: true,
      version: true,
      method: true,
      slotStartsAt: true,
      kitchenUnits: true,
      providedAt: true,
      cancelledAt: true,
      cancelReason: true,
      lastActorName: true,
    },
  });
  if (!current) throw new NotFoundError(ORDER_NOT_FOUND);
  const restore = current.undoStatus;
  if (!restore || (current.status !== "PROVIDED" && current.status !== "CANCELLED")) {
    throw new ConflictError(UNDO_NOTHING);
  }
  if (!undoableUntil(current, now)) throw new ConflictError(UNDO_EXPIRED);
  const actorName = await actorNameOf(deps);
  const noShow = current.status === "CANCELLED";
  const data: Prisma.OrderUpdateManyMutationInput = {
    status: restore,
    undoStatus: null,
    version: { increment: 1 },
    lastActorName: actorName,
    ...(noShow ? { cancelledAt: null, cancelReason: null, cancelNote: null } : { providedAt: null }),
  };
  const order = await prisma.$transaction(async (tx) => {
    const written = await tx.order.updateMany({ where: { id, version: current.version }, data });
    if (written.count === 0) {
      const seen = await tx.order.findUnique({
        where: { id },
        select: { status: true, method: true, lastActorName: true },
      });
      if (!seen) throw new NotFoundError(ORDER_NOT_FOUND);
      throw (
        collisionError(seen, actorName) ??
        new ConflictError(
          `他のスタッフが先にこのご注文を更新しました（現在の状態：${statusLabel(seen.status, seen.method)}）`,
        )
      );
    }
    // The held-back mail: gone while still waiting; already taken by the worker means sent.
    const job = jobIdFor(progressMailKey(noShow ? "CANCEL" : "PROVIDE", id));
    const jobs = await tx.$queryRawUnsafe<{ state: string }[]>(
      `SELECT state::text AS state FROM ${JOB_SCHEMA}.job WHERE name = $1 AND id = $2::uuid`,
      MAIL_QUEUE,
      job,
    );
    if (jobs.some((j) => j.state !== "created")) throw new ConflictError(UNDO_MAIL_SENT);
    await tx.$executeRawUnsafe(
      `DELETE FROM ${JOB_SCHEMA}.job WHERE name = $1 AND id = $2::uuid AND state = 'created'`,
      MAIL_QUEUE,
      job,
    );
    if (noShow) {
      await retakeSlotPlace(tx, current);
      await recordAudit(
        tx,
        {
          id: deps.viewer?.kind === "admin" ? deps.viewer.administratorId : null,
          name: actorName ?? "システム",
        },
        {
          kind: "ORDER_CANCELLED",
          subject: `注文 ${current.code}`,
          detail: `来店なしのキャンセルを取り消しました（${statusLabel(restore, current.method)}に戻しました）`,
        },
      );
    }
    return tx.order.findUniqueOrThrow({ where: { id }, include: orderInclude });
  });
  publishOrderEvent(deps.pubsub, "UNDONE", order, now);
  return order;
}
