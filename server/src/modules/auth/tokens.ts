// Token authentication with devise_token_auth's semantics, for both customers and
// administrators: one row per (account, client); the token is stored as a SHA-256
// hash (tokens are 256-bit random, so a slow hash adds nothing); each request may
// rotate it, but within a short batch window the current and the previous token
// are both accepted and no new token is issued, so parallel requests from one
// client do not sign each other out. A rotated token that never reached the client
// (its answer was aborted by a page load) does not sign the client out either: the
// previous token stays good until the client is seen with its successor, but never longer than
// PREVIOUS_TOKEN_GRACE_MS after that successor was first issued, nor past its own expiry
// (decision 0036). Signing out deletes the row: every token of that client stops at once.
import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client.js";

export const TOKEN_LIFESPAN_MS = 14 * 24 * 60 * 60 * 1000;
export const BATCH_WINDOW_MS = 5_000;
/** How long a previous token outlives its successor's issue at most (decision 0036). */
export const PREVIOUS_TOKEN_GRACE_MS = 2 * 60_000;
export const MAX_CLIENTS = 10;

export type AccountKind = "customer" | "admin";

export interface IssuedToken {
  accessToken: string;
  client: string;
  expiresAt: Date;
}

interface TokenRow {
  id: number;
  tokenHash: string;
  previousTokenHash: string | null;
  rotatedAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** Reads and writes one kind's token table; the two tables have the same shape. */
function table(prisma: PrismaClient, kind: AccountKind) {
  const owner = (ownerId: number) =>
    kind === "customer" ? { customerId: ownerId } : { administratorId: ownerId };
  // Both delegates accept the same arguments apart from the owner column.
  const delegate = (kind === "customer" ? prisma.customerAuthToken : prisma.adminAuthToken) as unknown as {
    findFirst(args: object): Promise<TokenRow | null>;
    findMany(args: object): Promise<TokenRow[]>;
    create(args: object): Promise<TokenRow>;
    updateMany(args: object): Promise<{ count: number }>;
    deleteMany(args: object): Promise<{ count: number }>;
  };
  return { owner, delegate };
}

/** Signs a client in: a new token for `client` (or a new client), trimming to MAX_CLIENTS. */
export async function issueToken(
  prisma: PrismaClient,
  kind: AccountKind,
  ownerId: number,
  now = new Date(),
  client: string = randomBytes(16).toString("base64url"),
): Promise<IssuedToken> {
  const { owner, delegate } = table(prisma, kind);
  const accessToken = newToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFESPAN_MS);
  await delegate.deleteMany({ where: { ...owner(ownerId), OR: [{ client }, { expiresAt: { lt: now } }] } });
  await delegate.create({
    data: {
      ...owner(ownerId),
      client,
      tokenHash: hash(accessToken),
      rotatedAt: now,
      expiresAt,
      lastUsedAt: now,
    },
  });
  const rows = await delegate.findMany({
    where: owner(ownerId),
    orderBy: { lastUsedAt: "desc" },
    skip: MAX_CLIENTS,
  });
  if (rows.length > 0) await delegate.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
  return { accessToken, client, expiresAt };
}

export interface Verified {
  /** A new token to send back, when this request rotated it. */
  refreshed: IssuedToken | null;
  /** When this client's session ends unless a request rotates the token first. */
  expiresAt: Date;
}

/** Checks a presented token; null when it is unknown, expired or stale. */
export async function verifyToken(
  prisma: PrismaClient,
  kind: AccountKind,
  ownerId: number,
  client: string,
  accessToken: string,
  now = new Date(),
  rotate = true,
): Promise<Verified | null> {
  const { owner, delegate } = table(prisma, kind);
  const row = await delegate.findFirst({ where: { ...owner(ownerId), client } });
  if (!row || row.expiresAt <= now) return null;
  const presented = hash(accessToken);
  const inBatch = now.getTime() - row.rotatedAt.getTime() <= BATCH_WINDOW_MS;
  // Whether the client has shown it holds the current token (a request presented it since the
  // rotation). Until then the answer that carried it may never have arrived (a page load aborts
  // the request that rotated), so the token the client still holds stays good.
  const received = row.lastUsedAt.getTime() > row.rotatedAt.getTime();
  if (presented === row.previousTokenHash) {
    if (inBatch) return { refreshed: null, expiresAt: row.expiresAt };
    // Bounded: rotatedAt is when its first successor was issued (re-issuing keeps it).
    const graceOver = now.getTime() - row.rotatedAt.getTime() > PREVIOUS_TOKEN_GRACE_MS;
    if (received || !rotate || graceOver) return null;
    // The current token never reached the client: it is replaced by a new one, sent now; the
    // previous token stays good until the client is seen with that new one, within the grace.
    return reissue(row);
  }
  if (presented !== row.tokenHash) return null;
  if (!received) {
    await delegate.updateMany({
      where: { id: row.id, tokenHash: row.tokenHash },
      data: { lastUsedAt: new Date(Math.max(now.getTime(), row.rotatedAt.getTime() + 1)) },
    });
  }
  if (inBatch || !rotate) return { refreshed: null, expiresAt: row.expiresAt };
  return rotateTo(row, row.tokenHash);

  async function rotateTo(current: TokenRow, previousTokenHash: string): Promise<Verified> {
    const next = newToken();
    const expiresAt = new Date(now.getTime() + TOKEN_LIFESPAN_MS);
    // A token whose own expiry falls within the grace is not kept as the previous one at all.
    const keep = current.expiresAt.getTime() - now.getTime() > PREVIOUS_TOKEN_GRACE_MS;
    // Only one of several concurrent requests rotates; the others keep the token they sent.
    const { count } = await delegate.updateMany({
      where: { id: current.id, tokenHash: current.tokenHash },
      data: {
        tokenHash: hash(next),
        previousTokenHash: keep ? previousTokenHash : null,
        rotatedAt: now,
        expiresAt,
        lastUsedAt: now,
      },
    });
    return count === 1
      ? { refreshed: { accessToken: next, client, expiresAt }, expiresAt }
      : { refreshed: null, expiresAt: current.expiresAt };
  }

  /**
   * A new current token for a client still on the previous one. rotatedAt stays (the grace is not
   * extended) and lastUsedAt is set back to it: the new token counts as not yet received.
   */
  async function reissue(current: TokenRow): Promise<Verified> {
    const next = newToken();
    const expiresAt = new Date(now.getTime() + TOKEN_LIFESPAN_MS);
    const { count } = await delegate.updateMany({
      where: { id: current.id, tokenHash: current.tokenHash },
      data: { tokenHash: hash(next), expiresAt, lastUsedAt: current.rotatedAt },
    });
    return count === 1
      ? { refreshed: { accessToken: next, client, expiresAt }, expiresAt }
      : { refreshed: null, expiresAt: current.expiresAt };
  }
}

/** Signs one client out. */
export async function revokeToken(prisma: PrismaClient, kind: AccountKind, ownerId: number, client: string) {
  const { owner, delegate } = table(prisma, kind);
  await delegate.deleteMany({ where: { ...owner(ownerId), client } });
}

/** Signs every client out, e.g. after a password change or reset. */
export async function revokeAllTokens(
  prisma: PrismaClient,
  kind: AccountKind,
  ownerId: number,
  exceptClient?: string,
) {
  const { owner, delegate } = table(prisma, kind);
  await delegate.deleteMany({
    where: { ...owner(ownerId), ...(exceptClient ? { NOT: { client: exceptClient } } : {}) },
  });
}
