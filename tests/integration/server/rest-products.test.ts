import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { createRuleCatalog } from "./helpers.js";

const post = (app: TestApp, body?: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/api/products`, {
    method: "POST",
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body,
  });

describe("POST /api/products", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ seed: false });
    await createRuleCatalog(app.db.prisma);
  });
  afterAll(() => app?.close());

  it("answers the spec's snake_case menu with tax_rate and lowest_price", async () => {
    const res = await post(app, JSON.stringify({ order_method: "delivery" }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["categories", "lowest_price", "tax_rate"]);
    expect(body.tax_rate).toBe(8);
    expect(body.lowest_price).toBe(1500);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(["からあげ", "ドリンク"]);
    const set = body.categories[0].products[0];
    const sauceId = (await app.db.prisma.topping.findFirstOrThrow({ where: { name: "特製ダレ" } })).id;
    expect(set).toEqual({
      id: expect.any(Number),
      name: "からあげ定番セット",
      description: "",
      image: null,
      image_srcset: null,
      allergens: [],
      sold_out: false,
      badge: "POPULAR",
      tags: ["KARAAGE", "FAMILY"],
      is_public: true,
      category_id: body.categories[0].id,
      is_takeout: true,
      is_delivery: true,
      price: 99,
      price_with_tax: 106,
      provision_date: { id: expect.any(Number), start_on: "2026-12-01", end_on: "2026-12-25" },
      product_options: [
        { id: expect.any(Number), name: "5個", price: 760, allergens: [], sold_out: false },
        { id: expect.any(Number), name: "10個", price: 1480, allergens: [], sold_out: false },
      ],
      product_toppings: [
        {
          topping_id: sauceId,
          topping: {
            id: sauceId,
            name: "特製ダレ",
            image: null,
            allergens: [],
            topping_options: [{ id: expect.any(Number), name: "小", price: 99, allergens: [] }],
          },
        },
      ],
    });
  });

  it("filters by order_method like the GraphQL menu", async () => {
    const names = async (body?: string) => {
      const json = await (await post(app, body)).json();
      return json.categories.flatMap((c: { products: Array<{ name: string }> }) =>
        c.products.map((p) => p.name),
      );
    };
    const takeout = await names(JSON.stringify({ order_method: "takeout" }));
    expect(takeout).toContain("店頭限定ジャンボからあげ");
    expect(takeout).not.toContain("デリバリー限定パーティーパック");
    const delivery = await names(JSON.stringify({ order_method: "delivery" }));
    expect(delivery).not.toContain("店頭限定ジャンボからあげ");
    const all = await names();
    expect(all).toEqual(
      expect.arrayContaining(["店頭限定ジャンボからあげ", "デリバリー限定パーティーパック"]),
    );
    expect(all).not.toContain("試作品からあげ");
  });

  it("treats an empty body as no method, with no minimum order", async () => {
    const res = await post(app);
    expect(res.status).toBe(200);
    expect((await res.json()).lowest_price).toBe(0);
  });

  it("rejects an unknown order_method with 422 and a Japanese message", async () => {
    const res = await post(app, JSON.stringify({ order_method: "drone" }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: ["受け取り方法は takeout か delivery を指定してください"] });
  });

  it("rejects a body that is not JSON with 400 and a JSON error", async () => {
    const res = await post(app, '{"order_method": "takeout"');
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ errors: ["JSONの形式が正しくありません"] });
  });

  it("rejects JSON that is not an object with 400", async () => {
    const res = await post(app, "[1,2]");
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveLength(1);
  });
});
