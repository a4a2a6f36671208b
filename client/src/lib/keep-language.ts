import type { Language } from "@shared/i18n/language-codes";
import { LANGUAGE_COOKIE } from "@shared/i18n/url-language";

/**
 * Kept for a year: the server sends a later visit to an unprefixed page to this language (decision
 * 0052) — the header's switcher, and a page leaving for a fixed return address (LINE Login's
 * /line/callback), so the visitor comes back to their language.
 */
export function keepLanguage(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie read by the server
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
