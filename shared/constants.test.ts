import { describe, expect, it } from "vitest";
import {
  FILTER_TABS,
  FORM_MODE,
  PREFECTURES,
  PRODUCT_TAGS,
  pageTitle,
  prefectureById,
  prefectureIdByName,
  TAGLINE,
  WEEKDAYS,
} from "./constants";

describe("PREFECTURES", () => {
  it("lists the 47 prefectures with ids 1 to 47 in order", () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES.map((p) => p.id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(new Set(PREFECTURES.map((p) => p.name)).size).toBe(47);
  });

  it("starts with Hokkaido, ends with Okinawa and has Hiroshima at 34", () => {
    expect(prefectureById(1)?.name).toBe("北海道");
    expect(prefectureById(47)?.name).toBe("沖縄県");
    expect(prefectureIdByName("広島県")).toBe(34);
    expect(prefectureById(48)).toBeUndefined();
  });
});

describe("WEEKDAYS", () => {
  it("numbers Sunday 0 to Saturday 6 like Date#getDay", () => {
    expect(WEEKDAYS.map((d) => `${d.id}${d.name}`)).toEqual([
      "0日",
      "1月",
      "2火",
      "3水",
      "4木",
      "5金",
      "6土",
    ]);
  });
});

describe("FORM_MODE", () => {
  it("numbers the modes front create 1 to admin edit 4", () => {
    expect(FORM_MODE).toEqual({ frontCreate: 1, frontEdit: 2, adminCreate: 3, adminEdit: 4 });
  });
});

describe("FILTER_TABS", () => {
  it("has the six tabs in order, each but the first mapped to a distinct product tag", () => {
    expect(FILTER_TABS.map((t) => [t.id, t.label])).toEqual([
      [1, "すべて"],
      [2, "おすすめ"],
      [3, "ファミリー"],
      [4, "からあげ"],
      [5, "お得"],
      [6, "お弁当"],
    ]);
    expect(FILTER_TABS[0]?.tag).toBeNull();
    expect(FILTER_TABS.slice(1).map((t) => t.tag)).toEqual([...PRODUCT_TAGS]);
  });
});

describe("pageTitle", () => {
  it("is the tagline, optionally followed by the page name", () => {
    expect(pageTitle()).toBe(TAGLINE);
    expect(pageTitle("メニュー")).toBe(`${TAGLINE}｜メニュー`);
    expect(TAGLINE).toContain("揚げたて、広島から。");
  });
});
