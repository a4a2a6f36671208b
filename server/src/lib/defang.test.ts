import { describe, expect, it } from "vitest";
import { defang, defangFields } from "./defang.js";

describe("defang: visitor text quoted in a mail links nowhere", () => {
  it.each([
    ["http://evil.example/?d=1", "http[:]//evil[.]example/?d=1"],
    ["HTTPS://Evil.Example", "HTTPS[:]//Evil[.]Example"],
    ["詳細はwww.evil.jpへ", "詳細はwww[.]evil[.]jpへ"],
    ["evil.com", "evil[.]com"],
    ["//evil.example", "//evil[.]example"],
    ["http:\\\\evil.example", "http[:]\\\\evil[.]example"],
    ["連絡先 a.b@evil.co.jp まで", "連絡先 a.b@evil[.]co[.]jp まで"],
    ["mailto:x@evil.example", "mailto[:]x@evil[.]example"],
    ["javascript:alert(1)", "javascript[:]alert(1)"],
    ["例え.テスト.xn--zckzah", "例え[.]テスト[.]xn--zckzah"],
    ["http://192.168.0.1/login", "http[:]//192[.]168[.]0[.]1/login"],
    ["10.0.0.1", "10[.]0[.]0[.]1"],
  ])("breaks %s", (input, expected) => {
    expect(defang(input)).toBe(expected);
  });

  it.each([
    "広島 太郎",
    "中区紙屋町1-2-3 カープマンション101",
    "白 広島 300 あ 12-34",
    "株式会社テスト",
    "からあげ 1.5 倍",
    "09012345678",
    "午後3:30ごろ",
  ])("leaves ordinary text as it is: %s", (input) => {
    expect(defang(input)).toBe(input);
  });

  it("defangs only the named fields of a copy", () => {
    const order = { lastName: "www.evil.jp", firstName: null, code: "ACD347" };
    const safe = defangFields(order, ["lastName", "firstName"]);
    expect(safe).toEqual({ lastName: "www[.]evil[.]jp", firstName: null, code: "ACD347" });
    expect(order.lastName).toBe("www.evil.jp");
  });
});
