// How one order event changes a board: the order moves into or out of today's board or the board
// from tomorrow on by its Tokyo slot day, and the board stays sorted by slot time.
import { CombinedGraphQLErrors } from "@apollo/client";
import { tokyoDay } from "../../lib/tokyo-format";

export type BoardPeriod = "TODAY" | "FUTURE";

export interface BoardOrder {
  id: string;
  slotStartsAt: unknown;
}

export function belongsToBoard(period: BoardPeriod, slotStartsAt: unknown, now: Date): boolean {
  const day = tokyoDay(String(slotStartsAt));
  const today = tokyoDay(now);
  return period === "TODAY" ? day === today : day > today;
}

const slotTime = (order: BoardOrder) => new Date(String(order.slotStartsAt)).getTime();

/** The server's order: slot time, then id. */
export function compareBoardOrders(a: BoardOrder, b: BoardOrder): number {
  return slotTime(a) - slotTime(b) || Number(a.id) - Number(b.id);
}

/** The board after `order` changed: replaced in place, added, or removed when its day moved away. */
export function applyOrderToBoard<T extends BoardOrder>(
  orders: readonly T[],
  order: T,
  period: BoardPeriod,
  now: Date,
): T[] {
  const rest = orders.filter((o) => o.id !== order.id);
  if (!belongsToBoard(period, order.slotStartsAt, now)) return rest;
  return [...rest, order].sort(compareBoardOrders);
}

/**
 * A new order for the kitchen: placed (paid at the shop), or a card payment just approved. A
 * replayed order is announced again (its first announcement may have been lost): a PLACED of an
 * order the board shows already is no news.
 */
export function isNewOrderEvent(kind: string, status: string, shownAlready = false): boolean {
  if (kind === "PAID") return true;
  return kind === "PLACED" && status !== "AWAITING_PAYMENT" && !shownAlready;
}

const AUTHORIZATION_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN"]);

/** A GraphQL error that retrying will not cure: the viewer is signed out or not allowed. */
export function isAuthorizationError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => AUTHORIZATION_CODES.has(String(e.extensions?.code)))
  );
}
