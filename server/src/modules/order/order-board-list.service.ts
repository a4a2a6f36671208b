// The staff's order lists: today's board, the board from tomorrow on, and the history with its
// search (paged by keyset, order-history.ts). The staff's actions are in order-board.service.ts.
import { type OrderPeriod, type OrderSearch, orderSearchSchema } from "../../../../shared/order-search.js";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { addDays, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";
import { pageArgs } from "./order-access.js";
import { escapeLike, historyPage } from "./order-history.js";

/** Boards show a whole day at once; the history is paged. */
export const BOARD_LIMIT = 500;
export const HISTORY_PER_PAGE = 20;

function periodWhere(period: OrderPeriod, now: Date): Prisma.OrderWhereInput {
  const today = tokyoClock(now).date;
  const start = tokyoInstant(today);
  const tomorrow = tokyoInstant(addDays(today, 1));
  if (period === "TODAY") return { slotStartsAt: { gte: start, lt: tomorrow } };
  if (period === "FUTURE") return { slotStartsAt: { gte: tomorrow } };
  return { slotStartsAt: { lt: start } };
}

function searchWhere(search: OrderSearch): Prisma.OrderWhereInput[] {
  const where: Prisma.OrderWhereInput[] = [];
  if (search.code) where.push({ code: { startsWith: escapeLike(search.code) } });
  if (search.tel)
    where.push({
      OR: [
        { tel: { contains: escapeLike(search.tel) } },
        { shippingTel: { contains: escapeLike(search.tel) } },
      ],
    });
  if (search.date) {
    where.push({
      slotStartsAt: { gte: tokyoInstant(search.date), lt: tokyoInstant(addDays(search.date, 1)) },
    });
  }
  // "山田 花子" or "ヤマダ": every word in one of the names or readings.
  for (const word of search.name?.split(/[\s　]+/).filter(Boolean) ?? []) {
    where.push({
      OR: (["lastName", "firstName", "lastNameKana", "firstNameKana"] as const).map((field) => ({
        [field]: { contains: escapeLike(word), mode: "insensitive" as const },
      })),
    });
  }
  return where;
}

export interface OrderListArgs {
  period: OrderPeriod;
  page?: number | null;
  perPage?: number | null;
  /** The history's page cursor (nextCursor / previousCursor of the page before). */
  cursor?: string | null;
  search?: unknown;
}

/**
 * One board or a page of the history, with the total for 'x-y件表示 / 全z件'. The history pages by
 * keyset (order-history.ts); the boards show a whole day and more at once.
 */
export async function listOrders<Q extends { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect }>(
  prisma: PrismaClient,
  args: OrderListArgs,
  query: Q,
  now = new Date(),
) {
  const search = parseInput(orderSearchSchema, args.search ?? {});
  if (args.period === "PAST") {
    const { page, perPage } = pageArgs(args.page, args.perPage ?? HISTORY_PER_PAGE);
    const found = await historyPage(prisma, search, { perPage, page, cursor: args.cursor }, now);
    const rows = await prisma.order.findMany({ ...query, where: { id: { in: found.ids } } });
    const byId = new Map(rows.map((row) => [(row as { id: number }).id, row]));
    const orders = found.ids.flatMap((id) => byId.get(id) ?? []) as Prisma.OrderGetPayload<Q>[];
    return {
      orders,
      totalCount: found.totalCount,
      totalCapped: found.totalCapped,
      page: Math.floor(found.offset / perPage) + 1,
      perPage,
      nextCursor: found.nextCursor,
      previousCursor: found.previousCursor,
    };
  }
  const where: Prisma.OrderWhereInput = { AND: [periodWhere(args.period, now), ...searchWhere(search)] };
  const [orders, totalCount] = await Promise.all([
    prisma.order.findMany({
      ...query,
      where,
      orderBy: [{ slotStartsAt: "asc" }, { id: "asc" }],
      take: BOARD_LIMIT,
    }),
    prisma.order.count({ where }),
  ]);
  return {
    orders: orders as Prisma.OrderGetPayload<Q>[],
    totalCount,
    totalCapped: false,
    page: 1,
    perPage: BOARD_LIMIT,
    nextCursor: null as string | null,
    previousCursor: null as string | null,
  };
}
