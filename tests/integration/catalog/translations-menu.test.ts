// Issue 35 (decision 0053), the server's half: the menu in the visitor's language (X-Shop-Lang)
// with Japanese where a text is not translated, the caches keyed by language, a quote's lines in
// the visitor's language, and Japanese for administrators. Translations in the back office and an
// order placed in English: translations-admin-order.test.ts.
import { describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { gql, rest } from "../../support/http.js";
import { adminHeaders } from "../board/helpers.js";
import { demoProduct } from "../order/helpers.js";
import {
  app,
  MENU,
  type MenuAnswer,
  menuIn,
  productNamed,
  withTranslationsApp,
} from "./translations-setup.js";

withTranslationsApp();

describe("the menu in the visitor's language", () => {
  it("answers the demo menu in English, Chinese and Korean, and Japanese without or with an unknown header", async () => {
    const demo = await demoProduct(app.db.prisma);
    const ja = await menuIn();
    const en = await menuIn("en");
    const zh = await menuIn("zh");
    const ko = await menuIn("ko");
    expect(await menuIn("fr")).toEqual(ja);
    expect(productNamed(ja, demo.product.id).name).toBe(demo.product.name);
    expect(productNamed(en, demo.product.id).name).toBe("Chicken thigh karaage");
    expect(productNamed(en, demo.product.id).description).toMatch(/^Japanese chicken thigh/);
    expect(productNamed(en, demo.product.id).options.map((o) => o.name)).toEqual([
      "3 pieces",
      "5 pieces",
      "10 pieces",
    ]);
    expect(productNamed(en, demo.product.id).toppings[0]).toEqual({
      name: "Sweet-and-sour sauce",
      options: [{ name: "Small cup" }, { name: "Large cup" }],
    });
    expect(en.categories.map((c) => c.name)).toContain("Karaage");
    expect(productNamed(zh, demo.product.id).name).toBe("鸡腿肉炸鸡");
    expect(productNamed(ko, demo.product.id).name).toBe("닭다리살 가라아게");
    // Every name of the demo menu has an English text: nothing Japanese is left in it.
    const texts = en.categories.flatMap((c) => [
      c.name,
      ...c.products.flatMap((p) => [
        p.name,
        p.description,
        ...p.options.map((o) => o.name),
        ...p.toppings.flatMap((t) => [t.name, ...t.options.map((o) => o.name)]),
      ]),
    ]);
    expect(texts.filter((t) => /[ぁ-んァ-ヶ一-龥]/.test(t))).toEqual([]);
  });

  it("falls back to the Japanese field by field where a translation is empty", async () => {
    const { product } = await demoProduct(app.db.prisma);
    const before = product.translations;
    await app.db.prisma.product.update({
      where: { id: product.id },
      data: { translations: { en: { name: "Only a name" }, ko: { description: "설명만" } } },
    });
    invalidateCatalog(app.db.prisma);
    try {
      const en = productNamed(await menuIn("en"), product.id);
      expect(en.name).toBe("Only a name");
      expect(en.description).toBe(product.description);
      const ko = productNamed(await menuIn("ko"), product.id);
      expect(ko.name).toBe(product.name);
      expect(ko.description).toBe("설명만");
      expect(productNamed(await menuIn("zh"), product.id).name).toBe(product.name);
    } finally {
      await app.db.prisma.product.update({
        where: { id: product.id },
        data: { translations: before ?? {} },
      });
      invalidateCatalog(app.db.prisma);
    }
  });

  it("never answers one language's cached menu to another (GraphQL, its fast path and REST)", async () => {
    const { product } = await demoProduct(app.db.prisma);
    // The same body three times each way: the second and third are served from the caches.
    for (let round = 0; round < 3; round++) {
      for (const [language, name] of [
        ["ja", product.name],
        ["en", "Chicken thigh karaage"],
        ["ko", "닭다리살 가라아게"],
      ] as const) {
        const res = await fetch(`${app.url}/graphql`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "x-shop-lang": language,
          },
          body: JSON.stringify({ query: MENU, operationName: "Menu" }),
        });
        const body = (await res.json()) as { data: { menu: MenuAnswer } };
        expect(productNamed(body.data.menu, product.id).name, `${language}, round ${round}`).toBe(name);
        // A cached answer says that it varies by language.
        if (round > 0)
          expect(res.headers.get("vary"), `${language}, round ${round}`).toContain("X-Shop-Lang");

        const products = await rest(app.url, "POST", "/products", {}, { "x-shop-lang": language });
        expect(products.status).toBe(200);
        const found = (products.body.categories as { products: { id: number; name: string }[] }[])
          .flatMap((c) => c.products)
          .find((p) => p.id === product.id);
        expect(found?.name, `REST ${language}, round ${round}`).toBe(name);
        expect(products.headers.get("vary")).toContain("X-Shop-Lang");
      }
    }
  });

  it("names a quote's lines in the visitor's language (the cart and the confirmation)", async () => {
    const demo = await demoProduct(app.db.prisma);
    const QUOTE = `query($input: QuoteInput!) { quote(input: $input) { ... on QueryQuoteSuccess { data {
      lines { productName optionName toppings { toppingName optionName } } } } } }`;
    const input = {
      items: [
        {
          productId: demo.product.id,
          productOptionId: demo.option.id,
          toppingOptionIds: [demo.toppingOption.id],
          quantity: 1,
        },
      ],
    };
    const line = async (language: string) =>
      (await gql(app.url, QUOTE, { input }, { "x-shop-lang": language })).data?.quote.data.lines[0];
    expect(await line("en")).toEqual({
      productName: "Chicken thigh karaage",
      optionName: "3 pieces",
      toppings: [{ toppingName: "Sweet-and-sour sauce", optionName: "Small cup" }],
    });
    expect(await line("ja")).toEqual({
      productName: demo.product.name,
      optionName: demo.option.name,
      toppings: [{ toppingName: demo.topping.name, optionName: demo.toppingOption.name }],
    });
  });

  it("shows administrators the Japanese names whatever header they send", async () => {
    const { product } = await demoProduct(app.db.prisma);
    const res = await gql(app.url, MENU, {}, { ...(await adminHeaders(app.url)), "x-shop-lang": "en" });
    expect(productNamed(res.data?.menu as MenuAnswer, product.id).name).toBe(product.name);
  });
});
