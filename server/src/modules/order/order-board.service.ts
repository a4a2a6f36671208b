// What the staff do with orders: the kitchen's actions (the boards' lists are in
// order-board-list.service.ts). Every status change goes through order-status.ts and a
// compare-and-set on Order.version, so two staff acting on one order at once end with one
// clean result and a clear message for the second.

import {
  CANCEL_REASON_LABELS,
  type CancelOrderInput,
  cancelOrderSchema,
} from "../../../../shared/order-cancel.js";
import { ConflictError, NotFoundError } from "../../errors.js";
import type { OrderStatus, Prisma, PrismaClient } from "../../generated/prisma/client.js";
import type { Jobs } from "../../jobs/jobs.js";
import { parseInput } from "../../lib/parse.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import type { Mailer } from "../../mail/mail.js";
import { recordAudit } from "../audit/audit.service.js";
import type { Viewer } from "../auth/viewer.js";
import { auditRefund, CANCEL_REFUND_REASON, queueRefund } from "../payment/refunds.js";
import { releaseSlotPlace } from "../provision/slot-release.js";
import { ORDER_NOT_FOUND } from "./order-access.js";
import { type OrderEventKind, type OrderEventPubSub, publishOrderEvent } from "./order-events.js";
import { notifyCustomer } from "./order-progress-notify.js";
import type { FullOrder } from "./order-statement.js";
import { orderInclude } from "./order-statement.js";
import { type OrderEvent, statusLabel, transition } from "./order-status.js";
import { isUndoable, undoDeadline } from "./order-undo.js";

export interface BoardDeps {
  prisma: PrismaClient;
  pubsub?: OrderEventPubSub;
  /** Tells the customer when the shop cancels; absent in scripts. */
  mailer?: Mailer;
  /** This site's origin, for the status link in the mail. */
  publicUrl?: string;
  /** Who acts: an administrator's name is kept on the order for a colleague who acts too late. */
  viewer?: Viewer | null;
  /** A cancelled card-paid order's refund is queued here, in the cancelling transaction. */
  jobs?: Pick<Jobs, "send">;
}

export type StaffEvent = Exclude<OrderEvent, "PAID">;

const EVENT_KIND: Record<StaffEvent, OrderEventKind> = {
  PRINT: "PRINTING",
  READY: "READY",
  DISPATCH: "OUT_FOR_DELIVERY",
  PROVIDE: "PROVIDED",
  CANCEL: "CANCELLED",
};

export interface StaffActionOptions {
  /** CANCEL: the reason staff chose (validated with shared/order-cancel.ts); optional over REST. */
  cancel?: unknown;
}

export interface StaffActionResult {
  order: FullOrder;
  /** PRINT only: the ticket had been printed before. */
  reprint: boolean;
}

/**
 * Applies a staff action. Reads the order, asks the state machine, then writes only if nobody
 * changed the order in between (version); the loser is told what the order is now.
 */
