import { describe, expect, it } from "vitest";
import * as codes from "./language-codes";
import * as languages from "./languages";
import { languageFromCookie, localizeHref, preferredLanguage, splitLanguage } from "./url-language";

describe("a page's language in its URL", () => {
  it("is read from the prefix, Japanese without one", () => {
    expect(splitLanguage("/en/menu")).toEqual({ language: "en", path: "/menu" });
    expect(splitLanguage("/zh")).toEqual({ language: "zh", path: "/" });
    expect(splitLanguage("/ko/order/status/AB12CD")).toEqual({
      language: "ko",
      path: "/order/status/AB12CD",
    });
    expect(splitLanguage("/menu")).toEqual({ language: "ja", path: "/menu" });
    expect(splitLanguage("/english")).toEqual({ language: "ja", path: "/english" });
    expect(splitLanguage("/fr/menu")).toEqual({ language: "ja", path: "/fr/menu" });
  });

  it("prefixes a customer link, never a staff screen, an API or a link naming its language", () => {
    expect(localizeHref("/cart/info?x=1#a", "en")).toBe("/en/cart/info?x=1#a");
    expect(localizeHref("/", "ko")).toBe("/ko");
    expect(localizeHref("/admin/order/today", "en")).toBe("/admin/order/today");
    expect(localizeHref("/shop", "zh")).toBe("/shop");
    expect(localizeHref("/zh/menu", "en")).toBe("/zh/menu");
    expect(localizeHref("/ja/menu", "en")).toBe("/menu");
    expect(localizeHref("/ja", "en")).toBe("/");
    expect(localizeHref("/api/menu", "en")).toBe("/api/menu");
    expect(localizeHref("https://example.com/menu", "en")).toBe("https://example.com/menu");
    expect(localizeHref("/menu", "ja")).toBe("/menu");
  });
});

describe("a visitor's language", () => {
  it("is the first of ours by quality in Accept-Language, Japanese when none", () => {
    expect(preferredLanguage("en-US,en;q=0.9,ja;q=0.8")).toBe("en");
    expect(preferredLanguage("fr-FR,ja;q=0.5,en;q=0.4")).toBe("ja");
    expect(preferredLanguage("zh-CN,zh;q=0.9")).toBe("zh");
    expect(preferredLanguage("ko-KR")).toBe("ko");
    expect(preferredLanguage("de;q=0.9,ko;q=0.95")).toBe("ko");
    expect(preferredLanguage("fr")).toBe("ja");
    expect(preferredLanguage("")).toBe("ja");
    expect(preferredLanguage(undefined)).toBe("ja");
    expect(preferredLanguage("en;q=0")).toBe("ja");
  });

  it("is kept in the shop_lang cookie, ignored when it is no language of ours", () => {
    expect(languageFromCookie("a=1; shop_lang=ko; b=2")).toBe("ko");
    expect(languageFromCookie("shop_lang=fr")).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });
});

describe("the browser's copy of the language codes", () => {
  it("agrees with the server's shared/i18n/languages.ts", () => {
    expect(codes.LANGUAGES).toEqual(languages.LANGUAGES);
    expect(codes.DEFAULT_LANGUAGE).toBe(languages.DEFAULT_LANGUAGE);
    expect(codes.LANGUAGE_HEADER).toBe(languages.LANGUAGE_HEADER);
    for (const language of codes.LANGUAGES)
      expect(codes.localizedPath(language, "/cart/info")).toBe(
        languages.localizedPath(language, "/cart/info"),
      );
  });
});
