// The catalog's translations in the back office (issue 35, decision 0053): the input the forms send
// beside the Japanese, and the stored values read back (administrators only). The storefront reads
// no such field: its `name` and `description` already come in the visitor's language.
import {
  readTranslations,
  type TranslationEntry,
  type Translations,
} from "../../../../shared/i18n/catalog-translations.js";
import { builder } from "../../builder.js";
import { ProductOption } from "../catalog/catalog.graphql.js";

export const TranslationInput = builder.inputType("TranslationInput", {
  description: "One language's text; empty or null: not translated (Japanese shows)",
  fields: (t) => ({
    name: t.string(),
    description: t.string({ description: "Products only; ignored elsewhere" }),
  }),
});

export const TranslationsInput = builder.inputType("TranslationsInput", {
  description: "Replaces the stored translations whole; leave the argument out to keep them",
  fields: (t) => ({
    en: t.field({ type: TranslationInput }),
    zh: t.field({ type: TranslationInput, description: "Simplified Chinese" }),
    ko: t.field({ type: TranslationInput }),
  }),
});

const Translation = builder.objectRef<TranslationEntry>("Translation").implement({
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (e) => e.name ?? null }),
    description: t.string({ nullable: true, resolve: (e) => e.description ?? null }),
  }),
});

export const TranslationsRef = builder.objectRef<Translations>("Translations").implement({
  description: "What was entered per language; a language not entered is null",
  fields: (t) => ({
    en: t.field({ type: Translation, nullable: true, resolve: (v) => v.en ?? null }),
    zh: t.field({ type: Translation, nullable: true, resolve: (v) => v.zh ?? null }),
    ko: t.field({ type: Translation, nullable: true, resolve: (v) => v.ko ?? null }),
  }),
});

const admin = { admin: true } as const;

for (const model of ["Category", "Product", "Topping", "ToppingOption"] as const) {
  builder.prismaObjectField(model, "translations", (t) =>
    t.field({
      type: TranslationsRef,
      authScopes: admin,
      description: "The translations as entered (administrators)",
      resolve: (row) => readTranslations((row as { translations: unknown }).translations),
    }),
  );
}

builder.objectField(ProductOption, "translations", (t) =>
  t.field({
    type: TranslationsRef,
    authScopes: admin,
    description: "The translations as entered (administrators)",
    resolve: (option) => readTranslations(option.translations),
  }),
);
