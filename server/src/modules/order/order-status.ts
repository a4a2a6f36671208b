// The one place an order's status changes. Every write goes through transition() so the
// machine below is the whole story (docs/decisions/0004-orders.md):
//   AWAITING_PAYMENT -PAID-> RECEIVED        AWAITING_PAYMENT -CANCEL-> CANCELLED
//   RECEIVED -PRINT-> PRINTING -PROVIDE-> PROVIDED
//   RECEIVED -PROVIDE-> PROVIDED             RECEIVED | PRINTING -CANCEL-> CANCELLED
//   PRINTING | PROVIDED -PRINT-> unchanged   (a reprint of the ticket or the receipt)
import { ConflictError } from "../../errors.js";
import type { OrderStatus } from "../../generated/prisma/client.js";

export type OrderEvent = "PAID" | "PRINT" | "PROVIDE" | "CANCEL";

const MACHINE: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  AWAITING_PAYMENT: { PAID: "RECEIVED", CANCEL: "CANCELLED" },
  RECEIVED: { PRINT: "PRINTING", PROVIDE: "PROVIDED", CANCEL: "CANCELLED" },
  // Reprinting a ticket keeps the order in PRINTING.
  PRINTING: { PRINT: "PRINTING", PROVIDE: "PROVIDED", CANCEL: "CANCELLED" },
  // A receipt can be reprinted after the hand-over; nothing else changes a provided order.
  PROVIDED: { PRINT: "PROVIDED" },
  CANCELLED: {},
};

const STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "お支払い待ち",
  RECEIVED: "受付済み",
  PRINTING: "調理中",
  PROVIDED: "お渡し済み",
  CANCELLED: "キャンセル",
};

/** A delivery is お届け済み when done, not お渡し済み (the pickup word). */
export function statusLabel(status: OrderStatus, method?: "TAKEOUT" | "DELIVERY" | null): string {
  if (method === "DELIVERY" && status === "PROVIDED") return "お届け済み";
  return STATUS_LABELS[status];
}

export function canTransition(status: OrderStatus, event: OrderEvent): boolean {
  return MACHINE[status][event] !== undefined;
}

/** The status after `event`; a ConflictError (409) with a Japanese message when it is not allowed. */
export function transition(order: { status: OrderStatus }, event: OrderEvent): OrderStatus {
  const next = MACHINE[order.status][event];
  if (!next) {
    throw new ConflictError(`「${STATUS_LABELS[order.status]}」の注文にはこの操作を行えません`);
  }
  return next;
}
