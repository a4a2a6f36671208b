import { clearCredentials, type Realm } from "./credentials";

/**
 * Close codes the server gives a WebSocket whose session ended (decision 0021): 4401 signed out,
 * expired or deleted; 4403 the administrator's rights changed. Neither is worth a retry with the
 * same credentials.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
export const RIGHTS_CHANGED_CLOSE_CODE = 4403;

export type SessionEnd = "ended" | "rights-changed";

export const SESSION_END_MESSAGES: Record<SessionEnd, string> = {
  ended: "ログインの有効期限が切れたか、ログアウトされました。もう一度ログインしてください。",
  "rights-changed": "権限が変更されました。もう一度ログインしてください。",
};

const NOTICE_KEY = "karaage:session-end";

/** Why a socket was closed, when it was closed because its session ended. */
export function sessionEndOf(event: unknown): SessionEnd | null {
  const code = (event as { code?: unknown } | null)?.code;
  if (code === SESSION_ENDED_CLOSE_CODE) return "ended";
  if (code === RIGHTS_CHANGED_CLOSE_CODE) return "rights-changed";
  return null;
}

let ends = 0;

/**
 * The realm's session is over: its credentials are forgotten (the pages that need them go to their
 * login, which says why) and nothing reconnects with them.
 */
export function endSession(realm: Realm, why: SessionEnd): void {
  ends += 1;
  try {
    window.sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ realm, why }));
  } catch {
    // Storage disabled: the login page simply says nothing.
  }
  clearCredentials(realm);
}

/** How many sessions ended on this page so far (a subscription that saw one may start again). */
export function sessionEnds(): number {
  return ends;
}

/** The message for the realm's login page, if its session just ended here. */
export function sessionEndMessage(realm: Realm): string {
  try {
    const raw = window.sessionStorage.getItem(NOTICE_KEY);
    if (!raw) return "";
    const notice = JSON.parse(raw) as { realm?: unknown; why?: unknown };
    if (notice.realm !== realm) return "";
    return SESSION_END_MESSAGES[notice.why as SessionEnd] ?? "";
  } catch {
    return "";
  }
}

/** Said once: the login page forgets the notice after showing it. */
export function forgetSessionEnd(): void {
  try {
    window.sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing stored.
  }
}
