// Issue 35 (decision 0053), the server's half: translations entered in the back office within the
// Japanese fields' limits, and an order placed in English: stored with its language, mailed in
// English (real SMTP), read in Japanese by staff with its language. The menu in the visitor's
// language: translations-menu.test.ts.
import { describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { gql, rest } from "../../support/http.js";
import { adminHeaders } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, slotNow, totalOf } from "../order/helpers.js";
import { admin, app, smtp, withTranslationsApp } from "./translations-setup.js";

withTranslationsApp();

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
