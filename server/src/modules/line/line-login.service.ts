// Linking a customer's LINE account through LINE Login v2.1 (OAuth 2.0 authorization code with PKCE,
// OpenID Connect): `state` ties the callback to the attempt it answers, `nonce` ties the ID token to
// it, the code verifier proves the same party asked. Only the LINE user id (the token's `sub`) is
// kept. A member links from /mypage; a guest at checkout gets a ticket sent with the order.
import { createHash, randomBytes } from "node:crypto";
import { lineLinkCallbackSchema, lineLinkStartSchema, lineTicketSchema } from "../../../../shared/line.js";
import type { Context } from "../../context.js";
import { ValidationError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { customerViewer } from "../auth/viewer.js";
import { canLink, lineChannels, lineEndpoints } from "./line-api.js";

const ATTEMPT_MINUTES = 10;
/** A guest's ticket is good for the checkout it was made for: a day at most. */
const TICKET_HOURS = 24;

export const LINE_LINK_FAILED = "LINE連携を確認できませんでした。お手数ですが、もう一度お試しください";
export const LINE_LINK_EXPIRED = "LINE連携の有効期限が切れたか、すでに使われています。もう一度お試しください";
export const LINE_NOT_AVAILABLE = "現在、LINEでの通知はご利用いただけません";

const random = (bytes: number) => randomBytes(bytes).toString("base64url");
const callbackUrl = (publicUrl: string) => `${publicUrl}/line/callback`;

/** The LINE Login authorization URL for a new attempt. */
export async function startLineLink(
  ctx: Pick<Context, "prisma" | "viewer" | "publicUrl">,
  raw: unknown,
): Promise<string> {
  const { returnTo } = parseInput(lineLinkStartSchema, raw);
  const channels = await lineChannels(ctx.prisma);
  if (!canLink(channels)) throw new ValidationError(LINE_NOT_AVAILABLE);
  // /mypage links the signed-in member; the checkout links a guest (or a member, to their account).
  const customerId = ctx.viewer?.kind === "customer" ? ctx.viewer.customerId : null;
  if (returnTo === "/mypage" && customerId === null) customerViewer(ctx);
  const state = random(24);
  const nonce = random(24);
  const codeVerifier = random(48);
  await ctx.prisma.lineLoginState.create({
    data: {
      state,
      nonce,
      codeVerifier,
      customerId,
      returnTo,
      expiresAt: new Date(Date.now() + ATTEMPT_MINUTES * 60_000),
    },
  });
  const url = new URL(`${lineEndpoints().access}/oauth2/v2.1/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: channels.loginChannelId,
    redirect_uri: callbackUrl(ctx.publicUrl),
    state,
    scope: "openid profile",
    nonce,
    code_challenge: createHash("sha256").update(codeVerifier).digest("base64url"),
    code_challenge_method: "S256",
    // Offers to add the shop's official account as a friend on the consent screen.
    bot_prompt: "aggressive",
  }).toString();
  return url.toString();
}

export interface LineLinkResult {
  returnTo: string;
  /** The customer declined on LINE's page: nothing linked. */
  cancelled: boolean;
  /** A guest's ticket for the order; null for a member (their account is linked). */
  ticket: string | null;
}

interface TokenAnswer {
  id_token?: string;
}
interface VerifiedIdToken {
  sub?: string;
  aud?: string;
  nonce?: string;
  iss?: string;
}

async function postForm<T>(url: string, form: Record<string, string>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new ValidationError("LINEに接続できませんでした。しばらくしてからもう一度お試しください");
  }
  if (!res.ok) throw new ValidationError(LINE_LINK_FAILED);
  return (await res.json()) as T;
}

/** The callback of LINE Login (/line/callback?code&state, or ?error&state when declined). */
export async function completeLineLink(
  ctx: Pick<Context, "prisma" | "publicUrl">,
  raw: unknown,
): Promise<LineLinkResult> {
  const input = parseInput(lineLinkCallbackSchema, raw);
  const now = new Date();
  // Used once: of two callbacks with one state, one goes on.
  const claimed = await ctx.prisma.lineLoginState.updateMany({
    where: { state: input.state, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) throw new ValidationError(LINE_LINK_EXPIRED);
  const attempt = await ctx.prisma.lineLoginState.findUniqueOrThrow({ where: { state: input.state } });
  if (input.error || !input.code) return { returnTo: attempt.returnTo, cancelled: true, ticket: null };

  const channels = await lineChannels(ctx.prisma);
  if (!canLink(channels)) throw new ValidationError(LINE_NOT_AVAILABLE);
  const api = lineEndpoints().api;
  const token = await postForm<TokenAnswer>(`${api}/oauth2/v2.1/token`, {
    grant_type: "authorization_code",
    code: input.code,
    redirect_uri: callbackUrl(ctx.publicUrl),
    client_id: channels.loginChannelId,
    client_secret: channels.loginChannelSecret,
    code_verifier: attempt.codeVerifier,
  });
  if (!token.id_token) throw new ValidationError(LINE_LINK_FAILED);
  // LINE checks the token's signature, expiry, audience and nonce; the answer is checked again here.
  const idToken = await postForm<VerifiedIdToken>(`${api}/oauth2/v2.1/verify`, {
    id_token: token.id_token,
    client_id: channels.loginChannelId,
    nonce: attempt.nonce,
  });
  if (
    !idToken.sub ||
    !/^U[0-9a-f]{32}$/.test(idToken.sub) ||
    idToken.aud !== channels.loginChannelId ||
    idToken.nonce !== attempt.nonce
  ) {
    throw new ValidationError(LINE_LINK_FAILED);
  }
  const lineUserId = idToken.sub;

  if (attempt.customerId !== null) {
    const customerId = attempt.customerId;
    await ctx.prisma.$transaction(async (tx) => {
      // One LINE account per customer and one customer per LINE account: the newest link wins.
      await tx.lineUser.updateMany({
        where: { customerId, NOT: { lineUserId } },
        data: { customerId: null },
      });
      await tx.lineUser.upsert({
        where: { lineUserId },
        create: { lineUserId, customerId },
        update: { customerId, blockedAt: null, linkedAt: now },
      });
    });
    return { returnTo: attempt.returnTo, cancelled: false, ticket: null };
  }
  const ticket = random(24);
  await ctx.prisma.$transaction([
    ctx.prisma.lineUser.upsert({
      where: { lineUserId },
      create: { lineUserId },
      update: { blockedAt: null, linkedAt: now },
    }),
    ctx.prisma.lineLoginState.update({ where: { state: attempt.state }, data: { ticket, lineUserId } }),
  ]);
  return { returnTo: attempt.returnTo, cancelled: false, ticket };
}

/** The LINE user a guest's checkout ticket stands for; a bad or old ticket is refused. */
export async function lineUserOfTicket(prisma: Pick<PrismaClient, "lineLoginState">, raw: unknown) {
  const ticket = parseInput(lineTicketSchema, raw);
  const row = await prisma.lineLoginState.findUnique({
    where: { ticket },
    select: { lineUserId: true, usedAt: true },
  });
  if (!row?.lineUserId || !row.usedAt || row.usedAt.getTime() < Date.now() - TICKET_HOURS * 3600_000) {
    throw new ValidationError(
      "LINE連携の有効期限が切れました。もう一度「LINEで通知を受け取る」からお試しください",
      {
        lineTicket: ["LINE連携の有効期限が切れました"],
      },
    );
  }
  return row.lineUserId;
}

/** Whether the signed-in member has linked LINE. */
export async function myLineLink(ctx: Pick<Context, "prisma" | "viewer">) {
  const viewer = customerViewer(ctx);
  const row = await ctx.prisma.lineUser.findUnique({ where: { customerId: viewer.customerId } });
  return { linked: Boolean(row), blocked: Boolean(row?.blockedAt) };
}

/** One tap: the member's LINE account no longer gets the shop's notices. */
export async function unlinkLine(ctx: Pick<Context, "prisma" | "viewer">) {
  const viewer = customerViewer(ctx);
  await ctx.prisma.lineUser.updateMany({
    where: { customerId: viewer.customerId },
    data: { customerId: null },
  });
  return { linked: false, blocked: false };
}

/** Whether customers are offered LINE (public: the checkout and /mypage show the button). */
export async function lineAvailable(prisma: Pick<PrismaClient, "lineSetting">): Promise<boolean> {
  return canLink(await lineChannels(prisma));
}
