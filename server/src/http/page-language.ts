// The language of a customer page's document (issue 35, decision 0052): the URL names it; a visit to
// an unprefixed (Japanese) page goes to the visitor's language when it is another one, kept in the
// `shop_lang` cookie (the header's switcher sets it) or, on a first visit, read from
// Accept-Language. Each page names its versions in the other languages (hreflang).
import { LANGUAGES, type Language, localizedPath } from "../../../shared/i18n/languages.js";
import {
  isStaffPath,
  LANGUAGE_COOKIE,
  LANGUAGE_TAG,
  languageFromCookie,
  preferredLanguage,
  splitLanguage,
} from "../../../shared/i18n/url-language.js";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface LanguageRedirect {
  location: string;
  setCookie: string | null;
}

/**
 * Where a GET of a Japanese page should go instead, or null: only an unprefixed customer page, and
 * only when the visitor's language (cookie, else Accept-Language) is not Japanese.
 */
export function languageRedirect(
  pathname: string,
  search: string,
  headers: { cookie?: string; acceptLanguage?: string },
): LanguageRedirect | null {
  if (isStaffPath(pathname) || splitLanguage(pathname).language !== "ja") return null;
  const kept = languageFromCookie(headers.cookie);
  const language: Language = kept ?? preferredLanguage(headers.acceptLanguage);
  if (language === "ja") return null;
  return {
    location: `${localizedPath(language, pathname)}${search}`,
    setCookie: kept ? null : keepCookie(language),
  };
}

/**
 * A page under a language prefix we do not have ("/fr/menu", "/en-GB/cart"): the same page in the
 * nearest language we have (Japanese when none), when there is such a page; else null (a 404).
 * "/ja/…" is the header's switcher asking for Japanese: it is kept (the cookie), so that the
 * Japanese page is not sent back to another language, with or without the page's scripts.
 */
export function unknownLanguageTarget(
  pathname: string,
  search: string,
  isPage: (path: string) => boolean,
): LanguageRedirect | null {
  const match = /^\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)(\/.*)?$/.exec(pathname);
  if (!match?.[1] || (match[1] !== "ja" && LANGUAGES.includes(match[1] as Language))) return null;
  const rest = match[2] || "/";
  if (isStaffPath(rest) || !isPage(rest) || splitLanguage(rest).language !== "ja") return null;
  return {
    location: `${localizedPath(preferredLanguage(match[1]), rest)}${search}`,
    setCookie: match[1] === "ja" ? keepCookie("ja") : null,
  };
}

function keepCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The Link header's alternates of a customer page: each language's version and x-default (Japanese). */
export function alternateLinks(pathname: string): string | undefined {
  if (isStaffPath(pathname)) return undefined;
  const { path } = splitLanguage(pathname);
  const links = LANGUAGES.map(
    (language) => `<${localizedPath(language, path)}>; rel="alternate"; hreflang="${LANGUAGE_TAG[language]}"`,
  );
  links.push(`<${path}>; rel="alternate"; hreflang="x-default"`);
  return links.join(", ");
}
