// The storefront's language codes for the browser's bundle (decision 0052): the same as
// shared/i18n/languages.ts (i35b's, which the server uses), without its zod schema, which would
// bring zod into every page's first load. url-language.test.ts checks that the two agree; once
// both branches are in, languages.ts can re-export these.
export const LANGUAGES = ["ja", "en", "zh", "ko"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ja";

/** The request header that carries the visitor's language to GraphQL and REST. */
export const LANGUAGE_HEADER = "x-shop-lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A page's path in a language: Japanese unprefixed, the others under /en, /zh, /ko. */
export function localizedPath(language: Language, path: string): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path === "/" ? "" : path}`;
}