export async function applyStaffAction(
  deps: BoardDeps,
  id: number,
  event: StaffEvent,
  now = new Date(),
  options: StaffActionOptions = {},
): Promise<StaffActionResult> {
  const { prisma } = deps;
  const cancel: CancelOrderInput | null =
    event === "CANCEL" && options.cancel !== undefined ? parseInput(cancelOrderSchema, options.cancel) : null;
  const current = await prisma.order.findUnique({
    where: { id },
    select: {
      id: true,
      code: true,
      status: true,
      version: true,
      printCount: true,
      method: true,
      slotStartsAt: true,
      lastActorName: true,
      kitchenUnits: true,
    },
  });
  if (!current) throw new NotFoundError(ORDER_NOT_FOUND);
  const actorName = await actorNameOf(deps);
  let status: OrderStatus;
  try {
    status = transition(current, event);
  } catch (error) {
    // The usual collision: this person's screen still offered the action another staff just took.
    throw collisionError(current, actorName) ?? error;
  }
  const day = tokyoClock(current.slotStartsAt).date;
  if ((event === "PROVIDE" || event === "READY" || event === "DISPATCH") && tokyoClock(now).date < day) {
    const [, m, d] = day.split("-").map(Number);
    const what =
      event === "PROVIDE"
        ? `${statusLabel("PROVIDED", current.method)}に`
        : event === "READY"
          ? "お渡し準備完了に"
          : "配達中に";
    throw new ConflictError(`${m}月${d}日のご注文です。当日になるまで${what}はできません`);
  }
  const data: Prisma.OrderUpdateManyMutationInput = {
    status,
    version: { increment: 1 },
    lastActorName: actorName,
  };
  if (event === "PRINT") Object.assign(data, { printCount: { increment: 1 }, printedAt: now });
  if (event === "READY") data.readyAt = now;
  if (event === "DISPATCH") data.outForDeliveryAt = now;
  if (event === "PROVIDE") data.providedAt = now;
  if (event === "CANCEL") {
    Object.assign(data, {
      cancelledAt: now,
      cancelReason: cancel?.reason ?? null,
      cancelNote: cancel?.note ?? null,
    });
  }
  if (event === "CANCEL" && current.status === "AWAITING_PAYMENT") data.paymentStatus = "FAILED";
  // お渡し済み・お届け済み and 来店なし may be undone for a while (order-undo.service.ts); nothing else may.
  const undoable = isUndoable(event, cancel?.reason ?? null, current.status);
  data.undoStatus = undoable ? current.status : null;

  const order = await prisma.$transaction(async (tx) => {
    const written = await tx.order.updateMany({ where: { id, version: current.version }, data });
    if (written.count === 0) {
      const now = await tx.order.findUnique({
        where: { id },
        select: { status: true, method: true, lastActorName: true },
      });
      if (!now) throw new NotFoundError(ORDER_NOT_FOUND);
      throw (
        collisionError(now, actorName) ??
        new ConflictError(
          `他のスタッフが先にこのご注文を更新しました（現在の状態：${statusLabel(now.status, now.method)}）。画面を確認してからもう一度操作してください`,
        )
      );
    }
    if (event === "CANCEL") {
      // A card checkout not paid yet can no longer be paid: the gateway's page closes and a late
      // approval is refused (payment.service.ts answers CANCELLED_MESSAGE).
      await tx.payment.updateMany({
        where: { orderId: id, status: "UNPAID" },
        data: { status: "FAILED", completedAt: now, result: { result: "cancelled" } },
      });
      const reason = cancel?.reason ? CANCEL_REASON_LABELS[cancel.reason] : "理由なし";
      const actor = {
        id: deps.viewer?.kind === "admin" ? deps.viewer.administratorId : null,
        name: actorName ?? "システム",
      };
      await recordAudit(tx, actor, {
        kind: "ORDER_CANCELLED",
        subject: `注文 ${current.code}`,
        detail: cancel?.note ? `${reason}：${cancel.note}` : reason,
      });
      // Money taken by card goes back: the full refund is queued with the cancellation. Not for a
      // no-show (the food was made): a refund then is the shop's call, made from the order.
      if (cancel?.reason !== "NO_SHOW") {
        const refund = await queueRefund(tx, deps.jobs, id, {
          reason: CANCEL_REFUND_REASON,
          requestedBy: actorName,
          key: "cancel",
        });
        if (refund) await auditRefund(tx, actor, id, refund);
      }
      // The slot's place goes back to other customers.
      await releaseSlotPlace(tx, current);
    }
    const updated = await tx.order.findUniqueOrThrow({ where: { id }, include: orderInclude });
    // The customer's mail is queued with the change itself (delivered by the mail worker); an
    // undoable change's mail waits until it can no longer be undone.
    await notifyCustomer(
      { ...deps, prisma: tx },
      event,
      updated,
      tx,
      undoable ? undoDeadline(now) : undefined,
    );
    return updated;
  });
  publishOrderEvent(deps.pubsub, EVENT_KIND[event], order, now);
  return { order, reprint: event === "PRINT" && current.printCount > 0 };
}

/** The acting administrator's name, or null (scripts, or a viewer that is not staff). */
export async function actorNameOf(deps: BoardDeps): Promise<string | null> {
  const viewer = deps.viewer;
  if (viewer?.kind !== "admin") return null;
  const admin = await deps.prisma.administrator.findUnique({
    where: { id: viewer.administratorId },
    select: { name: true },
  });
  return admin?.name ?? null;
}

/** What a staff action made of an order, as told to the colleague who came second. */
const DONE_BY_STATUS: Partial<Record<OrderStatus, string>> = {
  PRINTING: "印刷して調理を始めました",
  READY: "お渡し準備完了にしました",
  OUT_FOR_DELIVERY: "配達中にしました",
  PROVIDED: "お渡し済みにしました",
  CANCELLED: "キャンセルしました",
};

/**
 * 「山田さんが先にキャンセルしました（現在の状態：キャンセル）」 when another named staff member's
 * action is what stands in the way; null when the order carries no such name (or it is one's own).
 */
export function collisionError(
  order: { status: OrderStatus; method: "TAKEOUT" | "DELIVERY"; lastActorName: string | null },
  actorName: string | null,
): ConflictError | null {
  const done =
    order.status === "PROVIDED" && order.method === "DELIVERY"
      ? "お届け済みにしました"
      : DONE_BY_STATUS[order.status];
  if (!order.lastActorName || !done) return null;
  const who = order.lastActorName === actorName ? "このアカウントで" : `${order.lastActorName}さんが`;
  return new ConflictError(
    `${who}先に${done}（現在の状態：${statusLabel(order.status, order.method)}）。画面を確認してください`,
  );
}
