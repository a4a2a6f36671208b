import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gqlResponse } from "../../support/http.js";
import { createRuleCatalog } from "./helpers.js";

const MENU = /* GraphQL */ `
  query Menu($method: ProvisionMethod) {
    menu(method: $method) {
      taxRate
      lowestPrice
      categories {
        id
        name
        products {
          id
          name
          price
          priceWithTax
          lowestPriceWithTax
          badge
          tags
          isTakeout
          isDelivery
          options { name price priceWithTax }
          toppings { name options { name price priceWithTax } }
          provisionDate { startOn endOn }
        }
      }
    }
  }
`;

interface MenuData {
  menu: {
    taxRate: number;
    lowestPrice: number;
    categories: Array<{
      id: string;
      name: string;
      products: Array<{
        id: string;
        name: string;
        price: number;
        priceWithTax: number;
        lowestPriceWithTax: number;
        badge: string | null;
        tags: string[];
        options: Array<{ name: string; price: number; priceWithTax: number }>;
        toppings: Array<{ name: string; options: Array<{ name: string; priceWithTax: number }> }>;
        provisionDate: { startOn: string | null; endOn: string | null } | null;
      }>;
    }>;
  };
}

const productNames = (data: MenuData | undefined) =>
  data?.menu.categories.flatMap((c) => c.products.map((p) => p.name)) ?? [];

describe("the menu on a catalog built to show every rule", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ seed: false });
    await createRuleCatalog(app.db.prisma);
  });
  afterAll(() => app?.close());

  it("lists public products by category and position, with tax-inclusive prices rounded down", async () => {
    const { status, body } = await gqlResponse<MenuData>(app.url, MENU);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const menu = body.data!.menu;
    expect(menu.taxRate).toBe(8);
    expect(menu.categories.map((c) => c.name)).toEqual(["からあげ", "ドリンク"]);
    expect(menu.categories[0]!.products.map((p) => p.name)).toEqual([
      "からあげ定番セット",
      "店頭限定ジャンボからあげ",
      "デリバリー限定パーティーパック",
    ]);
    const set = menu.categories[0]!.products[0]!;
    // 99 * 1.08 = 106.92: the shared rule rounds down.
    expect(set).toMatchObject({
      price: 99,
      priceWithTax: 106,
      badge: "POPULAR",
      tags: ["KARAAGE", "FAMILY"],
    });
    expect(set.options).toEqual([
      { name: "5個", price: 760, priceWithTax: 820 },
      { name: "10個", price: 1480, priceWithTax: 1598 },
    ]);
    expect(set.lowestPriceWithTax).toBe(820);
    expect(set.provisionDate).toEqual({ startOn: "2026-12-01", endOn: "2026-12-25" });
  });

  it("uses the standard rate for products taxed at it", async () => {
    const { body } = await gqlResponse<MenuData>(app.url, MENU);
    const cola = body.data!.menu.categories[1]!.products[0]!;
    expect(cola).toMatchObject({ name: "コーラ", price: 150, priceWithTax: 165, lowestPriceWithTax: 165 });
  });

  it("hides products and toppings that are not public from customers", async () => {
    const { body } = await gqlResponse<MenuData>(app.url, MENU);
    expect(productNames(body.data)).not.toContain("試作品からあげ");
    const set = body.data!.menu.categories[0]!.products[0]!;
    expect(set.toppings).toEqual([
      { name: "特製ダレ", options: [{ name: "小", price: 99, priceWithTax: 106 }] },
    ]);
  });

  it("leaves takeout-only products out of the delivery menu and vice versa", async () => {
    const delivery = await gqlResponse<MenuData>(app.url, MENU, { method: "DELIVERY" });
    expect(productNames(delivery.body.data)).toContain("デリバリー限定パーティーパック");
    expect(productNames(delivery.body.data)).not.toContain("店頭限定ジャンボからあげ");
    const takeout = await gqlResponse<MenuData>(app.url, MENU, { method: "TAKEOUT" });
    expect(productNames(takeout.body.data)).toContain("店頭限定ジャンボからあげ");
    expect(productNames(takeout.body.data)).not.toContain("デリバリー限定パーティーパック");
  });

  it("asks for the lowest minimum order of the active delivery areas only when delivering", async () => {
    const delivery = await gqlResponse<MenuData>(app.url, MENU, { method: "DELIVERY" });
    expect(delivery.body.data!.menu.lowestPrice).toBe(1500);
    const takeout = await gqlResponse<MenuData>(app.url, MENU, { method: "TAKEOUT" });
    expect(takeout.body.data!.menu.lowestPrice).toBe(0);
  });

  it("filters a category's products by the method given on the field", async () => {
    const { body } = await gqlResponse<{
      categories: Array<{ name: string; products: Array<{ name: string }> }>;
    }>(app.url, `{ categories { name products(method: DELIVERY) { name } } }`);
    const names = body.data!.categories.map((c) => c.name);
    expect(names).toEqual(["からあげ", "ドリンク", "準備中"]);
    const fried = body.data!.categories[0]!.products.map((p) => p.name);
    expect(fried).toEqual(["からあげ定番セット", "デリバリー限定パーティーパック"]);
  });

  it("answers product(id) for public products only", async () => {
    const catalog = await app.db.prisma.product.findMany({
      select: { id: true, name: true, isPublic: true },
    });
    const shown = catalog.find((p) => p.isPublic)!;
    const hidden = catalog.find((p) => !p.isPublic)!;
    const q = `query P($id: ID!) { product(id: $id) { name } }`;
    expect((await gqlResponse(app.url, q, { id: String(shown.id) })).body.data).toEqual({
      product: { name: shown.name },
    });
    expect((await gqlResponse(app.url, q, { id: String(hidden.id) })).body.data).toEqual({ product: null });
  });

  it.each([
    "abc",
    "0",
    "-1",
    "9999999999",
  ])("rejects the product id %s with a Japanese message instead of a server error", async (id) => {
    const { status, body } = await gqlResponse(app.url, `query P($id: ID!) { product(id: $id) { name } }`, {
      id,
    });
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({
      message: "IDの形式が正しくありません",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});
