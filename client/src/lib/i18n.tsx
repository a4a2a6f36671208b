// The customer pages' language (issue 35, decision 0052): one language per document, the one its
// URL names (shared/i18n/url-language.ts); switching language loads the other document. Texts come
// from the catalogues in shared/i18n/messages/ (ICU messages), so a
// component never writes a visible word, a date or a price by hand. Messages are formatted by
// FormatJS's intl-messageformat (ICU, its formatter: lib/icu-format.ts), the same engine the server's
// mails use.
import type { CataloguePart } from "@shared/i18n/catalogue-parts";
import type { Language } from "@shared/i18n/language-codes";
import { LANGUAGE_TAG } from "@shared/i18n/url-language";
import { createContext, createElement, Fragment, type ReactNode, use, useMemo } from "react";
import type ja from "../../../shared/i18n/messages/ja.json";
import { formatIcu, type IcuMessage } from "./icu-format";
import { dateFormatsOf, groupDigits } from "./intl-formats";

export type MessageKey = keyof typeof ja;
export type Messages = Record<MessageKey, string>;
type Values = Record<string, string | number | Date | null | undefined>;

type Catalogue = () => Promise<{ default: Partial<Messages> }>;
type Part = CataloguePart;
/** In this order (catalogue-parts.ts itself stays out of the first load: its lists are the build's). */
const PARTS: readonly Part[] = ["core", "home", "rest"];

/**
 * Each catalogue is three chunks (shared/i18n/catalogue-parts.ts): its core, loaded with the first
 * page, the home page's part and the rest, loaded by the first page that needs them
 * (`loadMoreMessages`). A page loads only its language's.
 */
const CATALOGUES: Record<Language, Record<Part, Catalogue>> = {
  ja: {
    core: () => import("../../../shared/i18n/messages/ja.json?part=core"),
    home: () => import("../../../shared/i18n/messages/ja.json?part=home"),
    rest: () => import("../../../shared/i18n/messages/ja.json?part=rest"),
  },
  en: {
    core: () => import("../../../shared/i18n/messages/en.json?part=core"),
    home: () => import("../../../shared/i18n/messages/en.json?part=home"),
    rest: () => import("../../../shared/i18n/messages/en.json?part=rest"),
  },
  zh: {
    core: () => import("../../../shared/i18n/messages/zh.json?part=core"),
    home: () => import("../../../shared/i18n/messages/zh.json?part=home"),
    rest: () => import("../../../shared/i18n/messages/zh.json?part=rest"),
  },
  ko: {
    core: () => import("../../../shared/i18n/messages/ko.json?part=core"),
    home: () => import("../../../shared/i18n/messages/ko.json?part=home"),
    rest: () => import("../../../shared/i18n/messages/ko.json?part=rest"),
  },
};

/** Each language's messages: its core, the other parts added to the same object as they load. */
const loaded = new Map<Language, Messages>();
const loadedParts = new Set<string>();
const loading = new Map<string, Promise<Messages>>();
/** The parts asked for so far (by the pages and dialogs shown): every language loads them. */
const wanted = new Set<Part>(["core"]);

