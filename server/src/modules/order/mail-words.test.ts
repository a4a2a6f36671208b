// The mail catalogues (shared/i18n/mail, decisions 0053, 0060; the LINE notices' `line.*` keys and
// the contact form's acknowledgement too): every language has every Japanese key and no other, none
// empty, each a valid ICU message with the Japanese one's arguments.
import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../../shared/i18n/languages.js";
import en from "../../../../shared/i18n/mail/en.json" with { type: "json" };
import ja from "../../../../shared/i18n/mail/ja.json" with { type: "json" };
import ko from "../../../../shared/i18n/mail/ko.json" with { type: "json" };
import zh from "../../../../shared/i18n/mail/zh.json" with { type: "json" };
import { mailWords } from "./mail-words.js";

const catalogues: Record<string, Record<string, string>> = { ja, en, zh, ko };

/** The argument names a message uses, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: ReturnType<typeof parse>) => {
    for (const node of nodes) {
      if ("value" in node && node.type !== 0 && typeof node.value === "string") names.add(node.value);
      if ("options" in node && node.options && typeof node.options === "object")
        for (const option of Object.values(node.options))
          walk((option as { value: ReturnType<typeof parse> }).value);
    }
  };
  walk(parse(message.replace(/'/g, "''"), { ignoreTag: true }));
  return [...names].sort();
}

describe("the mail catalogues", () => {
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
      const expected = argumentsOf(text);
      for (const [language, messages] of Object.entries(catalogues))
        expect(argumentsOf(messages[key]!), `${language}: ${key}`).toEqual(expected);
    }
  });

  it("keep the LINE notices' shop prefix short and the reference in every language", () => {
    for (const language of LANGUAGES) {
      const w = mailWords(language);
      expect(w.t("line.prefix").length, language).toBeLessThanOrEqual(20);
      expect(w.t("line.ref.call", { number: 42, code: "DKNJGK" }), language).toMatch(/42.*DKNJGK/);
    }
  });
});
