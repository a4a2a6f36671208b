// The spec's /api/admin/products calls (multipart), nested lists, archiving, and every bad upload
// the issue lists: each answered with a Japanese 422 that names the photo, nothing saved and no
// file left behind.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { insertOrder } from "../board/helpers.js";
import { blob, catalogAdmin, jpegPhoto, mediaFiles, pngBomb, type Session, SVG } from "./helpers.js";

let app: TestApp;
let admin: Session;
let categoryId: number;
let toppingId: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = await catalogAdmin(app.url);
  categoryId = (await app.db.prisma.category.create({ data: { name: "テスト" } })).id;
  toppingId = (
    await app.db.prisma.topping.create({
      data: { name: "レモン", options: { create: [{ name: "並", price: 0 }] } },
    })
  ).id;
});
afterAll(() => app?.close());

const baseFields = (name = "骨なしからあげ"): [string, string][] => [
  ["name", name],
  ["description", "国産若鶏のもも肉を秘伝のたれに漬け込みました"],
  ["badge", "POPULAR"],
  ["is_public", "true"],
  ["category_id", String(categoryId)],
  ["is_takeout", "true"],
  ["is_delivery", "false"],
  ["price", "0"],
  ["allergens[]", "wheat"],
  ["allergens[]", "soybean"],
  ["allergens[]", "chicken"],
];

