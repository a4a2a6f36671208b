// The catalog back office over GraphQL: categories and products, the same services as the REST
// routes, with typed errors, multipart photo uploads and positions. Toppings, 品切れ, the public
// catalogChanged subscription and the kitchen ticket: graphql-catalog-toppings.test.ts.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  admin,
  app,
  CREATE_CATEGORY,
  CREATE_PRODUCT,
  newCategory,
  newProduct,
  UPDATE_PRODUCT,
  withGraphqlCatalogApp,
} from "./graphql-catalog-setup.js";
import { blob, jpegPhoto, mediaFiles, SVG } from "./helpers.js";

withGraphqlCatalogApp();

describe("categories over GraphQL", () => {
  it("creates, renames, moves and deletes; a blank name is a typed ValidationError naming the field", async () => {
    const a = await newCategory("GQL-A");
    const b = await newCategory("GQL-B");
    expect(b.position).toBeGreaterThan(a.position);

    const moved = await admin.gql(
      `mutation($id: ID!) { moveCategory(id: $id, direction: UP) { __typename
        ... on MutationMoveCategorySuccess { data { id } } } }`,
      { id: b.id },
    );
    const order = moved.data?.moveCategory.data.map((c: { id: string }) => c.id);
    expect(order.indexOf(b.id)).toBe(order.indexOf(a.id) - 1);

    const renamed = await admin.gql(
      `mutation($id: ID!) { updateCategory(id: $id, input: { name: "GQL-A2" }) { __typename
        ... on MutationUpdateCategorySuccess { data { name } } } }`,
      { id: a.id },
    );
    expect(renamed.data?.updateCategory.data.name).toBe("GQL-A2");

    const blank = await admin.gql(CREATE_CATEGORY, { input: { name: "" } });
    expect(blank.data?.createCategory).toMatchObject({
      __typename: "ValidationError",
      message: "カテゴリ名を入力してください",
      fieldErrors: [{ field: "name", messages: ["カテゴリ名を入力してください"] }],
    });

    const del = await admin.gql(
      `mutation($id: ID!) { deleteCategory(id: $id) { __typename ... on MutationDeleteCategorySuccess { data { id } } } }`,
      { id: a.id },
    );
    expect(del.data?.deleteCategory.data.id).toBe(a.id);
    const list = await admin.gql("{ adminCategories { id } }");
    expect(list.data?.adminCategories.map((c: { id: string }) => c.id)).not.toContain(a.id);
  });

  it("refuses to delete a category with products as a ConflictError naming them", async () => {
    const c = await newCategory("GQL-C");
    await newProduct(c.id, "GQL唐揚げ");
    const del = await admin.gql(
      `mutation($id: ID!) { deleteCategory(id: $id) { __typename ... on Error { message } } }`,
      { id: c.id },
    );
    expect(del.data?.deleteCategory.__typename).toBe("ConflictError");
    expect(del.data?.deleteCategory.message).toContain("「GQL唐揚げ」");
  });
});

