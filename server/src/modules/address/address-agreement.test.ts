import { describe, expect, it } from "vitest";
import { addressDisagreement } from "./address-agreement.js";

describe("addressDisagreement", () => {
  it("accepts a postal code, prefecture and city that agree, with or without the prefecture written", () => {
    expect(
      addressDisagreement({ postalCode: "7300011", prefectureId: 34, address1: "広島市中区基町6-78" }),
    ).toBeNull();
    expect(addressDisagreement({ postalCode: "730-0011", address1: "広島県 広島市中区基町6-78" })).toBeNull();
    // 安芸郡府中町 is also written without its 郡.
    expect(
      addressDisagreement({ postalCode: "7350021", prefectureId: 34, address1: "府中町鶴江1-1" }),
    ).toBeNull();
    expect(addressDisagreement({ postalCode: "7350021", address1: "安芸郡府中町鶴江1-1" })).toBeNull();
  });

  it("says which part disagrees with the postal code", () => {
    expect(
      addressDisagreement({ postalCode: "7300011", prefectureId: 34, address1: "広島市安佐南区祇園1-1" }),
    ).toEqual({
      field: "address1",
      message:
        "住所の市区町村が郵便番号 〒730-0011（広島県広島市中区）と一致しません。郵便番号か住所をご確認ください",
    });
    expect(
      addressDisagreement({ postalCode: "7300011", prefectureId: 13, address1: "広島市中区基町1" }),
    ).toEqual({
      field: "prefectureId",
      message: "都道府県（東京都）が郵便番号 〒730-0011（広島県広島市中区）と一致しません",
    });
    expect(addressDisagreement({ postalCode: "7300011", address1: "東京都広島市中区基町1" })?.field).toBe(
      "address1",
    );
    expect(
      addressDisagreement({ postalCode: "9999999", prefectureId: 34, address1: "広島市中区基町1" }),
    ).toEqual({
      field: "postalCode",
      message: "郵便番号 〒999-9999 は見つかりません。郵便番号をご確認ください",
    });
  });

  it("decides nothing before a whole postal code is known", () => {
    expect(addressDisagreement({ postalCode: "730", address1: "東京都" })).toBeNull();
    expect(addressDisagreement({ address1: "広島市中区" })).toBeNull();
  });
});
