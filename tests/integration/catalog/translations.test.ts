// Issue 35 (decision 0053), the server's half: the menu in the visitor's language (X-Shop-Lang)
// with Japanese where a text is not translated, translations entered in the back office within the
// Japanese fields' limits, the caches keyed by language, and an order placed in English: stored
// with its language, mailed in English (real SMTP), read in Japanese by staff with its language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, rest } from "../../support/http.js";
import { adminHeaders } from "../board/helpers.js";
import { catalogAdmin, type Session } from "../catalog-admin/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, slotNow, totalOf } from "../order/helpers.js";

let app: TestApp;
let smtp: TestSmtp;
let admin: Session;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
  admin = await catalogAdmin(app.url);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const MENU = `query Menu { menu { categories { name products { id name description
  options { name } toppings { name options { name } } } } } }`;

type MenuAnswer = {
  categories: {
    name: string;
    products: {
      id: string;
      name: string;
      description: string;
      options: { name: string }[];
      toppings: { name: string; options: { name: string }[] }[];
    }[];
  }[];
};
async function menuIn(language?: string): Promise<MenuAnswer> {
  const res = await gql(app.url, MENU, {}, language ? { "x-shop-lang": language } : {});
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.menu as MenuAnswer;
}
const productNamed = (menu: MenuAnswer, id: number) =>
  menu.categories.flatMap((c) => c.products).find((p) => p.id === String(id))!;

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

const ERRORS = `... on Error { __typename message } ... on ValidationError { fieldErrors { field messages } }`;
const TRANSLATIONS =
  "translations { en { name description } zh { name description } ko { name description } }";
const UPDATE_CATEGORY = `mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) {
  __typename ... on MutationUpdateCategorySuccess { data { id name ${TRANSLATIONS} } } ${ERRORS} } }`;

