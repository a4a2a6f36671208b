import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { ALLERGENS } from "../allergens";
import { FILTER_TABS, FOOTER_MENU, HEADER_LINKS, HEADER_NAV, PRODUCT_BADGES, SHOP } from "../constants";
import { LEGAL_NOTICE_ROWS } from "../legal";
import { delaySentence } from "../order-delay";
import { itChecksCatalogues } from "./catalogue-checks";
import en from "./messages/en.json";
import ja from "./messages/ja.json";
import ko from "./messages/ko.json";
import zh from "./messages/zh.json";
import { navKey } from "./nav-keys";

const catalogues: Record<string, Record<string, string>> = { ja, en, zh, ko };

describe("the message catalogues", () => {
  itChecksCatalogues(catalogues, ja);

  it("name every allergen, menu tab, badge and customer link", () => {
    const keys = new Set(Object.keys(ja));
    for (const allergen of ALLERGENS) expect(keys, allergen.code).toContain(`allergen.${allergen.code}`);
    for (const tab of FILTER_TABS) expect(keys, tab.label).toContain(`menu.tab.${tab.id}`);
    for (const badge of Object.keys(PRODUCT_BADGES)) expect(keys, badge).toContain(`badge.${badge}`);
    for (const link of [...Object.values(HEADER_LINKS), ...HEADER_NAV, ...FOOTER_MENU])
      expect(keys, link.link).toContain(navKey(link.link));
  });

  it("give every row of the 特定商取引法 notice its translation, the Japanese one word for word", () => {
    const messages = ja as Record<string, string>;
    for (const row of LEGAL_NOTICE_ROWS) {
      expect(messages[`law.term.${row.key}`], row.key).toBe(row.term);
      expect(messages[`law.detail.${row.key}`], row.key).toBe(row.detail);
    }
  });

  it("say the shop's details in Japanese as shared/constants.ts does", () => {
    expect(ja["store.hoursValue"]).toBe(SHOP.businessHours);
    expect(ja["store.holidayValue"]).toBe(SHOP.regularHoliday);
    expect(ja["store.parkingValue"]).toBe(SHOP.parking);
    expect(ja["law.detail.seller"]).toBe(`${SHOP.description} ${SHOP.name}`);
  });

  it("tell a delay in Japanese in the words the notices use (shared/order-delay.ts)", () => {
    for (const [key, method] of [
      ["status.delayTakeout", "TAKEOUT"],
      ["status.delayDelivery", "DELIVERY"],
    ] as const) {
      const text = new IntlMessageFormat(ja[key], "ja").format({ minutes: 15, time: "12:45" });
      expect(text).toBe(`大変お待たせしております。${delaySentence(method, 15)}（12:45ごろ）。`);
    }
  });

  it("keep the Japanese texts the shared constants show staff", () => {
    for (const allergen of ALLERGENS)
      expect(ja[`allergen.${allergen.code}` as keyof typeof ja]).toBe(allergen.label);
    for (const tab of FILTER_TABS) expect(ja[`menu.tab.${tab.id}` as keyof typeof ja]).toBe(tab.label);
  });
});