function loadPart(language: Language, part: Part): Promise<Messages> {
  const id = `${language}:${part}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = CATALOGUES[language][part]().then((module) => {
      const messages = loaded.get(language) ?? ({} as Messages);
      Object.assign(messages, module.default);
      loaded.set(language, messages);
      loadedParts.add(id);
      return messages;
    });
    // A failed load is tried again by the next call.
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

const isReady = (language: Language) => [...wanted].every((part) => loadedParts.has(`${language}:${part}`));

/**
 * What the pages need before they render in `language`: its core, and the parts asked for so far,
 * each as far as it loads. A part that fails to load fails the page that asked for it (its route's
 * loader, app/routes.tsx: the error boundary says the page could not load and the layout stays), not
 * every page: the provider above them renders with the parts it has.
 */
function loadForPages(language: Language): Promise<Messages> {
  const parts = PARTS.filter((part) => wanted.has(part));
  const id = `${language}~${parts.join("+")}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = Promise.all(
      parts.map((part) =>
        loadPart(language, part).catch((error: unknown) => {
          if (part === "core") throw error;
        }),
      ),
    ).then(() => loaded.get(language)!);
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Loads `language`'s catalogue (once): its core, and the other parts pages have asked for;
 * rendering needs it loaded first (main.tsx, prerender.tsx).
 */
export function loadMessages(language: Language): Promise<Messages> {
  const parts = PARTS.filter((part) => wanted.has(part));
  const id = `${language}=${parts.join("+")}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = Promise.all(parts.map((part) => loadPart(language, part))).then(([messages]) => messages!);
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Loads more of the catalogues (`home`: the home page's; `rest`: the cart, checkout, account and
 * legal pages') for the page's language, and from now on with any language's catalogue: called by
 * the pages and dialogs that show them, beside their code (app/routes.tsx,
 * domain/catalog/product-card.tsx).
 */
export function loadMoreMessages(...parts: Exclude<Part, "core">[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  const languages = new Set([
    ...loaded.keys(),
    ...[...loading.keys()].map((id) => id.split(/[:=~]/)[0] as Language),
  ]);
  return Promise.all([...languages].map((language) => loadMessages(language))).then(() => undefined);
}

/** The page's language and its catalogue, with the formatting of its messages. */
export interface I18n {
  language: Language;
  /** Whether the catalogue has `key` (a field error's specific text, components/form). */
  has: (key: string) => boolean;
  t: Translate;
  rich: RichTranslate;
  /** The BCP 47 tag for Intl (`zh-Hans` for our `zh`). */
  tag: string;
}

export type Translate = (key: MessageKey, values?: Values) => string;
type RichValues = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;
export type RichTranslate = (key: MessageKey, values: RichValues) => ReactNode;

/** A message's `<tag>…</tag>` as a link that opens in a new tab (the terms beside a form). */
export const newTabLink = (href: string) => (chunks: ReactNode[]) => (
  <a href={href} target="_blank" rel="noreferrer">
    {chunks}
  </a>
);

function createI18n(language: Language, messages: Messages): I18n {
  const tag = LANGUAGE_TAG[language];
  // A string with arguments in tests (icu-format.ts parses it); an AST in the build (vite-icu-ast.ts).
  const format = <T,>(key: string, values: unknown) =>
    formatIcu<T>(messages[key as MessageKey] as unknown as IcuMessage, tag, values as never);
  const message = (key: string): unknown => {
    const found = (messages as Record<string, unknown>)[key];
    // A missing key fails the catalogue test (shared/i18n/messages.test.ts); here it shows the key.
    if (found === undefined && import.meta.env.DEV) console.error(`No message ${key} in ${language}`);
    return found;
  };
  return {
    language,
    tag,
    has: (key) => key in messages,
    t: (key, values) => {
      const found = message(key);
      if (found === undefined) return key;
      // A message without arguments is a plain string: shown as it is.
      if (typeof found === "string" && !/[{<]/.test(found)) return found;
      const formatted = format<never>(key, values);
      return typeof formatted === "string" ? formatted : formatted.join("");
    },
    rich: (key, values) => {
      if (message(key) === undefined) return key;
      const parts = format<ReactNode>(key, values);
      // Spread as children: React needs no keys for them.
      return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
    },
  };
}

const I18nContext = createContext<I18n | null>(null);
const made = new Map<Language, I18n>();

/** Pages in `language`, with its catalogue (loaded by loadMessages before the first render). */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  // Loaded before the first render; a later page in another language (a staff screen reached from
  // an English page) waits for its catalogue.
  const messages = isReady(language) ? loaded.get(language)! : use(loadForPages(language));
  let i18n = made.get(language);
  if (!i18n) {
    i18n = createI18n(language, messages);
    made.set(language, i18n);
  }
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** The page's language and its catalogue. */
export function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error("useI18n outside LanguageProvider (app/root.tsx)");
  return i18n;
}

/** The page's language. */
export function useLanguage(): Language {
  return useI18n().language;
}

/** The catalogue's text for `key` in the page's language, with `values` put in. */
export function useT(): Translate {
  return useI18n().t;
}

/** Rich text: `<b>…</b>`-style tags in a message rendered by the given functions. */
export function useRichT(): RichTranslate {
  return useI18n().rich;
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
  const { t, tag } = useI18n();
  return useMemo(() => {
    const yen = (amount: number) => t("money.yen", { amount: groupDigits(amount) });
    const day = (value: string | Date) => {
      const date =
        typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? new Date(`${value}T12:00:00+09:00`)
          : new Date(value);
      return dateFormatsOf(tag).day.format(date);
    };
    const time = (value: string | Date) => dateFormatsOf(tag).time.format(new Date(value));
    return {
      yen,
      taxIncluded: (amount) => t("money.taxIncluded", { price: yen(amount) }),
      day,
      time,
      slot: (startsAt, endsAt) =>
        t("time.slot", { day: day(startsAt), from: time(startsAt), to: endsAt ? time(endsAt) : "" }),
    };
  }, [t, tag]);
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