describe("translations in the back office", () => {
  it("saves a category's translations over GraphQL and reads them back", async () => {
    const category = await app.db.prisma.category.create({ data: { name: "季節のおすすめ", position: 90 } });
    const res = await admin.gql(UPDATE_CATEGORY, {
      id: String(category.id),
      input: { name: "季節のおすすめ", translations: { en: { name: " Seasonal picks " }, zh: { name: "" } } },
    });
    expect(res.data?.updateCategory.__typename, JSON.stringify(res)).toBe("MutationUpdateCategorySuccess");
    expect(res.data?.updateCategory.data.translations).toEqual({
      en: { name: "Seasonal picks", description: null },
      zh: null,
      ko: null,
    });
    const stored = await app.db.prisma.category.findUniqueOrThrow({ where: { id: category.id } });
    expect(stored.translations).toEqual({ en: { name: "Seasonal picks" } });
    // Leaving the argument out keeps them.
    await admin.gql(UPDATE_CATEGORY, { id: String(category.id), input: { name: "季節のおすすめ" } });
    expect(
      (await app.db.prisma.category.findUniqueOrThrow({ where: { id: category.id } })).translations,
    ).toEqual({ en: { name: "Seasonal picks" } });
  });

  it("refuses a translation over the Japanese field's limit with a Japanese message and changes nothing", async () => {
    const { product } = await demoProduct(app.db.prisma);
    const before = await app.db.prisma.product.findUniqueOrThrow({
      where: { id: product.id },
      include: { options: true },
    });
    const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) {
      __typename ${ERRORS} } }`;
    const res = await admin.gql(UPDATE_PRODUCT, {
      id: String(product.id),
      input: {
        name: product.name,
        description: product.description,
        categoryId: String(product.categoryId),
        price: product.price,
        translations: { en: { name: "x".repeat(51) }, ko: { description: "가".repeat(1001) } },
        options: before.options.map((o) => ({ id: String(o.id), name: o.name, price: o.price })),
      },
    });
    expect(res.data?.updateProduct.__typename).toBe("ValidationError");
    const messages = (res.data?.updateProduct.fieldErrors as { messages: string[] }[]).flatMap(
      (f) => f.messages,
    );
    expect(messages).toContain("英語の商品名は50文字以内で入力してください");
    expect(messages).toContain("韓国語の商品説明は1000文字以内で入力してください");

    // The REST door: a multipart form, 4xx, the same message.
    const form = await admin.form("PUT", `/admin/products/${product.id}`, [
      ["name", product.name],
      ["category_id", String(product.categoryId)],
      ["price", String(product.price)],
      ["translations[zh][name]", "字".repeat(51)],
    ]);
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    expect(JSON.stringify(form.body)).toContain("中国語の商品名は50文字以内で入力してください");

    const after = await app.db.prisma.product.findUniqueOrThrow({
      where: { id: product.id },
      include: { options: true },
    });
    expect(after).toEqual(before);
  });

  it("saves option and topping translations through the REST forms", async () => {
    const topping = await app.db.prisma.topping.findFirstOrThrow({
      include: { options: { orderBy: { position: "asc" } } },
      orderBy: { id: "asc" },
    });
    const res = await admin.form("PUT", `/admin/toppings/${topping.id}`, [
      ["name", topping.name],
      ["translations[en][name]", "Sweet and sour"],
      ...topping.options.flatMap((o, i): [string, string][] => [
        [`topping_options[${i}][id]`, String(o.id)],
        [`topping_options[${i}][name]`, o.name],
        [`topping_options[${i}][price]`, String(o.price)],
        [`topping_options[${i}][translations][ko][name]`, `컵 ${i + 1}`],
      ]),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.topping.translations).toEqual({ en: { name: "Sweet and sour" } });
    expect(res.body.topping.topping_options.map((o: { translations: unknown }) => o.translations)).toEqual(
      topping.options.map((_, i) => ({ ko: { name: `컵 ${i + 1}` } })),
    );
    await app.db.prisma.topping.update({
      where: { id: topping.id },
      data: { translations: topping.translations ?? {} },
    });
    for (const o of topping.options)
      await app.db.prisma.toppingOption.update({
        where: { id: o.id },
        data: { translations: o.translations ?? {} },
      });
    invalidateCatalog(app.db.prisma);
  });
});

describe("an order placed in English", () => {
  it("is stored in English, mailed in English with Japan's tax lines, and read by staff in Japanese", async () => {
    const slot = await futureSlot(app.db.prisma, "TAKEOUT");
    const demo = await demoProduct(app.db.prisma);
    const items = [
      {
        productId: demo.product.id,
        productOptionId: demo.option.id,
        toppingOptionIds: [demo.toppingOption.id],
        quantity: 2,
      },
    ];
    const input = orderInput(slot, items, await totalOf(app.db.prisma, items), {
      email: "visitor-en@example.com",
    });
    const since = smtp.mails.length;
    // No locale in the input: the page's language (X-Shop-Lang) is the order's.
    const res = await gql(app.url, PLACE_ORDER, { input }, { "x-shop-lang": "en" });
    const order = res.data?.placeOrder.data?.order;
    expect(order?.code, JSON.stringify(res)).toBeTruthy();
    // The order's own lines stay Japanese, as ordered.
    expect(order.items[0].productName).toBe(demo.product.name);

    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { code: order.code } });
    expect(stored.locale).toBe("en");

    const mail = await smtp.waitFor("visitor-en@example.com", since);
    expect(mail.subject).toBe(`[からあげ本舗] We have received your order (order ${order.code})`);
    expect(mail.text).toContain("Dear 花子 広島,");
    expect(mail.text).toContain("・Chicken thigh karaage (3 pieces)※");
    expect(mail.text).toContain("Toppings: Sweet-and-sour sauce (Small cup)");
    expect(mail.text).toMatch(/Total ¥[\d,]+ \(tax included\)/);
    expect(mail.text).toMatch(/8% rate: ¥[\d,]+ \(incl\. consumption tax ¥[\d,]+\)/);
    expect(mail.text).toContain("※ reduced tax rate (軽減税率対象)");
    expect(mail.text).toContain("Invoice registration no. (登録番号) T");
    expect(mail.text).toContain(`http://shop.test/en/order/status/${order.code}?secret=`);
    expect(mail.text).toContain(`http://shop.test/en/cart/arrive/${order.code}?secret=`);
    expect(mail.text).not.toContain("ご注文を承りました");

    // Staff: Japanese names and the order's language, whatever header the board sends.
    const staff = await gql(
      app.url,
      `query { adminOrders(period: FUTURE) { __typename ... on QueryAdminOrdersSuccess { data { orders {
        code locale items { productName optionName toppings { toppingName optionName } } } } } } }`,
      {},
      { ...(await adminHeaders(app.url)), "x-shop-lang": "en" },
    );
    type StaffOrder = {
      code: string;
      locale: string;
      items: { productName: string; optionName: string; toppings: unknown[] }[];
    };
    const seen = (staff.data?.adminOrders.data.orders as StaffOrder[]).find((o) => o.code === order.code)!;
    expect(seen.locale).toBe("en");
    expect(seen.items[0]).toEqual({
      productName: demo.product.name,
      optionName: demo.option.name,
      toppings: [{ toppingName: demo.topping.name, optionName: demo.toppingOption.name }],
    });
    const board = await rest(app.url, "GET", "/admin/orders/future", undefined, await adminHeaders(app.url));
    expect(board.body.orders.find((o: { code: string }) => o.code === order.code)?.locale).toBe("en");

    // The shop marks it ready (on its day): that mail is in English too.
    await slotNow(app.db.prisma, order.code);
    const readySince = smtp.mails.length;
    const ready = await rest(
      app.url,
      "PUT",
      `/admin/orders/${stored.id}/ready`,
      undefined,
      await adminHeaders(app.url),
    );
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    const readyMail = await smtp.waitFor("visitor-en@example.com", readySince);
    expect(readyMail.subject).toBe(`[からあげ本舗] Your order is ready (order ${order.code})`);
    expect(readyMail.text).toContain("・Chicken thigh karaage (3 pieces)※");
  });

  it("takes the input's locale over the header, and refuses an unknown one in Japanese", async () => {
    const slot = await futureSlot(app.db.prisma, "TAKEOUT", 1);
    const demo = await demoProduct(app.db.prisma);
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(app.db.prisma, items);
    const ko = await gql(
      app.url,
      PLACE_ORDER,
      { input: orderInput(slot, items, total, { email: "visitor-ko@example.com", locale: "ko" }) },
      { "x-shop-lang": "en" },
    );
    const code = ko.data?.placeOrder.data?.order.code;
    expect(code, JSON.stringify(ko)).toBeTruthy();
    expect((await app.db.prisma.order.findUniqueOrThrow({ where: { code } })).locale).toBe("ko");

    const bad = await rest(app.url, "POST", "/orders", {
      ...orderInput(slot, items, total, { email: "visitor-fr@example.com" }),
      locale: "fr",
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(JSON.stringify(bad.body)).toContain("言語の指定が正しくありません");
  });
});