describe("products (multipart)", () => {
  it("creates a product with a photo, two options, a topping and provision days; reads it for editing", async () => {
    const res = await admin.form("POST", "/admin/products", [
      ...baseFields(),
      ["provision_date[start_on]", "2026-12-01"],
      ["provision_date[end_on]", "2026-12-31"],
      ["product_options[0][name]", "5個"],
      ["product_options[0][price]", "600"],
      ["product_options[1][name]", "10個"],
      ["product_options[1][price]", "1100"],
      ["product_options[1][allergens][]", "egg"],
      ["product_toppings[][topping_id]", String(toppingId)],
      ["image", blob(await jpegPhoto()), "karaage.jpg"],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = res.body.product;
    expect(product).toMatchObject({
      name: "骨なしからあげ",
      badge: "POPULAR",
      category_id: categoryId,
      is_takeout: true,
      is_delivery: false,
      allergens: ["wheat", "soybean", "chicken"],
      provision_date: { start_on: "2026-12-01", end_on: "2026-12-31" },
      product_toppings: [{ topping_id: toppingId }],
      sold_out_state: "AVAILABLE",
    });
    expect(product.product_options.map((o: { name: string; price: number }) => [o.name, o.price])).toEqual([
      ["5個", 600],
      ["10個", 1100],
    ]);
    const edit = await admin.rest("GET", `/admin/products/${product.id}/edit`);
    expect(edit.status).toBe(200);
    expect(edit.body.product).toEqual(product);

    // The stored photo is WebP at 400 and 800 px with the camera's EXIF stripped.
    const served = await fetch(`${app.url}${product.image}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800 });
    expect(meta.exif).toBeUndefined();
    const small = await fetch(`${app.url}${(product.image as string).replace("-800", "-400")}`);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(400);
  });

  it("updates nested lists: options by id, new ones created, left-out ones removed; toppings replaced", async () => {
    const created = await admin.form("POST", "/admin/products", [
      ...baseFields("手羽先"),
      ["product_options[0][name]", "3本"],
      ["product_options[0][price]", "400"],
      ["product_options[1][name]", "6本"],
      ["product_options[1][price]", "780"],
      ["product_toppings[][topping_id]", String(toppingId)],
    ]);
    const [three, six] = created.body.product.product_options;
    const res = await admin.form("PUT", `/admin/products/${created.body.product.id}`, [
      ...baseFields("手羽先"),
      ["product_options[0][id]", String(six.id)],
      ["product_options[0][name]", "6本"],
      ["product_options[0][price]", "750"],
      ["product_options[1][name]", "12本"],
      ["product_options[1][price]", "1400"],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const options = res.body.product.product_options;
    expect(options.map((o: { name: string; price: number }) => [o.name, o.price])).toEqual([
      ["6本", 750],
      ["12本", 1400],
    ]);
    expect(options[0].id).toBe(six.id);
    expect(options.map((o: { id: number }) => o.id)).not.toContain(three.id);
    expect(res.body.product.product_toppings).toEqual([]);
  });

  it("lists products with search, filters and paging", async () => {
    const q = (query: string) => admin.rest("GET", `/admin/products?${query}`);
    const found = await q(`name=${encodeURIComponent("手羽")}&category_id=${categoryId}`);
    expect(found.status).toBe(200);
    expect(found.body.products.map((p: { name: string }) => p.name)).toEqual(["手羽先"]);
    const takeout = await q(`category_id=${categoryId}&method=delivery`);
    expect(takeout.body.total_count).toBe(0);
    const paged = await q("per_page=2&page=1");
    expect(paged.body.products).toHaveLength(2);
    expect(paged.body).toMatchObject({ page: 1, per_page: 2 });
    expect(paged.body.total_count).toBeGreaterThan(2);
  });

  it("refuses bad fields with Japanese 422s naming them, saving nothing", async () => {
    const before = await app.db.prisma.product.count();
    const cases: [[string, string][], string][] = [
      [baseFields("").filter(([k]) => k !== "name"), "商品名を入力してください"],
      [
        [...baseFields().filter(([k]) => k !== "category_id"), ["category_id", "999999"]],
        "選択されたカテゴリが見つかりません",
      ],
      [
        [...baseFields().filter(([k]) => k !== "is_takeout"), ["is_takeout", "false"]],
        "テイクアウトとデリバリーの少なくとも一方を選んでください",
      ],
      [
        [...baseFields(), ["product_options[0][name]", "大"], ["product_options[0][price]", "-1"]],
        "オプションの価格は0円以上で入力してください",
      ],
      [
        [
          ...baseFields(),
          ["provision_date[start_on]", "2026-12-10"],
          ["provision_date[end_on]", "2026-12-01"],
        ],
        "提供終了日は提供開始日以降の日付にしてください",
      ],
      [[...baseFields(), ["allergens[]", "unicorn"]], "アレルゲンの指定が正しくありません"],
    ];
    for (const [fields, message] of cases) {
      const res = await admin.form("POST", "/admin/products", fields);
      expect(res.status, message).toBe(422);
      expect(res.body.errors).toContain(message);
    }
    expect(await app.db.prisma.product.count()).toBe(before);
  });
});

describe("bad uploads", () => {
  const truncatedJpeg = async () => {
    const photo = await jpegPhoto(1600, 1200);
    return photo.subarray(0, Math.floor(photo.length / 2));
  };
  const cases: [string, () => Promise<Uint8Array> | Uint8Array, string, string][] = [
    [
      "a text file named .jpg",
      () => Buffer.from("これは画像ではありません\n".repeat(50)),
      "photo.jpg",
      "画像はJPEG・PNG・WebP形式のファイルを選んでください",
    ],
    [
      "a 6 MB file",
      async () => Buffer.concat([await jpegPhoto(), Buffer.alloc(6 * 1024 * 1024)]),
      "big.jpg",
      "画像のファイルサイズは5MB以下にしてください",
    ],
    ["a 20000×20000 PNG", () => pngBomb(), "bomb.png", "画像の大きさは縦横6000ピクセル以下にしてください"],
    ["a truncated JPEG", truncatedJpeg, "half.jpg", "画像ファイルが壊れているか、読み込めない形式です"],
    ["an SVG", () => SVG, "logo.svg", "画像はJPEG・PNG・WebP形式のファイルを選んでください"],
  ];
  for (const [name, make, fileName, message] of cases) {
    it(`refuses ${name} with a 422 naming the photo: no product, no file`, async () => {
      const products = await app.db.prisma.product.count();
      const files = await mediaFiles(app.config.dataDir);
      const res = await admin.form("POST", "/admin/products", [
        ...baseFields(`写真テスト ${name}`),
        ["image", blob(await make()), fileName],
      ]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([message]);
      expect(await app.db.prisma.product.count()).toBe(products);
      expect(await mediaFiles(app.config.dataDir)).toEqual(files);
    });
  }

  it("leaves no file behind when a write with a good photo is refused afterwards", async () => {
    const files = await mediaFiles(app.config.dataDir);
    const res = await admin.form("POST", "/admin/products", [
      ...baseFields("存在しない商品へ"),
      ["image", blob(await jpegPhoto(700, 700, { r: 1, g: 2, b: 3 }))],
    ]);
    expect(res.status).toBe(201);
    const update = await admin.form("PUT", `/admin/products/${res.body.product.id}`, [
      ...baseFields("存在しない商品へ"),
      ["product_options[0][id]", "2000000000"],
      ["product_options[0][name]", "x"],
      ["product_options[0][price]", "1"],
      ["image", blob(await jpegPhoto(700, 700, { r: 9, g: 9, b: 9 }))],
    ]);
    expect(update.status).toBe(422);
    const after = await mediaFiles(app.config.dataDir);
    // The first photo's two files were added; the refused second photo left nothing.
    expect(after.length).toBe(files.length + 2);
  });
});

describe("deleting", () => {
  it("deletes a product without orders and removes its photo", async () => {
    const res = await admin.form("POST", "/admin/products", [
      ...baseFields("消える商品"),
      ["image", blob(await jpegPhoto(500, 500, { r: 50, g: 60, b: 70 }))],
    ]);
    const name = (res.body.product.image as string).replace("/media/", "");
    const deleted = await admin.rest("DELETE", `/admin/products/${res.body.product.id}`);
    expect(deleted.body).toEqual({ id: res.body.product.id, archived: false });
    expect(await app.db.prisma.product.findUnique({ where: { id: res.body.product.id } })).toBeNull();
    expect(await mediaFiles(app.config.dataDir)).not.toContain(name);
  });

  it("archives a product with past orders: gone from the menu and the admin list, history intact", async () => {
    const created = await admin.form("POST", "/admin/products", baseFields("注文済みの商品"));
    const id = created.body.product.id;
    const order = await insertOrder(app.db.prisma, new Date(Date.now() - 86_400_000));
    await app.db.prisma.orderItem.updateMany({ where: { orderId: order.id }, data: { productId: id } });

    const deleted = await admin.rest("DELETE", `/admin/products/${id}`);
    expect(deleted.body).toEqual({ id, archived: true });
    const list = await admin.rest("GET", `/admin/products?category_id=${categoryId}&per_page=100`);
    expect(list.body.products.map((p: { id: number }) => p.id)).not.toContain(id);
    const menu = await (await fetch(`${app.url}/api/products`, { method: "POST" })).json();
    const menuIds = menu.categories.flatMap((c: { products: { id: number }[] }) =>
      c.products.map((p) => p.id),
    );
    expect(menuIds).not.toContain(id);
    const item = await app.db.prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    expect(item.productId).toBe(id);
    expect((await admin.rest("GET", `/admin/products/${id}/edit`)).status).toBe(404);
  });
});
