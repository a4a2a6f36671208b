// Single-use, expiring tokens sent by mail: sign-up confirmation and password reset.
import { createHash, randomBytes } from "node:crypto";
import type { AccountTokenPurpose, Prisma, PrismaClient } from "../../generated/prisma/client.js";

export const ONE_TIME_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  CONFIRM_EMAIL: 3 * 24 * 60 * 60 * 1000,
  RESET_PASSWORD: 60 * 60 * 1000,
  CHANGE_EMAIL: 24 * 60 * 60 * 1000,
};

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new token; earlier unused tokens of the same purpose stop working. Run it in the transaction
 * that queues the mail carrying the token (`prisma` may be one), so neither exists without the other.
 */
export async function createOneTimeToken(
  prisma: Prisma.TransactionClient,
  customerId: number,
  purpose: AccountTokenPurpose,
  now = new Date(),
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await prisma.accountToken.deleteMany({ where: { customerId, purpose, usedAt: null } });
  await prisma.accountToken.create({
    data: {
      customerId,
      purpose,
      tokenHash: hash(token),
      newEmail,
      expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[purpose]),
    },
  });
  return token;
}

/**
 * The customer id if the token is valid; it is then used up (exactly once, even under concurrency).
 * With `owner`, a token of another customer is refused and left as it was.
 */
export async function redeemOneTimeToken(
  prisma: PrismaClient,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
  owner?: number,
): Promise<number | null> {
  return (await redeemOneTimeTokenRow(prisma, token, purpose, now, owner))?.customerId ?? null;
}

/** redeemOneTimeToken's row (with newEmail for CHANGE_EMAIL). */
export async function redeemOneTimeTokenRow(
  prisma: PrismaClient,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
  owner?: number,
): Promise<{ customerId: number; newEmail: string | null } | null> {
  const row = await prisma.accountToken.findUnique({ where: { tokenHash: hash(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now) return null;
  // Compared before anything is written: a link presented with someone else's uid changes nothing.
  if (owner !== undefined && row.customerId !== owner) return null;
  const { count } = await prisma.accountToken.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: now },
  });
  return count === 1 ? { customerId: row.customerId, newEmail: row.newEmail } : null;
}

/** The customer a token was issued to, used or expired alike (to tell why it was refused). */
export async function oneTimeTokenCustomer(
  prisma: PrismaClient,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<number | null> {
  const row = await prisma.accountToken.findUnique({ where: { tokenHash: hash(token) } });
  return row && row.purpose === purpose ? row.customerId : null;
}

/** Whether the token would be accepted, without using it up. */
export async function peekOneTimeToken(
  prisma: PrismaClient,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<number | null> {
  const row = await prisma.accountToken.findUnique({ where: { tokenHash: hash(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now) return null;
  return row.customerId;
}
