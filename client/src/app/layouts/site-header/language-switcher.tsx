import { LANGUAGES, type Language } from "@shared/i18n/language-codes";
import { LANGUAGE_NAME, LANGUAGE_TAG, localizeHref, splitLanguage } from "@shared/i18n/url-language";
import { useLocation } from "react-router";
import { useLanguage, useT } from "../../../lib/i18n";
import { keepLanguage } from "../../../lib/keep-language";

/**
 * The same page in each language (decision 0052): plain links, so the other document loads with
 * its own texts, prerendered menu and `<html lang>`; they work before the scripts run too.
 */
export function LanguageSwitcher() {
  const t = useT();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const { path } = splitLanguage(pathname);
  return (
    <nav className="language-switcher" aria-label={t("header.language")}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={hrefIn(language, path, search, hash)}
              hrefLang={LANGUAGE_TAG[language]}
              lang={LANGUAGE_TAG[language]}
              aria-current={language === current ? "true" : undefined}
              onClick={() => keepLanguage(language)}
            >
              {LANGUAGE_NAME[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The page in `language`. Japanese goes through "/ja/…", which the server answers by keeping
 * Japanese and sending the unprefixed page (server/src/http/page-language.ts): without that, a
 * click before the scripts run would be sent back to the visitor's kept language.
 */
function hrefIn(language: Language, path: string, search: string, hash: string): string {
  const page = `${path}${search}${hash}`;
  return language === "ja" ? `/ja${path === "/" ? "" : path}${search}${hash}` : localizeHref(page, language);
}
