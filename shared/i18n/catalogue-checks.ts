// Test support for the message catalogues (the storefront's in shared/i18n/messages, the mails' in
// shared/i18n/mail): every language has the Japanese catalogue's keys and no other, none empty, each
// a valid ICU message using the Japanese one's arguments. Used by messages.test.ts and
// mail-words.test.ts.
import { parse } from "@formatjs/icu-messageformat-parser";
import { expect, it } from "vitest";
import { LANGUAGES } from "./languages";

type Catalogues = Record<string, Record<string, string>>;

/** The argument names a message uses ({name}, {count, plural, …}, inside tags too), sorted. */
export function argumentsOf(message: string, options: { ignoreTag?: boolean } = {}): string[] {
  const names = new Set<string>();
  const walk = (nodes: ReturnType<typeof parse>) => {
    for (const node of nodes) {
      if ("value" in node && node.type !== 0 && typeof node.value === "string") names.add(node.value);
      if ("options" in node && node.options && typeof node.options === "object")
        for (const option of Object.values(node.options))
          walk((option as { value: ReturnType<typeof parse> }).value);
      if ("children" in node && Array.isArray(node.children)) walk(node.children);
    }
  };
  walk(parse(message, options));
  return [...names].sort();
}

/** The three checks every catalogue set passes, as `it` blocks inside the caller's describe. */
export function itChecksCatalogues(
  catalogues: Catalogues,
  ja: Record<string, string>,
  options: { ignoreTag?: boolean; quoteApostrophes?: boolean } = {},
): void {
  // Mail texts quote nothing: an apostrophe there is text, as mail-words.ts formats it.
  const source = (text: string) => (options.quoteApostrophes ? text.replace(/'/g, "''") : text);
  const args = (text: string) => argumentsOf(source(text), { ignoreTag: options.ignoreTag });

  it("exist for every language of the site", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it("have every key of the Japanese catalogue in every language, and no other, none empty", () => {
    const keys = Object.keys(ja).sort();
    for (const [language, messages] of Object.entries(catalogues)) {
      expect(Object.keys(messages).sort(), `${language}.json's keys`).toEqual(keys);
      for (const [key, text] of Object.entries(messages))
        expect(text.trim(), `${language}: ${key}`).not.toBe("");
    }
  });

  it("are valid ICU messages using the same arguments as the Japanese one", () => {
    for (const [key, text] of Object.entries(ja)) {
      const expected = args(text);
      for (const [language, messages] of Object.entries(catalogues)) {
        const message = messages[key];
        if (message === undefined) continue;
        expect(args(message), `${language}: ${key}`).toEqual(expected);
      }
    }
  });
}
