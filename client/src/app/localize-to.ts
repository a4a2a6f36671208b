import type { Language } from "@shared/i18n/language-codes";
import { localizeHref } from "@shared/i18n/url-language";
import type { To } from "react-router";

/** A router target in `language` (shared/i18n/url-language.ts's localizeHref, for strings and paths). */
export function localizeTo(to: To, language: Language): To {
  if (language === "ja" && !(typeof to === "string" ? to : (to.pathname ?? "")).startsWith("/ja")) return to;
  if (typeof to === "string") return localizeHref(to, language);
  if (!to.pathname) return to;
  return { ...to, pathname: localizeHref(to.pathname, language) };
}
