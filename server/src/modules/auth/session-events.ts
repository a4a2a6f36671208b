// "An account's sessions or rights changed": published after the commit of a sign-out, a
// password or e-mail change that signs other devices out, the deletion of an account, or an
// administrator's new role. Every instance hears it (local-first, then through Redis) and checks
// its live WebSockets of that account against the database (graphql/live-sessions.ts), closing
// those whose session ended (4401) or whose rights changed (4403): decision 0021.
// The payload names the account only; the database says what is still allowed.
import type { PubSub } from "graphql-yoga";
import { logger } from "../../lib/log.js";
import type { AccountKind } from "./tokens.js";

export const SESSIONS_CHANGED = "auth:sessions-changed";

export interface SessionsChangedPayload {
  kind: AccountKind;
  accountId: number;
  at: string;
}

export type SessionEventTopics = {
  [SESSIONS_CHANGED]: [SessionsChangedPayload];
};

export type SessionEventPubSub = Pick<PubSub<SessionEventTopics>, "publish">;

/** After the commit; never fails the change that caused it. */
export function sessionsChanged(
  pubsub: SessionEventPubSub | undefined,
  kind: AccountKind,
  accountId: number,
): void {
  if (!pubsub) return;
  try {
    pubsub.publish(SESSIONS_CHANGED, { kind, accountId, at: new Date().toISOString() });
  } catch (error) {
    logger.error({ err: error }, `[auth] could not announce a change to ${kind} ${accountId}'s sessions`);
  }
}
