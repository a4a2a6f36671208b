// Text a visitor typed, made safe to quote in a mail the shop sends (issue 31, decision 0036): a
// name, address or message must not become a link in the recipient's mail program, or anyone could
// make the shop mail a stranger a link. Schemes lose their "://", domain names and IP addresses
// their dots ("evil[.]example"), as security teams "defang" addresses they quote. What the visitor
// wrote stays readable; the stored value is untouched (staff see it as written in the back office).

/** `http://`, `https://`, `ftp://`, `hxxp://`: any scheme followed by `://` or `:\\`. */
const SCHEME = /([a-z][a-z0-9+.-]{0,30}):(?=[/\\]{2})/gi;
/** `mailto:` and `javascript:`-style schemes that need no slashes to be linked. */
const BARE_SCHEME = /\b(mailto|javascript|data|vbscript|sms|callto|skype|intent):/gi;
/** Host names: labels joined by dots, ending in a letter-only (or punycode) top-level label. */
const DOMAIN = /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})(?![a-z0-9-])/giu;
/** IPv4 addresses, which link programs open as readily as names. */
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;

export function defang(text: string): string {
  return text
    .replace(SCHEME, "$1[:]")
    .replace(BARE_SCHEME, "$1[:]")
    .replace(DOMAIN, (host) => host.replaceAll(".", "[.]"))
    .replace(IPV4, (ip) => ip.replaceAll(".", "[.]"));
}

/** A copy of `record` with the named text fields defanged (null and absent fields stay as they are). */
export function defangFields<T extends object>(record: T, keys: readonly string[]): T {
  const copy = { ...record } as Record<string, unknown>;
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === "string") copy[key] = defang(value);
  }
  return copy as T;
}
