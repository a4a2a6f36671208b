import { describe, expect, it } from "vitest";
import { isKnownPagePath } from "../../../shared/page-routes.js";
import { alternateLinks, languageRedirect, unknownLanguageTarget } from "./page-language.js";

describe("a Japanese page's visitor in another language", () => {
  it("goes to the kept language, else on a first visit to the browser's, and is told to keep it", () => {
    expect(languageRedirect("/menu", "", { acceptLanguage: "en-US,en;q=0.9" })).toEqual({
      location: "/en/menu",
      setCookie: "shop_lang=en; Path=/; Max-Age=31536000; SameSite=Lax",
    });
    expect(languageRedirect("/cart", "?a=1", { cookie: "shop_lang=ko", acceptLanguage: "en" })).toEqual({
      location: "/ko/cart?a=1",
      setCookie: null,
    });
    expect(languageRedirect("/", "", { acceptLanguage: "zh-CN" })?.location).toBe("/zh");
  });

  it("comes back from LINE Login (a fixed /line/callback) to the language kept before leaving", () => {
    // The page that starts the link keeps its language in the cookie (use-start-line-link.ts).
    expect(isKnownPagePath("/line/callback")).toBe(true);
    expect(
      languageRedirect("/line/callback", "?code=c0de&state=st4te", {
        cookie: "shop_lang=en",
        acceptLanguage: "ja",
      }),
    ).toEqual({ location: "/en/line/callback?code=c0de&state=st4te", setCookie: null });
    expect(languageRedirect("/line/callback", "?code=c&state=s", { cookie: "shop_lang=ja" })).toBeNull();
  });

  it("stays on a Japanese page when Japanese is kept or preferred, and never leaves a prefixed or staff page", () => {
    expect(languageRedirect("/menu", "", { cookie: "shop_lang=ja", acceptLanguage: "en" })).toBeNull();
    expect(languageRedirect("/menu", "", { acceptLanguage: "ja,en;q=0.8" })).toBeNull();
    expect(languageRedirect("/menu", "", {})).toBeNull();
    expect(languageRedirect("/en/menu", "", { cookie: "shop_lang=ko" })).toBeNull();
    expect(languageRedirect("/admin/order/today", "", { acceptLanguage: "en" })).toBeNull();
    expect(languageRedirect("/shop", "", { cookie: "shop_lang=en" })).toBeNull();
  });
});

describe("a language we do not have in the URL", () => {
  it("falls back to the nearest of ours for a page that exists, and to nothing (404) else", () => {
    expect(unknownLanguageTarget("/fr/menu", "", isKnownPagePath)).toEqual({
      location: "/menu",
      setCookie: null,
    });
    expect(unknownLanguageTarget("/en-GB/cart", "?x=1", isKnownPagePath)?.location).toBe("/en/cart?x=1");
    expect(unknownLanguageTarget("/zh-TW/menu", "", isKnownPagePath)?.location).toBe("/zh/menu");
    expect(unknownLanguageTarget("/fr/no-such-page", "", isKnownPagePath)).toBeNull();
    // Not a language at all: a page that does not exist, not the home page.
    expect(unknownLanguageTarget("/no-such-page", "", isKnownPagePath)).toBeNull();
    expect(unknownLanguageTarget("/faq", "", isKnownPagePath)).toBeNull();
    expect(unknownLanguageTarget("/xx/menu", "", isKnownPagePath)?.location).toBe("/menu");
    expect(unknownLanguageTarget("/fr", "", isKnownPagePath)?.location).toBe("/");
    expect(unknownLanguageTarget("/fr/admin", "", isKnownPagePath)).toBeNull();
    expect(unknownLanguageTarget("/en/admin", "", isKnownPagePath)).toBeNull();
  });
});

describe("the switcher's Japanese link", () => {
  it("goes to the Japanese page and keeps Japanese, so that the page is not sent back", () => {
    expect(unknownLanguageTarget("/ja/menu", "?a=1", isKnownPagePath)).toEqual({
      location: "/menu?a=1",
      setCookie: "shop_lang=ja; Path=/; Max-Age=31536000; SameSite=Lax",
    });
    expect(unknownLanguageTarget("/ja", "", isKnownPagePath)?.location).toBe("/");
  });
});

describe("a customer page's alternates", () => {
  it("name the page in every language and Japanese as the default; staff screens have none", () => {
    const links = alternateLinks("/en/order/status/AB12CD") ?? "";
    expect(links).toContain('</order/status/AB12CD>; rel="alternate"; hreflang="ja"');
    expect(links).toContain('</zh/order/status/AB12CD>; rel="alternate"; hreflang="zh-Hans"');
    expect(links).toContain('</order/status/AB12CD>; rel="alternate"; hreflang="x-default"');
    expect(alternateLinks("/admin")).toBeUndefined();
  });
});
