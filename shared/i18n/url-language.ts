import { DEFAULT_LANGUAGE, isLanguage, type Language, localizedPath } from "./language-codes.js";

// Where a page's language lives: its URL (issue 35, decision 0052). Japanese at the unprefixed
// paths; English, Chinese and Korean under /en, /zh, /ko. Staff screens have no other language.

/** The cookie that keeps a visitor's language between visits (read by the server's redirect). */
export const LANGUAGE_COOKIE = "shop_lang";

/** `<html lang>` and `hreflang` values: BCP 47 tags (our `zh` is Simplified Chinese). */
export const LANGUAGE_TAG: Record<Language, string> = { ja: "ja", en: "en", zh: "zh-Hans", ko: "ko" };

/** Each language's own name, as the header's switcher shows it. */
export const LANGUAGE_NAME: Record<Language, string> = {
  ja: "日本語",
  en: "English",
  zh: "简体中文",
  ko: "한국어",
};

const STAFF = /^\/(admin|shop)(\/|$)/;

/** Whether `path` is a staff screen (the back office, the counter): always Japanese, never prefixed. */
export function isStaffPath(path: string): boolean {
  return STAFF.test(path);
}

/** The language of a path and the path without its prefix: "/en/menu" → en, "/menu". */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/(en|zh|ko)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1] as Language, path: match[2] || "/" };
}

/** The language of the page at `pathname`. */
export function languageOfPath(pathname: string): Language {
  return splitLanguage(pathname).language;
}

/**
 * `to` (an absolute path, possibly with ?query and #hash) as a link from a page in `language`:
 * prefixed, unless it is a staff screen or already names its language ("/ja/…" names Japanese and
 * is sent without a prefix).
 */
export function localizeHref(to: string, language: Language): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  if (/^\/ja(?=[/?#]|$)/.test(to)) {
    const rest = to.slice(3);
    return rest.startsWith("/") ? rest : `/${rest}`;
  }
  const pathEnd = to.search(/[?#]/);
  const path = pathEnd === -1 ? to : to.slice(0, pathEnd);
  if (
    isStaffPath(path) ||
    /^\/(en|zh|ko)(\/|$)/.test(path) ||
    /^\/(api|graphql|media|assets)(\/|$)/.test(path)
  ) {
    return to;
  }
  const rest = pathEnd === -1 ? "" : to.slice(pathEnd);
  return `${localizedPath(language, path)}${rest}`;
}

/**
 * The visitor's preferred language among ours from an Accept-Language header (or the browser's
 * navigator.languages joined with commas): the first by quality that we have, Japanese when none.
 * Every Chinese tag reads Simplified Chinese (the only Chinese we have).
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language kept in a Cookie header's `shop_lang`, or null. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return value && isLanguage(value) ? value : null;
}
