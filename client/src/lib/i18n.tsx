// The customer pages' language (issue 35, decision 0052): one language per document, the one its
// URL names (shared/i18n/url-language.ts); switching language loads the other document. Texts come
// from the catalogues in shared/i18n/messages/ (ICU messages, formatted by react-intl), so a
// component never writes a visible word, a date or a price by hand.
import type { Language } from "@shared/i18n/languages";
import { LANGUAGE_TAG } from "@shared/i18n/url-language";
import { createContext, type ReactNode, use, useMemo } from "react";
import { IntlProvider, useIntl } from "react-intl";
import type ja from "../../../shared/i18n/messages/ja.json";

export type MessageKey = keyof typeof ja;
export type Messages = Record<MessageKey, string>;
type Values = Record<string, string | number | Date | null | undefined>;

/** Each catalogue is a chunk of its own: a page loads only its language's. */
const CATALOGUES: Record<Language, () => Promise<{ default: Messages }>> = {
  ja: () => import("../../../shared/i18n/messages/ja.json"),
  en: () => import("../../../shared/i18n/messages/en.json"),
  zh: () => import("../../../shared/i18n/messages/zh.json"),
  ko: () => import("../../../shared/i18n/messages/ko.json"),
};

const loaded = new Map<Language, Messages>();
const loading = new Map<Language, Promise<Messages>>();

/** Loads `language`'s catalogue (once); rendering needs it loaded first (main.tsx, prerender.tsx). */
export async function loadMessages(language: Language): Promise<Messages> {
  const kept = loaded.get(language);
  if (kept) return kept;
  let promise = loading.get(language);
  if (!promise) {
    promise = CATALOGUES[language]().then((module) => {
      loaded.set(language, module.default);
      return module.default;
    });
    loading.set(language, promise);
  }
  return promise;
}

const LanguageContext = createContext<Language>("ja");

/** Pages in `language`, with its catalogue (loaded by loadMessages before the first render). */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  // Loaded before the first render; a later page in another language (a staff screen reached from
  // an English page) waits for its catalogue.
  const messages = loaded.get(language) ?? use(loadMessages(language));
  return (
    <LanguageContext value={language}>
      <IntlProvider
        locale={LANGUAGE_TAG[language]}
        defaultLocale="ja"
        timeZone="Asia/Tokyo"
        messages={messages}
        onError={reportMissing}
      >
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}

function reportMissing(error: Error) {
  // A missing key fails the catalogue test (shared/i18n/messages.test.ts); here it is only logged.
  if (import.meta.env.DEV) console.error(error);
}

/** The page's language. */
export function useLanguage(): Language {
  return use(LanguageContext);
}

export type Translate = (key: MessageKey, values?: Values) => string;

/** The catalogue's text for `key` in the page's language, with `values` put in. */
export function useT(): Translate {
  const intl = useIntl();
  return useMemo(() => (key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** Rich text: `<b>…</b>`-style tags in a message rendered by the given functions. */
export function useRichT() {
  const intl = useIntl();
  return (key: MessageKey, values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>) =>
    intl.formatMessage({ id: key }, values as never) as ReactNode;
}

/** Whole yen grouped by thousands, e.g. 1080 → "1,080" (by hand: decision 0025). */
function groupDigits(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 && rounded !== 0 ? "-" : ""}${digits}`;
}

export interface Formats {
  /** "1,080円" / "¥1,080" */
  yen: (amount: number) => string;
  /** "1,080円（税込）" / "¥1,080 (tax incl.)" */
  taxIncluded: (amount: number) => string;
  /** "11/23(月)" / "Mon, 11/23" for a YYYY-MM-DD Tokyo day or an instant. */
  day: (value: string | Date) => string;
  /** "11:15" in Tokyo. */
  time: (value: string | Date) => string;
  /** "11/23(月) 11:15〜11:30" */
  slot: (startsAt: string, endsAt?: string | null) => string;
}

/** Money, days, times and slots in the page's language, by the catalogue and Intl. */
export function useFormats(): Formats {
  const t = useT();
  const intl = useIntl();
  return useMemo(() => {
    const yen = (amount: number) => t("money.yen", { amount: groupDigits(amount) });
    const day = (value: string | Date) => {
      const date =
        typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? new Date(`${value}T12:00:00+09:00`)
          : new Date(value);
      return intl.formatDate(date, { month: "numeric", day: "numeric", weekday: "short" });
    };
    const time = (value: string | Date) =>
      intl.formatTime(new Date(value), { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    return {
      yen,
      taxIncluded: (amount) => t("money.taxIncluded", { price: yen(amount) }),
      day,
      time,
      slot: (startsAt, endsAt) =>
        t("time.slot", { day: day(startsAt), from: time(startsAt), to: endsAt ? time(endsAt) : "" }),
    };
  }, [t, intl]);
}

/**
 * A message without arguments as plain text, outside React (the document's title), from a catalogue
 * already loaded; undefined when it has not loaded. Catalogues are ICU strings in tests and ASTs in
 * the build (scripts/vite-icu-ast.ts): an AST without arguments is a list of literals.
 */
export function plainMessage(language: Language, key: MessageKey): string | undefined {
  const message = loaded.get(language)?.[key] as unknown;
  if (typeof message === "string") return message;
  if (Array.isArray(message))
    return message
      .map((node: { value?: unknown }) => (typeof node.value === "string" ? node.value : ""))
      .join("");
  return undefined;
}
