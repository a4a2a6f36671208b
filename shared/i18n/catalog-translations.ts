/**
 * Translations of the catalog's names and descriptions (issue 35, decision 0053): one JSON value per
 * product, option, category, topping and topping option, `{ en: { name, description }, zh: …, ko: … }`.
 * Japanese stays in the row's own columns and is the fallback of every empty translation. The same
 * rules for the back office's form (client) and both doors of the server (GraphQL, REST); the limits
 * are the Japanese fields' own, and every message names the field in Japanese.
 */
import { z } from "../zod-ja.js";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages.js";

/** The languages a translation is entered for: every language but Japanese. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (l): l is Exclude<Language, "ja"> => l !== DEFAULT_LANGUAGE,
);
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The languages as the back office names them (its field labels: 英語名, 中国語の説明 …). */
export const LANGUAGE_NAMES_JA: Record<TranslatedLanguage, string> = {
  en: "英語",
  zh: "中国語",
  ko: "韓国語",
};

export interface TranslationEntry {
  name?: string;
  description?: string;
}
export type Translations = Partial<Record<TranslatedLanguage, TranslationEntry>>;

/** "" and whitespace mean "not translated": dropped, so the Japanese shows. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}は文字で入力してください` })
    .trim()
    .max(max, { error: `${label}は${max}文字以内で入力してください` })
    .nullish()
    .transform((v) => v || undefined);

/**
 * `nameLabel`: the Japanese field's label ("商品名", "オプション名" …): the English one is then
 * 「英語の商品名」. The limits are the Japanese fields' (shared/catalog-admin.ts CATALOG_LIMITS,
 * passed in: that module builds its schemas with this one); `descriptionMax`: products only.
 */
export function translationsSchema(nameLabel: string, limits: { nameMax: number; descriptionMax?: number }) {
  const entry = (language: TranslatedLanguage) => {
    const lang = LANGUAGE_NAMES_JA[language];
    return z
      .object({
        name: optionalText(`${lang}の${nameLabel}`, limits.nameMax),
        ...(limits.descriptionMax === undefined
          ? {}
          : { description: optionalText(`${lang}の商品説明`, limits.descriptionMax) }),
      })
      .nullish();
  };
  return z
    .object({ en: entry("en"), zh: entry("zh"), ko: entry("ko") }, { error: "翻訳の形式が正しくありません" })
    .transform((value) => compactTranslations(value as Translations));
}

/** Only the languages and fields that hold text: what is stored. */
export function compactTranslations(value: Translations | null | undefined): Translations {
  const out: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const entry = value?.[language];
    if (!entry) continue;
    const kept: TranslationEntry = {};
    if (entry.name) kept.name = entry.name;
    if (entry.description) kept.description = entry.description;
    if (Object.keys(kept).length) out[language] = kept;
  }
  return out;
}

/** A stored value read defensively (a hand-edited row may hold anything): strings only. */
export function readTranslations(value: unknown): Translations {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const entry = (value as Record<string, unknown>)[language];
    if (!entry || typeof entry !== "object") continue;
    const { name, description } = entry as Record<string, unknown>;
    const kept: TranslationEntry = {};
    if (typeof name === "string" && name.trim()) kept.name = name;
    if (typeof description === "string" && description.trim()) kept.description = description;
    if (Object.keys(kept).length) out[language] = kept;
  }
  return out;
}

/** `field` of a row in `language`, or the row's Japanese when that translation is empty. */
export function translated(
  row: { translations?: unknown } & Record<"name", string> & Partial<Record<"description", string>>,
  field: "name" | "description",
  language: Language,
): string {
  const japanese = row[field] ?? "";
  if (language === DEFAULT_LANGUAGE) return japanese;
  return readTranslations(row.translations)[language as TranslatedLanguage]?.[field] ?? japanese;
}
