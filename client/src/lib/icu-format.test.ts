import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { formatIcu } from "./icu-format";

describe("formatIcu (FormatJS's formatter without IntlMessageFormat)", () => {
  it("fills arguments and plurals, from a string or its AST alike", () => {
    const text = "{name}: {count, plural, one {# item} other {# items}}";
    expect(formatIcu(text, "en", { name: "Cart", count: 1 })).toBe("Cart: 1 item");
    expect(formatIcu(parse(text), "en", { name: "Cart", count: 1200 })).toBe("Cart: 1,200 items");
  });

  it("writes {date, date, long} as the day in Tokyo, in the page's language", () => {
    const lateInUtc = new Date("2026-11-24T16:30:00Z"); // 25 November, 01:30 in Tokyo
    expect(formatIcu("{d, date, long}", "ja-JP", { d: lateInUtc })).toBe("2026年11月25日");
    expect(formatIcu("{d, date, long}", "en", { d: lateInUtc })).toBe("November 25, 2026");
  });

  it("gives a rich text's tags to their functions, and a plain text as it is", () => {
    const parts = formatIcu<{ link: unknown }>("Read <a>the terms</a>, {who}.", "en", {
      a: (chunks) => ({ link: chunks }),
      who: "please",
    });
    expect(parts).toEqual(["Read ", { link: ["the terms"] }, ", please."]);
    expect(formatIcu("It's 揚げたて", "ja-JP")).toBe("It's 揚げたて");
  });

  it("fails on a missing value rather than showing a hole", () => {
    expect(() => formatIcu("{count} items", "en", {})).toThrow();
  });
});
