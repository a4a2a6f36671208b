import { LANGUAGE_NAMES_JA, TRANSLATED_LANGUAGES } from "@shared/i18n/catalog-translations";
import { useId } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { describedBy } from "../../../components/form/text-field";

interface TranslationFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Where the translations sit in the form: "translations", or "options.2.translations". */
  path: string;
  /** What the name is called in Japanese, for the group's legend (商品名, カテゴリ名 …). */
  noun: string;
  /** Products: a description per language too. */
  withDescription?: boolean;
}

type EntryErrors = { name?: { message?: string }; description?: { message?: string } };

/**
 * 英語名・中国語名・韓国語名 beside the Japanese (issue 35, decision 0053): empty ones show the
 * Japanese on the storefront. Staff screens stay Japanese; these are only for visitors.
 */
export function TranslationFields<T extends FieldValues>({
  register,
  errors,
  path,
  noun,
  withDescription = false,
}: TranslationFieldsProps<T>) {
  const id = useId();
  const errorsAt = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
    | Record<string, EntryErrors | undefined>
    | undefined;
  return (
    <fieldset className="admin-catalog__translations">
      <legend>{noun}の外国語表記（任意・空欄のときは日本語を表示）</legend>
      {TRANSLATED_LANGUAGES.map((language) => {
        const lang = LANGUAGE_NAMES_JA[language];
        const nameId = `${id}-${language}-name`;
        const nameError = errorsAt?.[language]?.name?.message;
        const descriptionId = `${id}-${language}-description`;
        const descriptionError = errorsAt?.[language]?.description?.message;
        return (
          <div key={language} className="admin-catalog__translation" lang={language}>
            <div className={nameError ? "field field--invalid" : "field"}>
              <label className="field__label" htmlFor={nameId} lang="ja">
                {lang}名
              </label>
              <input
                id={nameId}
                className="field__input"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={describedBy(nameId, undefined, nameError)}
                {...register(`${path}.${language}.name` as Path<T>)}
              />
              {nameError ? (
                <p className="field__error" id={`${nameId}-error`} lang="ja">
                  {nameError}
                </p>
              ) : null}
            </div>
            {withDescription ? (
              <div className={descriptionError ? "field field--invalid" : "field"}>
                <label className="field__label" htmlFor={descriptionId} lang="ja">
                  {lang}の説明
                </label>
                <textarea
                  id={descriptionId}
                  className="field__input"
                  rows={3}
                  aria-invalid={descriptionError ? true : undefined}
                  aria-describedby={describedBy(descriptionId, undefined, descriptionError)}
                  {...register(`${path}.${language}.description` as Path<T>)}
                />
                {descriptionError ? (
                  <p className="field__error" id={`${descriptionId}-error`} lang="ja">
                    {descriptionError}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

type StoredEntry = { name?: string | null; description?: string | null } | null | undefined;
type FormEntry = { name: string; description: string };

/** The stored translations as a form's values ("" where none), every language present. */
export function formTranslations(
  stored: { en?: StoredEntry; zh?: StoredEntry; ko?: StoredEntry } | null | undefined,
): { en: FormEntry; zh: FormEntry; ko: FormEntry } {
  const entry = (value: StoredEntry): FormEntry => ({
    name: value?.name ?? "",
    description: value?.description ?? "",
  });
  return { en: entry(stored?.en), zh: entry(stored?.zh), ko: entry(stored?.ko) };
}
