import { describe, expect, it } from "vitest";
import { formatDay, formatSlot, tokyoDay } from "./tokyo-format";

describe("Tokyo times", () => {
  it("show days and slots in Tokyo whatever the machine's zone", () => {
    expect(formatDay("2026-11-23")).toBe("11/23(月)");
    expect(formatSlot("2026-11-23T02:15:00.000Z", "2026-11-23T02:30:00.000Z")).toBe("11/23(月) 11:15〜11:30");
    expect(tokyoDay("2026-11-22T15:30:00.000Z")).toBe("2026-11-23");
  });
});
