import { z } from "../zod-ja.js";

// The storefront's languages (issue 35). Japanese is the default and the fallback of every text.
export const LANGUAGES = ["ja", "en", "zh", "ko"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ja";

// The request header that carries the visitor's language to GraphQL and REST.
export const LANGUAGE_HEADER = "x-shop-lang";

export const languageSchema = z.enum(LANGUAGES, { message: "言語の指定が正しくありません" });

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

// An unknown or missing language is Japanese, never an error.
export function resolveLanguage(value: unknown): Language {
  const v = typeof value === "string" ? value.trim().toLowerCase() : value;
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}

// A page's path in a language: Japanese unprefixed, the others under /en, /zh, /ko.
export function localizedPath(language: Language, path: string): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path === "/" ? "" : path}`;
}
