// Finding a caller by phone number at the counter (issue 30 point 2): their last orders, so staff
// can repeat one in one tap. Only the lines are handed back; the counter puts them into its order
// at today's menu (sold-out or removed products are left out) and the server quotes them again.

import { shopPhoneLookupSchema } from "../../../../shared/shop-order.js";
import type { Viewer } from "../../context.js";
import { ForbiddenError, UnauthorizedError } from "../../errors.js";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";

/** How many of the caller's orders the counter is offered. */
export const RECENT_ORDERS = 3;

export async function recentOrdersByPhone<Q extends object>(
  prisma: PrismaClient,
  viewer: Viewer | null,
  raw: unknown,
  query: Q = {} as Q,
) {
  if (!viewer) throw new UnauthorizedError();
  if (viewer.kind !== "admin") throw new ForbiddenError();
  const { tel } = parseInput(shopPhoneLookupSchema, raw);
  const where: Prisma.OrderWhereInput = {
    tel,
    status: { notIn: ["CANCELLED", "AWAITING_PAYMENT"] },
  };
  return prisma.order.findMany({
    ...query,
    where,
    orderBy: { createdAt: "desc" },
    take: RECENT_ORDERS,
  });
}
