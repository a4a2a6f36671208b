import { describe, expect, it } from "vitest";
import { matchesTag, parseFilterTab, tagOfTab } from "./product-filter";

describe("parseFilterTab", () => {
  it("reads a known tab id from the search parameter", () => {
    expect(parseFilterTab("3")).toBe(3);
    expect(parseFilterTab("6")).toBe(6);
  });

  it.each([null, "", "0", "7", "abc", "2.5", "-1"])("falls back to すべて for %j", (value) => {
    expect(parseFilterTab(value)).toBe(1);
  });
});

describe("tagOfTab and matchesTag", () => {
  it("maps すべて to no tag, which matches every product, even one without tags", () => {
    expect(tagOfTab(1)).toBeNull();
    expect(matchesTag([], null)).toBe(true);
  });

  it("keeps only products carrying the tab's tag", () => {
    const tag = tagOfTab(6);
    expect(tag).toBe("BENTO");
    expect(matchesTag(["BENTO", "GREAT_VALUE"], tag)).toBe(true);
    expect(matchesTag(["KARAAGE"], tag)).toBe(false);
    expect(matchesTag([], tag)).toBe(false);
  });
});