describe("products over GraphQL", () => {
  it("creates a product with a photo (multipart), options and a topping; edits the nested lists", async () => {
    const c = await newCategory("GQL-P");
    const topping = await app.db.prisma.topping.create({
      data: { name: "GQLソース", allergens: ["soybean"], options: { create: [{ name: "並", price: 50 }] } },
    });
    const res = await admin.gqlUpload(
      CREATE_PRODUCT,
      {
        input: {
          name: "GQLもも",
          categoryId: c.id,
          price: 0,
          allergens: ["wheat", "egg"],
          options: [
            { name: "5個", price: 600 },
            { name: "10個", price: 1100, allergens: ["milk"] },
          ],
          toppingIds: [String(topping.id)],
        },
      },
      blob(await jpegPhoto()),
    );
    const product = res.data?.createProduct.data;
    expect(product, JSON.stringify(res)).toMatchObject({
      name: "GQLもも",
      allergens: ["wheat", "egg"],
      soldOut: false,
      toppings: [{ name: "GQLソース" }],
      category: { id: c.id },
    });
    expect(product.image).toMatch(/^\/media\/[0-9a-f]{32}-800\.webp$/);
    expect(product.imageSrcset).toContain("400w");

    const [five] = product.options;
    const edited = await admin.gqlUpload(UPDATE_PRODUCT, {
      id: product.id,
      input: {
        name: "GQLもも",
        categoryId: c.id,
        price: 0,
        options: [
          { id: five.id, name: "5個", price: 620 },
          { name: "20個", price: 2000 },
        ],
        toppingIds: [],
      },
    });
    const options = edited.data?.updateProduct.data.options;
    expect(options.map((o: { name: string; price: number }) => [o.name, o.price])).toEqual([
      ["5個", 620],
      ["20個", 2000],
    ]);
    expect(options[0].id).toBe(five.id);
    expect(edited.data?.updateProduct.data.toppings).toEqual([]);
    expect(edited.data?.updateProduct.data.image).toBe(product.image);
  });

  it("takes a photo of several MB over GraphQL, as over REST (the 1 MB limit is for JSON bodies)", async () => {
    const c = await newCategory("GQL-BIG");
    const photo = await sharp({
      create: {
        width: 1500,
        height: 1200,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(photo.byteLength).toBeLessThan(5 * 1024 * 1024);
    const res = await admin.gqlUpload(
      CREATE_PRODUCT,
      { input: { name: "大きな写真の商品", categoryId: c.id, price: 100 } },
      blob(photo),
    );
    expect(res.data?.createProduct.__typename, JSON.stringify(res)).toBe("MutationCreateProductSuccess");
    expect(res.data?.createProduct.data.image).toMatch(/^\/media\/[0-9a-f]{32}-800\.webp$/);
  });

  it("refuses an SVG upload as a ValidationError on `image`, saving nothing", async () => {
    const c = await newCategory("GQL-SVG");
    const files = await mediaFiles(app.config.dataDir);
    const res = await admin.gqlUpload(
      CREATE_PRODUCT,
      { input: { name: "SVG商品", categoryId: c.id, price: 100 } },
      blob(SVG, "image/svg+xml"),
      "logo.svg",
    );
    expect(res.data?.createProduct).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "image", messages: ["画像はJPEG・PNG・WebP形式のファイルを選んでください"] }],
    });
    expect(await app.db.prisma.product.count({ where: { name: "SVG商品" } })).toBe(0);
    expect(await mediaFiles(app.config.dataDir)).toEqual(files);
  });

  it("lists a page with filters and the total; moves a product within its category", async () => {
    const c = await newCategory("GQL-L");
    const first = await newProduct(c.id, "一番目");
    const second = await newProduct(c.id, "二番目", { isPublic: false });
    const page = await admin.gql(
      `query($f: AdminProductFilter) { adminProducts(filter: $f, perPage: 1) { __typename
        ... on QueryAdminProductsSuccess { data { totalCount page perPage products { id name } } } } }`,
      { f: { categoryId: c.id } },
    );
    expect(page.data?.adminProducts.data).toMatchObject({
      totalCount: 2,
      perPage: 1,
      products: [{ name: "一番目" }],
    });
    const hidden = await admin.gql(
      `query($f: AdminProductFilter) { adminProducts(filter: $f) { ... on QueryAdminProductsSuccess { data { products { name } } } } }`,
      { f: { categoryId: c.id, visibility: "HIDDEN" } },
    );
    expect(hidden.data?.adminProducts.data.products).toEqual([{ name: "二番目" }]);
    const moved = await admin.gql(
      `mutation($id: ID!) { moveProduct(id: $id, direction: UP) { ... on MutationMoveProductSuccess { data { id } } } }`,
      { id: second.id },
    );
    expect(moved.data?.moveProduct.data.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
  });
});
