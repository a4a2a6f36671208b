import { ADMIN_STORAGE_KEYS } from "@shared/constants";

/**
 * Whose credentials a request carries: the back office (/admin/*) and the counter (/shop/*, staff
 * only: decision 0013) or the customer (everything else).
 */
export type Realm = "customer" | "admin";

/** devise_token_auth's three values, sent back as the headers `access-token`, `client` and `uid`. */
export interface Credentials {
  accessToken: string;
  client: string;
  uid: string;
}

const KEYS: Record<Realm, Record<keyof Credentials, string>> = {
  customer: { accessToken: "access-token", client: "client", uid: "uid" },
  admin: {
    accessToken: ADMIN_STORAGE_KEYS.accessToken,
    client: ADMIN_STORAGE_KEYS.client,
    uid: ADMIN_STORAGE_KEYS.uid,
  },
};

/**
 * The stored token's `expiry` (Unix seconds), so that of two rotated tokens the newest is kept: a
 * slow answer carrying an older token must not replace a newer one (decision 0036).
 */
const expiryKey = (realm: Realm) => `${KEYS[realm].accessToken}-expiry`;

/** Extra admin values kept next to the credentials and removed with them. */
const ADMIN_EXTRAS = [ADMIN_STORAGE_KEYS.name, ADMIN_STORAGE_KEYS.role];

// "storage" only fires in other tabs, so writes in this tab announce themselves with this event.
export const SESSION_EVENT = "karaage:session-change";

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage disabled: behave as logged out.
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the session simply does not survive a reload.
  }
}

export function realmForPath(pathname: string): Realm {
  const staff = ["/admin", "/shop"].some((root) => pathname === root || pathname.startsWith(`${root}/`));
  return staff ? "admin" : "customer";
}

/** The stored credentials, or null unless all three values exist (the spec's login-state rule). */
export function readCredentials(realm: Realm): Credentials | null {
  const keys = KEYS[realm];
  const accessToken = readStorage(keys.accessToken);
  const client = readStorage(keys.client);
  const uid = readStorage(keys.uid);
  return accessToken && client && uid ? { accessToken, client, uid } : null;
}

export function storeCredentials(
  realm: Realm,
  credentials: Credentials,
  extras: { name?: string; role?: string } = {},
) {
  const keys = KEYS[realm];
  writeStorage(keys.accessToken, credentials.accessToken);
  writeStorage(keys.client, credentials.client);
  writeStorage(keys.uid, credentials.uid);
  writeStorage(expiryKey(realm), null);
  if (realm === "admin") {
    if (extras.name !== undefined) writeStorage(ADMIN_STORAGE_KEYS.name, extras.name);
    if (extras.role !== undefined) writeStorage(ADMIN_STORAGE_KEYS.role, extras.role);
  }
  notifySessionChange();
}

export function clearCredentials(realm: Realm): void {
  for (const key of Object.values(KEYS[realm])) writeStorage(key, null);
  writeStorage(expiryKey(realm), null);
  if (realm === "admin") for (const key of ADMIN_EXTRAS) writeStorage(key, null);
  notifySessionChange();
}

/**
 * A response's rotated token (devise_token_auth sends a new `access-token` with the same `client`
 * and `uid`). Kept only while the same session is still stored, so a late response cannot bring
 * back credentials that a logout or another sign-in has replaced, and only when it is newer (a
 * later `expiry`) than the one stored.
 */
export function storeRefreshedToken(realm: Realm, headers: Pick<Headers, "get">): boolean {
  const accessToken = headers.get("access-token");
  const client = headers.get("client");
  const uid = headers.get("uid");
  if (!accessToken || !client || !uid) return false;
  const current = readCredentials(realm);
  if (!current || current.client !== client || current.uid.toLowerCase() !== uid.toLowerCase()) return false;
  if (current.accessToken === accessToken) return false;
  // Answers may arrive out of order: a token that expires no later than the stored one is older.
  const expiry = Number(headers.get("expiry"));
  const storedExpiry = Number(readStorage(expiryKey(realm)));
  if (expiry > 0 && storedExpiry > 0 && expiry <= storedExpiry) return false;
  writeStorage(KEYS[realm].accessToken, accessToken);
  if (expiry > 0) writeStorage(expiryKey(realm), String(expiry));
  notifySessionChange();
  return true;
}

/** The headers every GraphQL request and the WebSocket connection_init carry. */
export function credentialHeaders(realm: Realm): Record<string, string> {
  const credentials = readCredentials(realm);
  return credentials
    ? { "access-token": credentials.accessToken, client: credentials.client, uid: credentials.uid }
    : {};
}

export function storedAdminName(): string {
  return readStorage(ADMIN_STORAGE_KEYS.name) ?? "";
}

export function storedAdminRole(): string {
  return readStorage(ADMIN_STORAGE_KEYS.role) ?? "";
}

/** Where to go after logging in: a same-site path only, never another origin. */
export function safeReturnPath(from: unknown, fallback: string): string {
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) {
    return fallback;
  }
  return from;
}

/** uid is the e-mail address: after changing it, the same session continues under the new one. */
export function updateStoredUid(realm: Realm, uid: string): void {
  const current = readCredentials(realm);
  if (!current || current.uid === uid) return;
  storeCredentials(realm, { ...current, uid });
}
