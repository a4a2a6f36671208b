// Reading orders: by code for their owner, an administrator or the holder of the per-order
// secret; arrival notices with that secret; a customer's own history.
import type { Viewer } from "../../context.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { arrivalRefusal } from "./arrival-window.js";
import { type OrderEventPubSub, publishOrderEvent } from "./order-events.js";
import { CODE_PATTERN, secretMatches, statusSecretMatches } from "./order-secrets.js";
import { type FullOrder, orderInclude } from "./order-statement.js";

export const ORDER_NOT_FOUND = "ご注文が見つかりませんでした";

/** `{id}` in /api/orders/{id}/…: the order code, or the numeric id. */
export function orderKey(value: string): Prisma.OrderWhereUniqueInput {
  const upper = value.toUpperCase();
  if (CODE_PATTERN.test(upper)) return { code: upper };
  if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647) return { id: Number(value) };
  throw new NotFoundError(ORDER_NOT_FOUND);
}

/** The numeric id behind `{id}` (an id or an order code); NOT_FOUND when there is no such order. */
export async function orderIdOf(prisma: PrismaClient, value: string): Promise<number> {
  const where = orderKey(value);
  if (where.id !== undefined) return where.id;
  const found = await prisma.order.findUnique({ where, select: { id: true } });
  if (!found) throw new NotFoundError(ORDER_NOT_FOUND);
  return found.id;
}

function mayRead(
  order: { customerId: number | null; arrivalSecretHash: string | null; statusSecretHashes: string[] },
  viewer: Viewer | null,
  secret?: string | null,
) {
  if (viewer?.kind === "admin") return true;
  if (viewer?.kind === "customer" && order.customerId === viewer.customerId) return true;
  return Boolean(
    secret &&
      (secretMatches(secret, order.arrivalSecretHash) ||
        statusSecretMatches(secret, order.statusSecretHashes)),
  );
}

export async function findOrder(
  prisma: PrismaClient,
  viewer: Viewer | null,
  where: Prisma.OrderWhereUniqueInput,
  secret?: string | null,
): Promise<FullOrder> {
  const order = await prisma.order.findUnique({ where, include: orderInclude });
  // Someone else's order and a wrong secret look the same as no order at all.
  if (!order || !mayRead(order, viewer, secret)) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

const ARRIVAL_SELECT = {
  id: true,
  code: true,
  arrivalSecretHash: true,
  statusSecretHashes: true,
  status: true,
  method: true,
  useCar: true,
  paymentMethod: true,
  paymentStatus: true,
  slotStartsAt: true,
  slotEndsAt: true,
  arrivedAt: true,
} satisfies Prisma.OrderSelect;

type ArrivalOrder = Prisma.OrderGetPayload<{ select: typeof ARRIVAL_SELECT }>;

/** The order behind an arrival link; a wrong code or secret reads as no order at all. */
async function arrivalOrder(
  prisma: PrismaClient,
  where: Prisma.OrderWhereUniqueInput,
  secret: string | null | undefined,
): Promise<ArrivalOrder> {
  const order = await prisma.order.findUnique({ where, select: ARRIVAL_SELECT });
  // The mailed status link's secret opens the same door as the arrival secret.
  const holder =
    secret &&
    (secretMatches(secret, order?.arrivalSecretHash ?? null) ||
      statusSecretMatches(secret, order?.statusSecretHashes ?? null));
  if (!order || !holder) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** Why an arrival notice is not taken for this order at `now`, or null when it is. */
function arrivalBlock(order: ArrivalOrder, now: Date): string | null {
  if (order.status === "CANCELLED") return "キャンセルされたご注文です";
  // Only a pickup that is still open and paid (or paid at the shop) is waited for at the shop.
  if (order.method !== "TAKEOUT") return "デリバリーのご注文は、到着のお知らせは不要です";
  if (order.status === "PROVIDED") return "このご注文はお渡し済みです";
  if (order.paymentMethod === "CARD" && order.paymentStatus !== "PAID")
    return "お支払いが完了していないため、到着のお知らせはお受けできません";
  return arrivalRefusal(order.slotStartsAt, order.slotEndsAt, now);
}

export interface ArrivalState {
  code: string;
  useCar: boolean;
  slotStartsAt: Date;
  slotEndsAt: Date;
  /** When the customer said they had arrived (the server's record: shown again after a reload). */
  arrivedAt: Date | null;
  /** Why 「到着しました」 is not taken now, in Japanese; null when it is. */
  refusal: string | null;
}

/** What the arrival page shows on load, before any tap. */
export async function arrivalState(
  prisma: PrismaClient,
  where: Prisma.OrderWhereUniqueInput,
  secret: string | null | undefined,
  now = new Date(),
): Promise<ArrivalState> {
  const order = await arrivalOrder(prisma, where, secret);
  return {
    code: order.code,
    useCar: order.useCar,
    slotStartsAt: order.slotStartsAt,
    slotEndsAt: order.slotEndsAt,
    arrivedAt: order.arrivedAt,
    refusal: order.arrivedAt ? null : arrivalBlock(order, now),
  };
}

/** The customer says they are at the shop (or at home for a delivery); the first notice counts. */
export async function markArrived(
  { prisma, pubsub }: { prisma: PrismaClient; pubsub?: OrderEventPubSub },
  where: Prisma.OrderWhereUniqueInput,
  secret: string | null | undefined,
  now = new Date(),
): Promise<FullOrder> {
  const order = await arrivalOrder(prisma, where, secret);
  const refusal = arrivalBlock(order, now);
  if (refusal) throw new ConflictError(refusal);
  const first = await prisma.order.updateMany({
    where: { id: order.id, arrivedAt: null },
    data: { arrivedAt: now },
  });
  const arrived = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: orderInclude });
  if (first.count === 1) publishOrderEvent(pubsub, "ARRIVED", arrived, now);
  return arrived;
}

export const MAX_PER_PAGE = 50;

export function pageArgs(page?: number | null, perPage?: number | null) {
  const p = page ?? 1;
  const n = perPage ?? 10;
  if (!Number.isInteger(p) || p < 1 || p > 10_000) throw new ValidationError("ページ番号が正しくありません");
  if (!Number.isInteger(n) || n < 1 || n > MAX_PER_PAGE) {
    throw new ValidationError(`1ページの件数は1〜${MAX_PER_PAGE}で指定してください`);
  }
  return { page: p, perPage: n };
}

/** A customer's own orders, newest first, with the total count for "x-y件表示 / 全z件". */
export async function myOrders<Q extends { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect }>(
  prisma: PrismaClient,
  customerId: number,
  paging: { page?: number | null; perPage?: number | null },
  query: Q = {} as Q,
) {
  const { page, perPage } = pageArgs(paging.page, paging.perPage);
  const where = { customerId };
  const [orders, totalCount] = await Promise.all([
    prisma.order.findMany({
      ...query,
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * perPage,
      take: perPage,
    }),
    prisma.order.count({ where }),
  ]);
  return { orders: orders as Prisma.OrderGetPayload<Q>[], totalCount, page, perPage };
}
