import { describe, expect, it } from "vitest";
import { arrivalRefusal } from "./arrival-window.js";

// A slot of Thursday 2026-11-26, 12:00-12:15 Tokyo.
const start = new Date("2026-11-26T12:00:00+09:00");
const end = new Date("2026-11-26T12:15:00+09:00");
const at = (iso: string) => arrivalRefusal(start, end, new Date(iso));

describe("arrivalRefusal", () => {
  it("takes an arrival on the slot's day from an hour before the slot until two hours after it", () => {
    expect(at("2026-11-26T11:00:00+09:00")).toBeNull();
    expect(at("2026-11-26T12:05:00+09:00")).toBeNull();
    expect(at("2026-11-26T14:15:00+09:00")).toBeNull();
  });

  it("refuses another day's arrival, saying the slot's day", () => {
    expect(at("2026-11-25T12:05:00+09:00")).toBe(
      "到着のお知らせは、お受け取りの当日（11月26日(木) 12:00〜12:15）に受け付けます",
    );
    expect(at("2026-11-27T12:05:00+09:00")).toContain("過ぎているため");
  });

  it("says when the window opens, and that it has closed", () => {
    expect(at("2026-11-26T10:59:00+09:00")).toBe(
      "到着のお知らせは、お受け取り時間（11月26日(木) 12:00〜12:15）の60分前、11:00から受け付けます",
    );
    expect(at("2026-11-26T14:16:00+09:00")).toContain("過ぎているため、到着のお知らせはお受けできません");
  });
});
