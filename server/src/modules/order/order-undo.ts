// Which staff actions may be undone, and until when (decision 0045): お渡し済み・お届け済み and 来店なし are the
// actions a busy hand taps on the wrong card, and both end the order's life on the board.
import { UNDO_WINDOW_MS } from "../../../../shared/order-undo.js";
import type { CancelReason, OrderStatus } from "../../generated/prisma/client.js";
import type { OrderEvent } from "./order-status.js";

/**
 * An action undone restores the status it left. Not from AWAITING_PAYMENT: its cancellation closes
 * the card checkout for good.
 */
export function isUndoable(event: OrderEvent, reason: CancelReason | null, from: OrderStatus): boolean {
  if (from === "AWAITING_PAYMENT") return false;
  return event === "PROVIDE" || (event === "CANCEL" && reason === "NO_SHOW");
}

/** The instant an action taken at `at` can no longer be undone (and its mail may go). */
export const undoDeadline = (at: Date) => new Date(at.getTime() + UNDO_WINDOW_MS);

/** Until when the order's last action may be undone; null when it may not (any more). */
export function undoableUntil(
  order: {
    status: OrderStatus;
    undoStatus: OrderStatus | null;
    providedAt: Date | null;
    cancelledAt: Date | null;
  },
  now: Date,
): Date | null {
  if (!order.undoStatus) return null;
  const at =
    order.status === "PROVIDED" ? order.providedAt : order.status === "CANCELLED" ? order.cancelledAt : null;
  if (!at) return null;
  const until = undoDeadline(at);
  return now.getTime() < until.getTime() ? until : null;
}
