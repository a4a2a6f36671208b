import { describe, expect, it } from "vitest";
import { ALLERGENS, allergenText, allergenUnion, normalizeAllergens } from "./allergens.js";

describe("allergens", () => {
  it("lists the 8 mandatory and 20 recommended items of Japan's labelling standard", () => {
    expect(ALLERGENS.filter((a) => a.mandatory).map((a) => a.label)).toEqual([
      "えび",
      "かに",
      "くるみ",
      "小麦",
      "そば",
      "卵",
      "乳",
      "落花生",
    ]);
    expect(ALLERGENS.filter((a) => !a.mandatory)).toHaveLength(20);
    expect(new Set(ALLERGENS.map((a) => a.code)).size).toBe(28);
  });

  it("a dish contains the union of its product, option and toppings, in the standard's order", () => {
    expect(allergenUnion(["soybean", "wheat"], ["egg"], null, ["wheat", "sesame"])).toEqual([
      "wheat",
      "egg",
      "sesame",
      "soybean",
    ]);
    expect(allergenText(["chicken", "wheat", "unknown"])).toBe("小麦・鶏肉");
    expect(normalizeAllergens(["unknown"])).toEqual([]);
  });
});
