// The signed-in customer's server cart through /api/carts and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import { withTax } from "../../../shared/pricing.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { demoProduct } from "../order/helpers.js";

let app: TestApp;
let demo: Awaited<ReturnType<typeof demoProduct>>;

beforeAll(async () => {
  app = await startTestApp();
  demo = await demoProduct(app.db.prisma);
});
afterAll(() => app?.close());

async function signedIn(email: string) {
  const customer = await app.db.prisma.customer.create({
    data: {
      email,
      passwordHash: "x",
      lastName: "買物",
      firstName: "花子",
      lastNameKana: "カイモノ",
      firstNameKana: "ハナコ",
      tel: "09055556666",
      confirmedAt: new Date(),
    },
  });
  const token = await issueToken(app.db.prisma, "customer", customer.id);
  return { "access-token": token.accessToken, client: token.client, uid: email };
}

describe("server cart", () => {
  it("adds lines, merges the same line, prices them from our rows and deletes by id", async () => {
    const me = await signedIn("cart1@example.jp");
    const line = {
      product_id: demo.product.id,
      product_option_id: demo.option.id,
      topping_option_ids: [demo.toppingOption.id],
      quantity: 2,
    };
    const first = await rest(app.url, "POST", "/carts", { cart: line }, me);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const merged = await rest(app.url, "POST", "/carts", { cart: { ...line, quantity: 3 } }, me);
    const plain = await rest(
      app.url,
      "POST",
      "/carts",
      { cart: { ...line, topping_option_ids: [], quantity: 1 } },
      me,
    );
    expect(merged.body.order_detail).toHaveLength(1);
    expect(plain.body.cart_count).toBe(6);
    expect(plain.body.order_detail[0]).toMatchObject({
      product_id: demo.product.id,
      product_option_id: demo.option.id,
      topping_option_ids: [demo.toppingOption.id],
      quantity: 5,
      name: demo.product.name,
      option_name: demo.option.name,
      unit_price_with_tax: withTax(demo.option.price, 8) + withTax(demo.toppingOption.price, 8),
      line_total_with_tax: (withTax(demo.option.price, 8) + withTax(demo.toppingOption.price, 8)) * 5,
      problem: null,
    });
    // The cart's total is the sum of its lines' amounts as shown.
    expect(plain.body.total_price_with_tax).toBe(
      plain.body.order_detail.reduce(
        (sum: number, l: { line_total_with_tax: number }) => sum + l.line_total_with_tax,
        0,
      ),
    );

    const got = await rest(app.url, "GET", "/carts", undefined, me);
    expect(got.body).toEqual(plain.body);
    const removed = await rest(app.url, "DELETE", `/carts/${plain.body.order_detail[1].id}`, undefined, me);
    expect(removed.status).toBe(200);
    expect(removed.body.cart_count).toBe(5);
  });

  it("rejects lines that do not belong together, and quantities beyond 99", async () => {
    const me = await signedIn("cart2@example.jp");
    const other = await app.db.prisma.productOption.findFirstOrThrow({
      where: { productId: { not: demo.product.id } },
    });
    const wrong = await rest(
      app.url,
      "POST",
      "/carts",
      { cart: { product_id: demo.product.id, product_option_id: other.id, quantity: 1 } },
      me,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatch(/選択されたオプションは現在ご注文いただけません/);
    const line = { product_id: demo.product.id, product_option_id: demo.option.id, quantity: 60 };
    expect((await rest(app.url, "POST", "/carts", { cart: line }, me)).status).toBe(200);
    const over = await rest(app.url, "POST", "/carts", { cart: line }, me);
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toMatch(/99個まで/);
  });

  it("is for signed-in customers only, and another customer's line is a 404", async () => {
    const alice = await signedIn("cart3@example.jp");
    const bob = await signedIn("cart4@example.jp");
    const added = await rest(
      app.url,
      "POST",
      "/carts",
      { cart: { product_id: demo.product.id, product_option_id: demo.option.id, quantity: 1 } },
      alice,
    );
    const aliceLine = added.body.order_detail[0].id;
    expect((await rest(app.url, "DELETE", `/carts/${aliceLine}`, undefined, bob)).status).toBe(404);
    expect((await rest(app.url, "DELETE", "/carts/abc", undefined, bob)).status).toBe(404);
    expect((await rest(app.url, "GET", "/carts")).status).toBe(401);
    expect((await rest(app.url, "GET", "/carts", undefined, alice)).body.cart_count).toBe(1);
    const removed = await gql(
      app.url,
      `mutation($id: ID!) { removeCartItem(id: $id) { __typename ... on Error { message } } }`,
      { id: String(aliceLine) },
      bob,
    );
    expect(removed.data?.removeCartItem.__typename).toBe("NotFoundError");
    expect((await gql(app.url, "{ cart { count } }")).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("merges a signed-out cart at sign-in through GraphQL, skipping lines that can no longer be ordered", async () => {
    const me = await signedIn("cart5@example.jp");
    await gql(
      app.url,
      `mutation($i: CartItemInput!) { addCartItem(input: $i) { __typename } }`,
      { i: { productId: demo.product.id, productOptionId: demo.option.id, quantity: 1 } },
      me,
    );
    const hidden = await app.db.prisma.product.findFirst({ where: { isPublic: false } });
    const items: Json[] = [
      { productId: demo.product.id, productOptionId: demo.option.id, quantity: 2 },
      {
        productId: demo.product.id,
        productOptionId: demo.bigOption.id,
        toppingOptionIds: [demo.toppingOption.id],
        quantity: 1,
      },
      { productId: hidden?.id ?? 999_999, quantity: 1 },
    ];
    const res = await gql(
      app.url,
      `mutation($items: [CartItemInput!]!) { mergeCart(items: $items) { __typename ... on MutationMergeCartSuccess { data { count totalWithTax lines { productOptionId quantity unitPriceWithTax toppings { toppingName } } } } } }`,
      { items },
      me,
    );
    const cart = res.data?.mergeCart.data;
    expect(cart.count).toBe(4);
    expect(cart.lines.map((l: Json) => [l.productOptionId, l.quantity])).toEqual([
      [demo.option.id, 3],
      [demo.bigOption.id, 1],
    ]);
    expect(cart.lines[1].toppings).toEqual([{ toppingName: demo.topping.name }]);
  });

  it("adds a merge sent again with its key once, a new key again, and refuses a bad key changing nothing", async () => {
    const me = await signedIn("cart6@example.jp");
    const merge = (mergeKey: unknown) =>
      gql(
        app.url,
        `mutation($items: [CartItemInput!]!, $mergeKey: String) { mergeCart(items: $items, mergeKey: $mergeKey) { __typename ... on MutationMergeCartSuccess { data { lines { quantity } } } ... on Error { message } } }`,
        { items: [{ productId: demo.product.id, productOptionId: demo.option.id, quantity: 2 }], mergeKey },
        me,
      );
    const quantities = (res: Awaited<ReturnType<typeof merge>>) =>
      res.data?.mergeCart.data?.lines.map((l: Json) => l.quantity);
    const key = "0123456789abcdef0123456789abcdef";
    // The same merge twice (the first answer lost to a page change), even at the same moment.
    const [first, again] = await Promise.all([merge(key), merge(key)]);
    expect([quantities(first), quantities(again)].map((q) => q?.at(-1)).sort()).toContain(2);
    expect(quantities(await merge(key))).toEqual([2]);
    // Another sign-in's merge has its own key: its lines are added.
    expect(quantities(await merge("fedcba9876543210fedcba9876543210"))).toEqual([4]);
    // A bad key: a Japanese message, and the cart is as it was.
    for (const bad of ["short", "x".repeat(65), "has space in it!!!!!", ""]) {
      const refused = await merge(bad);
      expect(refused.data?.mergeCart).toMatchObject({
        __typename: "ValidationError",
        message: expect.stringMatching(/画面を再読み込み/),
      });
    }
    const cart = await gql(app.url, "{ cart { lines { quantity } } }", {}, me);
    expect(cart.data?.cart.lines.map((l: Json) => l.quantity)).toEqual([4]);
  });

  it("answers the tax per rate on POST, GET and DELETE, as the quote computes it", async () => {
    const me = await signedIn("cart-taxes@example.jp");
    // A second product at the standard rate (a drink, say), so the cart holds two rates.
    const other = await app.db.prisma.product.findFirstOrThrow({
      where: { isPublic: true, id: { not: demo.product.id }, options: { none: {} }, provision: { is: null } },
    });
    await app.db.prisma.product.update({ where: { id: other.id }, data: { taxKind: "STANDARD" } });
    const lines = [
      {
        productId: demo.product.id,
        productOptionId: demo.option.id,
        toppingOptionIds: [demo.toppingOption.id],
        quantity: 3,
      },
      { productId: other.id, productOptionId: null, toppingOptionIds: [], quantity: 2 },
    ];
    const quoteOf = async (items: typeof lines) => {
      const res = await gql(
        app.url,
        `query($input: QuoteInput!) { quote(input: $input) { ... on QueryQuoteSuccess { data { taxes { rate amount tax } taxTotal } } } }`,
        { input: { items } },
      );
      return res.data?.quote.data as { taxes: Json[]; taxTotal: number };
    };
    const cartLine = (l: (typeof lines)[number]) => ({
      cart: {
        product_id: l.productId,
        product_option_id: l.productOptionId,
        topping_option_ids: l.toppingOptionIds,
        quantity: l.quantity,
      },
    });
    await rest(app.url, "POST", "/carts", cartLine(lines[0]!), me);
    const posted = await rest(app.url, "POST", "/carts", cartLine(lines[1]!), me);
    const both = await quoteOf(lines);
    expect(both.taxes.map((t) => t.rate)).toEqual([10, 8]);
    expect({ taxes: posted.body.taxes, tax_total: posted.body.tax_total }).toEqual({
      taxes: both.taxes,
      tax_total: both.taxTotal,
    });
    const got = await rest(app.url, "GET", "/carts", undefined, me);
    expect(got.body.taxes).toEqual(both.taxes);
    const drink = posted.body.order_detail.find((l: Json) => l.product_id === other.id);
    const removed = await rest(app.url, "DELETE", `/carts/${drink.id}`, undefined, me);
    const one = await quoteOf([lines[0]!]);
    expect({ taxes: removed.body.taxes, tax_total: removed.body.tax_total }).toEqual({
      taxes: one.taxes,
      tax_total: one.taxTotal,
    });
    await app.db.prisma.product.update({ where: { id: other.id }, data: { taxKind: other.taxKind } });
  });
});
