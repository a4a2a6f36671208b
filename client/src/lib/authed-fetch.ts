import {
  clearCredentials,
  credentialHeaders,
  type Realm,
  readCredentials,
  storeRefreshedToken,
} from "./credentials";

/**
 * fetch() with the realm's credentials, for requests Apollo's link does not make (a multipart
 * upload, a file to save). Like the link (app/auth-links.ts): a rotated token is kept, and a 401
 * means the session is gone, so the credentials are cleared and the page's guard sends the person to
 * the login page. Null when no credentials are stored (nothing is sent).
 */
export async function authedFetch(
  realm: Realm,
  url: string,
  init: RequestInit = {},
): Promise<Response | null> {
  if (!readCredentials(realm)) return null;
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(credentialHeaders(realm))) headers.set(name, value);
  const res = await fetch(url, { ...init, headers });
  storeRefreshedToken(realm, res.headers);
  if (res.status === 401) clearCredentials(realm);
  return res;
}
