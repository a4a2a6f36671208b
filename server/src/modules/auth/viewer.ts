// Who is calling: resolved once per request (or per WebSocket connection) from
// devise_token_auth's headers `access-token`, `client` and `uid`, the same for GraphQL
// over HTTP, GraphQL over WebSocket (connection_init payload) and the REST adapter.
import type { Context } from "../../context.js";
import { UnauthorizedError } from "../../errors.js";
import type { AdminRole, PrismaClient } from "../../generated/prisma/client.js";
import type { AccountDeps } from "./customer-account.service.js";
import { type IssuedToken, verifyToken } from "./tokens.js";

export type Viewer =
  | { kind: "customer"; customerId: number; uid: string; client: string }
  | { kind: "admin"; administratorId: number; role: AdminRole; uid: string; client: string };

export interface PresentedCredentials {
  accessToken: string;
  client: string;
  uid: string;
}

export interface Authentication {
  viewer: Viewer | null;
  /** A rotated token for the response headers. */
  refreshed: (IssuedToken & { uid: string }) | null;
  /** Credentials were sent but are not valid (a 401 for REST routes that need a viewer). */
  rejected: boolean;
  /** When the viewer's session (account and client) expires. */
  expiresAt?: Date;
}

const ANONYMOUS: Authentication = { viewer: null, refreshed: null, rejected: false };

/** Reads the three values from HTTP headers or a connection_init payload (any case). */
export function presentedCredentials(
  source: Record<string, unknown> | undefined | null,
): PresentedCredentials | null {
  if (!source) return null;
  const pick = (name: string) => {
    for (const [key, value] of Object.entries(source)) {
      if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
    }
    return undefined;
  };
  const accessToken = pick("access-token");
  const client = pick("client");
  const uid = pick("uid");
  if (typeof accessToken !== "string" || typeof client !== "string" || typeof uid !== "string") return null;
  if (!accessToken || !client || !uid || accessToken.length > 200 || client.length > 200 || uid.length > 254)
    return null;
  return { accessToken, client, uid: uid.toLowerCase() };
}

/**
 * Checks the credentials against customers and then administrators (both use the same
 * header names; the token decides). `rotate: false` for WebSocket connections, which cannot
 * send a new token back.
 */
export async function authenticate(
  prisma: PrismaClient,
  credentials: PresentedCredentials | null,
  options: { rotate?: boolean; now?: Date } = {},
): Promise<Authentication> {
  if (!credentials) return ANONYMOUS;
  const now = options.now ?? new Date();
  const { accessToken, client, uid } = credentials;
  const check = async (kind: "customer" | "admin", id: number) => {
    const verified = await verifyToken(prisma, kind, id, client, accessToken, now, options.rotate ?? true);
    return (
      verified && {
        refreshed: verified.refreshed ? { ...verified.refreshed, uid } : null,
        expiresAt: verified.expiresAt,
      }
    );
  };
  const customer = await prisma.customer.findUnique({ where: { email: uid }, select: { id: true } });
  if (customer) {
    const ok = await check("customer", customer.id);
    if (ok)
      return { viewer: { kind: "customer", customerId: customer.id, uid, client }, ...ok, rejected: false };
  }
  const admin = await prisma.administrator.findUnique({
    where: { email: uid },
    select: { id: true, role: true },
  });
  if (admin) {
    const ok = await check("admin", admin.id);
    if (ok) {
      return {
        viewer: { kind: "admin", administratorId: admin.id, role: admin.role, uid, client },
        ...ok,
        rejected: false,
      };
    }
  }
  return { viewer: null, refreshed: null, rejected: true };
}

/** The response headers devise_token_auth clients expect after sign-in or a rotation. */
export function credentialHeaders(token: IssuedToken, uid: string): Record<string, string> {
  return {
    "access-token": token.accessToken,
    client: token.client,
    uid,
    expiry: String(Math.floor(token.expiresAt.getTime() / 1000)),
    "token-type": "Bearer",
  };
}

export function customerViewer(ctx: Pick<Context, "viewer">) {
  if (ctx.viewer?.kind !== "customer") throw new UnauthorizedError();
  return ctx.viewer;
}

export function adminViewer(ctx: Pick<Context, "viewer">) {
  if (ctx.viewer?.kind !== "admin") throw new UnauthorizedError();
  return ctx.viewer;
}

export function accountDeps(ctx: Context): AccountDeps {
  return {
    prisma: ctx.prisma,
    mailer: ctx.mailer,
    publicUrl: ctx.publicUrl,
    pubsub: ctx.pubsub,
    language: ctx.language,
  };
}
