// The mail catalogues (shared/i18n/mail, decisions 0053, 0060; the LINE notices' `line.*` keys and
// the contact form's acknowledgement too): every language has every Japanese key and no other, none
// empty, each a valid ICU message with the Japanese one's arguments.
import { describe, expect, it } from "vitest";
import { itChecksCatalogues } from "../../../../shared/i18n/catalogue-checks.js";
import { LANGUAGES } from "../../../../shared/i18n/languages.js";
import en from "../../../../shared/i18n/mail/en.json" with { type: "json" };
import ja from "../../../../shared/i18n/mail/ja.json" with { type: "json" };
import ko from "../../../../shared/i18n/mail/ko.json" with { type: "json" };
import zh from "../../../../shared/i18n/mail/zh.json" with { type: "json" };
import { mailWords } from "./mail-words.js";

const catalogues: Record<string, Record<string, string>> = { ja, en, zh, ko };

describe("the mail catalogues", () => {
  itChecksCatalogues(catalogues, ja, { ignoreTag: true, quoteApostrophes: true });

  it("keep the LINE notices' shop prefix short and the reference in every language", () => {
    for (const language of LANGUAGES) {
      const w = mailWords(language);
      expect(w.t("line.prefix").length, language).toBeLessThanOrEqual(20);
      expect(w.t("line.ref.call", { number: 42, code: "DKNJGK" }), language).toMatch(/42.*DKNJGK/);
    }
  });
});
