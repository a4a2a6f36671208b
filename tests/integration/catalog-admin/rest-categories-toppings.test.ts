// The spec's /api/admin/categories and /api/admin/toppings calls, as an administrator.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { blob, catalogAdmin, jpegPhoto, mediaFiles, pngPhoto, type Session } from "./helpers.js";

let app: TestApp;
let admin: Session;

beforeAll(async () => {
  app = await startTestApp();
  admin = await catalogAdmin(app.url);
});
afterAll(() => app?.close());

describe("categories", () => {
  it("creates, lists, renames and deletes a category", async () => {
    // 「からあげ」 is the demo shop's; names are unique (decision 0033).
    const created = await admin.rest("POST", "/admin/categories", { category: { name: "季節のからあげ" } });
    expect(created.status).toBe(201);
    expect(created.body.category).toMatchObject({ name: "季節のからあげ" });
    const id = created.body.category.id;

    const renamed = await admin.rest("PUT", `/admin/categories/${id}`, { category: { name: "唐揚げ" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.category.name).toBe("唐揚げ");

    const list = await admin.rest("GET", "/admin/categories");
    expect(list.body.categories).toContainEqual(
      expect.objectContaining({ id, name: "唐揚げ", product_count: 0 }),
    );

    expect((await admin.rest("DELETE", `/admin/categories/${id}`)).status).toBe(200);
    const after = await admin.rest("GET", "/admin/categories");
    expect(after.body.categories.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it("answers a blank name with a Japanese 422 naming the field, and saves nothing", async () => {
    const before = await app.db.prisma.category.count();
    const res = await admin.rest("POST", "/admin/categories", { category: { name: "  " } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(["カテゴリ名を入力してください"]);
    expect(await app.db.prisma.category.count()).toBe(before);
  });

  it("refuses to delete a category that still has products, naming them", async () => {
    const category = await app.db.prisma.category.create({ data: { name: "弁当" } });
    await app.db.prisma.product.create({
      data: { name: "からあげ弁当", categoryId: category.id, price: 600 },
    });
    const res = await admin.rest("DELETE", `/admin/categories/${category.id}`);
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toContain("「からあげ弁当」");
    expect(await app.db.prisma.category.findUnique({ where: { id: category.id } })).not.toBeNull();
  });

  it("answers an unknown category with 404", async () => {
    const res = await admin.rest("PUT", "/admin/categories/999999", { category: { name: "x" } });
    expect(res.status).toBe(404);
    expect((await admin.rest("DELETE", "/admin/categories/abc")).status).toBe(404);
  });
});

describe("toppings (multipart)", () => {
  it("creates a topping with options, allergens and a photo", async () => {
    const photo = await jpegPhoto();
    const res = await admin.form("POST", "/admin/toppings", [
      ["name", "タルタルソース"],
      ["is_public", "true"],
      ["allergens[]", "egg"],
      ["topping_options[0][name]", "小"],
      ["topping_options[0][price]", "50"],
      ["topping_options[1][name]", "大"],
      ["topping_options[1][price]", "100"],
      ["topping_options[1][allergens][]", "soybean"],
      ["image", blob(photo), "tartar.jpg"],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const topping = res.body.topping;
    expect(topping).toMatchObject({ name: "タルタルソース", is_public: true, allergens: ["egg"] });
    expect(topping.topping_options).toEqual([
      expect.objectContaining({ name: "小", price: 50, allergens: [] }),
      expect.objectContaining({ name: "大", price: 100, allergens: ["soybean"] }),
    ]);
    expect(topping.image).toMatch(/^\/media\/[0-9a-f]{32}-800\.webp$/);
    expect(topping.image_srcset).toMatch(/-400\.webp 400w, .*-800\.webp 800w$/);
    const list = await admin.rest("GET", "/admin/toppings");
    expect(list.body.toppings.map((t: { id: number }) => t.id)).toContain(topping.id);
  });

  it("updates nested options: with an id updated, without created, left out removed", async () => {
    const topping = await app.db.prisma.topping.create({
      data: {
        name: "甘酢",
        options: {
          create: [
            { name: "小", price: 40, position: 1 },
            { name: "大", price: 80, position: 2 },
          ],
        },
      },
      include: { options: true },
    });
    const [small, large] = topping.options;
    const res = await admin.form("PUT", `/admin/toppings/${topping.id}`, [
      ["name", "甘酢あん"],
      ["topping_options[][id]", String(large?.id)],
      ["topping_options[][name]", "大盛り"],
      ["topping_options[][price]", "90"],
      ["topping_options[][name]", "特盛り"],
      ["topping_options[][price]", "120"],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const options = await app.db.prisma.toppingOption.findMany({
      where: { toppingId: topping.id },
      orderBy: { position: "asc" },
    });
    expect(options.map((o) => [o.name, o.price])).toEqual([
      ["大盛り", 90],
      ["特盛り", 120],
    ]);
    expect(options[0]?.id).toBe(large?.id);
    expect(options.some((o) => o.id === small?.id)).toBe(false);
  });

  it("refuses an option id of another topping, changing nothing", async () => {
    const a = await app.db.prisma.topping.create({
      data: { name: "A", options: { create: [{ name: "並", price: 10 }] } },
      include: { options: true },
    });
    const b = await app.db.prisma.topping.create({
      data: { name: "B", options: { create: [{ name: "並", price: 20 }] } },
      include: { options: true },
    });
    const res = await admin.form("PUT", `/admin/toppings/${a.id}`, [
      ["name", "A2"],
      ["topping_options[0][id]", String(b.options[0]?.id)],
      ["topping_options[0][name]", "x"],
      ["topping_options[0][price]", "1"],
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toContain("トッピングの選択肢");
    expect((await app.db.prisma.topping.findUniqueOrThrow({ where: { id: a.id } })).name).toBe("A");
    expect(
      (await app.db.prisma.toppingOption.findUniqueOrThrow({ where: { id: b.options[0]?.id } })).price,
    ).toBe(20);
  });

  it("refuses a price that is not a number and a topping without options, by field", async () => {
    const res = await admin.form("POST", "/admin/toppings", [
      ["name", "ねぎ"],
      ["topping_options[0][name]", "並"],
      ["topping_options[0][price]", "百円"],
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(["トッピングの価格は半角数字で入力してください"]);
    const none = await admin.form("POST", "/admin/toppings", [["name", "ねぎ"]]);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual(["トッピングの選択肢を1つ以上登録してください"]);
  });

  it("refuses to delete a topping in use, naming the products; deletes it once unused", async () => {
    const category = await app.db.prisma.category.create({ data: { name: "単品" } });
    const topping = await app.db.prisma.topping.create({
      data: { name: "ガーリックマヨ", options: { create: [{ name: "並", price: 60 }] } },
    });
    const product = await app.db.prisma.product.create({
      data: {
        name: "もも唐揚げ",
        categoryId: category.id,
        price: 400,
        toppings: { create: [{ toppingId: topping.id }] },
      },
    });
    const refused = await admin.rest("DELETE", `/admin/toppings/${topping.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toContain("「もも唐揚げ」");
    await app.db.prisma.productTopping.deleteMany({ where: { productId: product.id } });
    expect((await admin.rest("DELETE", `/admin/toppings/${topping.id}`)).status).toBe(200);
    expect(await app.db.prisma.topping.findUnique({ where: { id: topping.id } })).toBeNull();
  });

  it("removes a replaced photo's files and serves the new one as immutable WebP", async () => {
    const first = await admin.form("POST", "/admin/toppings", [
      ["name", "柚子塩"],
      ["topping_options[0][name]", "並"],
      ["topping_options[0][price]", "30"],
      ["image", blob(await jpegPhoto(900, 900, { r: 250, g: 250, b: 10 }))],
    ]);
    const oldName = (first.body.topping.image as string).replace("/media/", "");
    expect(await mediaFiles(app.config.dataDir)).toContain(oldName);
    const replaced = await admin.form("PUT", `/admin/toppings/${first.body.topping.id}`, [
      ["name", "柚子塩"],
      ["topping_options[0][id]", String(first.body.topping.topping_options[0].id)],
      ["topping_options[0][name]", "並"],
      ["topping_options[0][price]", "30"],
      ["image", blob(await pngPhoto()), "yuzu.png"],
    ]);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const files = await mediaFiles(app.config.dataDir);
    expect(files).not.toContain(oldName);
    expect(files).not.toContain(oldName.replace("-800", "-400"));
    const served = await fetch(`${app.url}${replaced.body.topping.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${app.url}/media/${oldName}`)).status).toBe(404);
  });
});
