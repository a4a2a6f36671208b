// Live sessions end when the right to them ends (decision 0021). A WebSocket is authenticated once,
// from its connection_init, and stays that viewer's until it closes; so the server keeps each
// signed-in socket here and closes it within a second of the session ending:
// - 4401 "Session ended": signed out, the token expired, the account deleted, or signed out by a
//   password or e-mail change elsewhere. The client forgets the credentials and shows its login.
// - 4403 "Rights changed": an administrator's role changed. The client signs in again.
// Changes are announced by the services (auth/session-events.ts) on every instance; each instance
// checks its own sockets of that account against the database, which says what still holds.
import type { PubSub } from "graphql-yoga";
import type { WebSocket } from "ws";
import type { PrismaClient } from "../generated/prisma/client.js";
import { logger } from "../lib/log.js";
import {
  SESSIONS_CHANGED,
  type SessionEventTopics,
  type SessionsChangedPayload,
} from "../modules/auth/session-events.js";
import type { Authentication, Viewer } from "../modules/auth/viewer.js";

export const SESSION_ENDED_CLOSE_CODE = 4401;
export const RIGHTS_CHANGED_CLOSE_CODE = 4403;
export const SESSION_ENDED_REASON = "Session ended";
export const RIGHTS_CHANGED_REASON = "Rights changed";

/** setTimeout's longest delay; a later expiry is checked again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** With the database away, a due expiry is checked again this much later. */
const RETRY_MS = 5_000;
/** Accounts whose last change is remembered for connections still authenticating. */
const REMEMBERED_CHANGES = 10_000;

interface LiveSession {
  socket: WebSocket;
  viewer: Viewer;
  key: string;
  timer?: NodeJS.Timeout;
  gone?: boolean;
}

type Standing =
  | { ok: true; expiresAt: Date }
  | { ok: false; code: typeof SESSION_ENDED_CLOSE_CODE | typeof RIGHTS_CHANGED_CLOSE_CODE };

const keyOf = (kind: SessionsChangedPayload["kind"], accountId: number) => `${kind}:${accountId}`;
const viewerKey = (viewer: Viewer) =>
  viewer.kind === "admin" ? keyOf("admin", viewer.administratorId) : keyOf("customer", viewer.customerId);

/** Whether a socket's viewer still has the session (account and client) and rights it started with. */
export async function standingOf(prisma: PrismaClient, viewer: Viewer, now: Date): Promise<Standing> {
  const ended = { ok: false, code: SESSION_ENDED_CLOSE_CODE } as const;
  if (viewer.kind === "admin") {
    const [admin, token] = await Promise.all([
      prisma.administrator.findUnique({ where: { id: viewer.administratorId }, select: { role: true } }),
      prisma.adminAuthToken.findFirst({
        where: { administratorId: viewer.administratorId, client: viewer.client },
        select: { expiresAt: true },
      }),
    ]);
    if (!admin || !token || token.expiresAt <= now) return ended;
    if (admin.role !== viewer.role) return { ok: false, code: RIGHTS_CHANGED_CLOSE_CODE };
    return { ok: true, expiresAt: token.expiresAt };
  }
  const token = await prisma.customerAuthToken.findFirst({
    where: { customerId: viewer.customerId, client: viewer.client },
    select: { expiresAt: true },
  });
  // Deleting a customer deletes their tokens with them.
  if (!token || token.expiresAt <= now) return ended;
  return { ok: true, expiresAt: token.expiresAt };
}

export class LiveSessions {
  private readonly byAccount = new Map<string, Set<LiveSession>>();
  private changes = 0;
  /** Account key -> number of the last change heard (insertion order = age). */
  private readonly lastChange = new Map<string, number>();

  constructor(private readonly prisma: PrismaClient) {}

  /** Call before authenticating a connection; pass the result to `admit`. */
  mark(): number {
    return this.changes;
  }

  /**
   * Keeps a signed-in socket until it closes. A change to its account heard since `mark` (while it
   * was authenticating) is checked at once, so a sign-out racing the connection is not missed.
   */
  admit(socket: WebSocket, auth: Authentication, mark: number): void {
    const viewer = auth.viewer;
    if (!viewer || !auth.expiresAt) return;
    const live: LiveSession = { socket, viewer, key: viewerKey(viewer) };
    let set = this.byAccount.get(live.key);
    if (!set) {
      set = new Set();
      this.byAccount.set(live.key, set);
    }
    set.add(live);
    socket.once("close", () => this.forget(live));
    this.schedule(live, auth.expiresAt);
    if ((this.lastChange.get(live.key) ?? -1) >= mark) void this.check(live);
  }

  /** An account's sessions or rights changed (on any instance): check its sockets here. */
  changed(kind: SessionsChangedPayload["kind"], accountId: number): Promise<void> {
    const key = keyOf(kind, accountId);
    this.changes += 1;
    this.lastChange.delete(key);
    this.lastChange.set(key, this.changes);
    for (const oldest of this.lastChange.keys()) {
      if (this.lastChange.size <= REMEMBERED_CHANGES) break;
      this.lastChange.delete(oldest);
    }
    const set = this.byAccount.get(key);
    return Promise.all([...(set ?? [])].map((live) => this.check(live))).then(() => {});
  }

  /** Hears every instance's announcements; returns a stop function for shutdown. */
  listen(pubsub: Pick<PubSub<SessionEventTopics>, "subscribe">): () => Promise<void> {
    const events = pubsub.subscribe(SESSIONS_CHANGED);
    const done = (async () => {
      for await (const event of events) void this.changed(event.kind, event.accountId);
    })().catch((error) => logger.error({ err: error }, "[sessions] change listener stopped"));
    return async () => {
      await events.return?.();
      await done;
    };
  }

  /** Signed-in sockets being watched (for tests and health). */
  get size(): number {
    let size = 0;
    for (const set of this.byAccount.values()) size += set.size;
    return size;
  }

  private async check(live: LiveSession): Promise<void> {
    let standing: Standing;
    try {
      standing = await standingOf(this.prisma, live.viewer, new Date());
    } catch (error) {
      logger.error({ err: error }, `[sessions] could not check a live session (${live.key})`);
      this.schedule(live, new Date(Date.now() + RETRY_MS));
      return;
    }
    if (live.gone) return;
    if (standing.ok) {
      // A request over HTTP may have rotated the token and so pushed the expiry back.
      this.schedule(live, standing.expiresAt);
      return;
    }
    this.forget(live);
    const reason = standing.code === SESSION_ENDED_CLOSE_CODE ? SESSION_ENDED_REASON : RIGHTS_CHANGED_REASON;
    live.socket.close(standing.code, reason);
  }

  private schedule(live: LiveSession, at: Date): void {
    clearTimeout(live.timer);
    if (live.gone) return;
    const delay = Math.min(Math.max(at.getTime() - Date.now(), 0), MAX_DELAY_MS);
    live.timer = setTimeout(() => void this.check(live), delay);
    live.timer.unref();
  }

  private forget(live: LiveSession): void {
    live.gone = true;
    clearTimeout(live.timer);
    const set = this.byAccount.get(live.key);
    if (!set?.delete(live)) return;
    if (set.size === 0) this.byAccount.delete(live.key);
  }
}
