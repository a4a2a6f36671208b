// Failed sign-ins are counted per account and per client address over a sliding hour;
// past the limit every attempt is refused with the same message, right or wrong.

import { TooManyRequestsError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";

export const MAX_FAILURES_PER_HOUR = 100;
const HOUR_MS = 60 * 60 * 1000;

export const TOO_MANY_ATTEMPTS =
  "ログインの試行回数が上限に達しました。しばらく時間をおいてからもう一度お試しください";

type Scope = "customer" | "admin";
const keys = (email: string, ip: string | null) => [`email:${email}`, ...(ip ? [`ip:${ip}`] : [])];

export async function assertSignInAllowed(
  prisma: PrismaClient,
  scope: Scope,
  email: string,
  ip: string | null,
  now = new Date(),
) {
  const since = new Date(now.getTime() - HOUR_MS);
  for (const key of keys(email, ip)) {
    const failures = await prisma.signInFailure.count({ where: { scope, key, createdAt: { gt: since } } });
    if (failures >= MAX_FAILURES_PER_HOUR) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS);
  }
}

export async function recordSignInFailure(
  prisma: PrismaClient,
  scope: Scope,
  email: string,
  ip: string | null,
  now = new Date(),
) {
  await prisma.signInFailure.createMany({
    data: keys(email, ip).map((key) => ({ scope, key, createdAt: now })),
  });
  // Keep the table small: rows older than the window count for nothing.
  await prisma.signInFailure.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - 2 * HOUR_MS) } },
  });
}
