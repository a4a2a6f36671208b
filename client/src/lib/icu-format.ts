// Formats an ICU message with FormatJS's own formatter (`formatToParts`, the part of
// intl-messageformat that walks a message's AST), without the `IntlMessageFormat` class around it:
// the catalogues are ASTs already (scripts/vite-icu-ast.ts), so the class's parsing, locale
// resolution, default formats and memoizer are ~1 kB brotli of every page's first load that this
// app does not use (decision 0052). Tests (vitest) keep the messages as ICU strings: parsed here.
import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";
import {
  type Formats,
  type Formatters,
  formatToParts,
  type MessageFormatPart,
  type PrimitiveType,
} from "intl-messageformat/lib/src/formatters";

/** `{date, date, long}` in a message: a day in Tokyo, whatever the visitor's clock. */
const FORMATS: Formats = {
  number: {},
  date: { long: { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Tokyo" } },
  time: {},
};

/** One Intl formatter per locale and options (building one costs a phone some milliseconds, 0025). */
function cached<O, T>(make: (locales?: string | string[], options?: O) => T) {
  const made = new Map<string, T>();
  return (locales?: string | string[], options?: O): T => {
    const key = JSON.stringify([locales, options]);
    let found = made.get(key);
    if (!found) {
      found = make(locales, options);
      made.set(key, found);
    }
    return found;
  };
}

const FORMATTERS: Formatters = {
  getNumberFormat: cached(
    (locales, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options),
  ),
  getDateTimeFormat: cached(
    (locales, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, options),
  ),
  getPluralRules: cached(
    (locales, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locales, options),
  ),
};

export type IcuMessage = string | MessageFormatElement[];
type IcuValues<T> = Record<string, PrimitiveType | T | ((parts: Array<string | T>) => unknown)>;

/** A message as its values fill it in `locale`: one string, or strings and `T`s (rich texts' nodes). */
export function formatIcu<T>(
  message: IcuMessage,
  locale: string,
  values?: IcuValues<T>,
): string | Array<string | T> {
  if (typeof message === "string" && !/[{<]/.test(message)) return message; // as vite-icu-ast.ts left it
  const ast = typeof message === "string" ? parse(message) : message;
  const parts: MessageFormatPart<T>[] = formatToParts(ast, locale, FORMATTERS, FORMATS, values as never);
  // Adjacent literals are merged already: a message of text and string values is one part.
  if (parts.length === 1 && typeof parts[0]!.value === "string") return parts[0]!.value;
  return parts.map((part) => part.value as string | T);
}
