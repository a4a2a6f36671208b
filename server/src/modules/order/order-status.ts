// The one place an order's status changes. Every write goes through transition() so the
// machine below is the whole story (docs/decisions/0004-orders.md, 0018):
//   AWAITING_PAYMENT -PAID-> RECEIVED        AWAITING_PAYMENT -CANCEL-> CANCELLED
//   RECEIVED -PRINT-> PRINTING               RECEIVED | PRINTING -PROVIDE-> PROVIDED
//   RECEIVED | PRINTING -READY-> READY                   (pickups only: ready at the counter)
//   RECEIVED | PRINTING -DISPATCH-> OUT_FOR_DELIVERY     (deliveries only: 配達中)
//   READY | OUT_FOR_DELIVERY -PROVIDE-> PROVIDED
//   every open status -CANCEL-> CANCELLED
//   PRINTING | READY | OUT_FOR_DELIVERY | PROVIDED -PRINT-> unchanged (a reprint)
import { ConflictError } from "../../errors.js";
import type { OrderStatus, ProvisionMethod } from "../../generated/prisma/client.js";

export type OrderEvent = "PAID" | "PRINT" | "READY" | "DISPATCH" | "PROVIDE" | "CANCEL";

const MACHINE: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  AWAITING_PAYMENT: { PAID: "RECEIVED", CANCEL: "CANCELLED" },
  RECEIVED: {
    PRINT: "PRINTING",
    READY: "READY",
    DISPATCH: "OUT_FOR_DELIVERY",
    PROVIDE: "PROVIDED",
    CANCEL: "CANCELLED",
  },
  // Reprinting a ticket keeps the order in PRINTING.
  PRINTING: {
    PRINT: "PRINTING",
    READY: "READY",
    DISPATCH: "OUT_FOR_DELIVERY",
    PROVIDE: "PROVIDED",
    CANCEL: "CANCELLED",
  },
  READY: { PRINT: "READY", PROVIDE: "PROVIDED", CANCEL: "CANCELLED" },
  OUT_FOR_DELIVERY: { PRINT: "OUT_FOR_DELIVERY", PROVIDE: "PROVIDED", CANCEL: "CANCELLED" },
  // A receipt can be reprinted after the hand-over; nothing else changes a provided order.
  PROVIDED: { PRINT: "PROVIDED" },
  CANCELLED: {},
};

/** Events that exist for one way of receiving only. */
const ONLY_FOR: Partial<Record<OrderEvent, ProvisionMethod>> = { READY: "TAKEOUT", DISPATCH: "DELIVERY" };

const STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "お支払い待ち",
  RECEIVED: "受付済み",
  PRINTING: "調理中",
  READY: "お渡し準備完了",
  OUT_FOR_DELIVERY: "配達中",
  PROVIDED: "お渡し済み",
  CANCELLED: "キャンセル",
};

/** A delivery is お届け済み when done, not お渡し済み (the pickup word). */
export function statusLabel(status: OrderStatus, method?: ProvisionMethod | null): string {
  if (method === "DELIVERY" && status === "PROVIDED") return "お届け済み";
  return STATUS_LABELS[status];
}

/** Orders still to be handed over or delivered (the kitchen's open work). */
export const OPEN_STATUSES: OrderStatus[] = ["RECEIVED", "PRINTING", "READY", "OUT_FOR_DELIVERY"];

export function canTransition(status: OrderStatus, event: OrderEvent, method?: ProvisionMethod): boolean {
  const only = ONLY_FOR[event];
  if (only && method && only !== method) return false;
  return MACHINE[status][event] !== undefined;
}

/** The status after `event`; a ConflictError (409) with a Japanese message when it is not allowed. */
export function transition(
  order: { status: OrderStatus; method?: ProvisionMethod },
  event: OrderEvent,
): OrderStatus {
  const only = ONLY_FOR[event];
  if (only && order.method && only !== order.method) {
    throw new ConflictError(
      only === "TAKEOUT"
        ? "デリバリーのご注文には「お渡し準備完了」はありません。「配達に出る」をお使いください"
        : "テイクアウトのご注文は配達に出せません",
    );
  }
  const next = MACHINE[order.status][event];
  if (!next) {
    throw new ConflictError(`「${statusLabel(order.status, order.method)}」の注文にはこの操作を行えません`);
  }
  return next;
}

/**
 * The spec shows no status values; the REST answers have always used the five below. New internal
 * states map onto them (READY and OUT_FOR_DELIVERY are still being prepared or on the way, i.e.
 * not yet PROVIDED), and the precise state goes in a separate field (decision 0018).
 */
export function restStatus(status: OrderStatus): string {
  return status === "READY" || status === "OUT_FOR_DELIVERY" ? "PRINTING" : status;
}
