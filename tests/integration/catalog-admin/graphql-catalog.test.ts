// The catalog back office over GraphQL: the same services as the REST routes, with typed errors,
// multipart photo uploads, positions, 品切れ and the public catalogChanged subscription.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProductSoldOut } from "../../../server/src/modules/catalog-admin/sold-out.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { subscribe } from "../board/helpers.js";
import { blob, catalogAdmin, jpegPhoto, mediaFiles, type Session, SVG } from "./helpers.js";

let app: TestApp;
let admin: Session;

beforeAll(async () => {
  app = await startTestApp();
  admin = await catalogAdmin(app.url);
});
afterAll(() => app?.close());

const ERRORS = `... on Error { __typename message } ... on ValidationError { fieldErrors { field messages } }`;
const PRODUCT = `id name price image imageSrcset allergens soldOut soldOutState position
  options { id name price allergens soldOut soldOutState } toppings { id name } category { id name }`;

const CREATE_CATEGORY = `mutation($input: CategoryInput!) { createCategory(input: $input) {
  __typename ... on MutationCreateCategorySuccess { data { id name position productCount } } ${ERRORS} } }`;
const CREATE_PRODUCT = `mutation($input: ProductInput!, $image: File) { createProduct(input: $input, image: $image) {
  __typename ... on MutationCreateProductSuccess { data { ${PRODUCT} } } ${ERRORS} } }`;
const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductInput!, $image: File) {
  updateProduct(id: $id, input: $input, image: $image) {
  __typename ... on MutationUpdateProductSuccess { data { ${PRODUCT} } } ${ERRORS} } }`;

async function newCategory(name: string) {
  const res = await admin.gql(CREATE_CATEGORY, { input: { name } });
  expect(res.data?.createCategory.__typename, JSON.stringify(res)).toBe("MutationCreateCategorySuccess");
  return res.data?.createCategory.data as { id: string; name: string; position: number };
}

async function newProduct(categoryId: string, name: string, extra: Record<string, unknown> = {}) {
  const res = await admin.gqlUpload(CREATE_PRODUCT, {
    input: { name, categoryId, price: 500, allergens: ["wheat"], ...extra },
  });
  expect(res.data?.createProduct.__typename, JSON.stringify(res)).toBe("MutationCreateProductSuccess");
  return res.data?.createProduct.data;
}

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

describe("toppings over GraphQL", () => {
  it("creates toppings, moves one, and tells which products use one before a refused delete", async () => {
    const TOPPING = `mutation($input: ToppingInput!, $image: File) { createTopping(input: $input, image: $image) {
      __typename ... on MutationCreateToppingSuccess { data { id name allergens options { id name price } } } } }`;
    const a = (
      await admin.gqlUpload(TOPPING, { input: { name: "GQL-T1", options: [{ name: "並", price: 30 }] } })
    ).data?.createTopping.data;
    const b = (
      await admin.gqlUpload(TOPPING, { input: { name: "GQL-T2", options: [{ name: "並", price: 40 }] } })
    ).data?.createTopping.data;
    const moved = await admin.gql(
      `mutation($id: ID!) { moveTopping(id: $id, direction: UP) { ... on MutationMoveToppingSuccess { data { id } } } }`,
      { id: b.id },
    );
    const ids = moved.data?.moveTopping.data.map((t: { id: string }) => t.id);
    expect(ids.indexOf(b.id)).toBe(ids.indexOf(a.id) - 1);

    const c = await newCategory("GQL-TU");
    await newProduct(c.id, "トッピング付き", { toppingIds: [a.id] });
    const usage = await admin.gql(`query($id: ID!) { adminTopping(id: $id) { usedBy { name } } }`, {
      id: a.id,
    });
    expect(usage.data?.adminTopping.usedBy).toEqual([{ name: "トッピング付き" }]);
    const del = await admin.gql(
      `mutation($id: ID!) { deleteTopping(id: $id) { __typename ... on Error { message } } }`,
      { id: a.id },
    );
    expect(del.data?.deleteTopping.__typename).toBe("ConflictError");
    expect(del.data?.deleteTopping.message).toContain("「トッピング付き」");
  });
});

describe("sold out (品切れ)", () => {
  const MENU = `{ menu { categories { products { id soldOut options { id soldOut } } } } }`;
  async function menuProduct(id: string) {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: MENU }),
    });
    const body = await res.json();
    return body.data.menu.categories
      .flatMap((c: { products: { id: string }[] }) => c.products)
      .find((p: { id: string }) => p.id === id);
  }

  it("marks a product and an option sold out in one tap; the public menu shows it at once", async () => {
    const c = await newCategory("GQL-S");
    const product = await newProduct(c.id, "品切れテスト", { options: [{ name: "5個", price: 500 }] });
    expect((await menuProduct(product.id)).soldOut).toBe(false); // now cached
    const res = await admin.gql(
      `mutation($id: ID!) { setProductSoldOut(id: $id, state: TODAY) { __typename
        ... on MutationSetProductSoldOutSuccess { data { soldOut soldOutState } } } }`,
      { id: product.id },
    );
    expect(res.data?.setProductSoldOut.data).toEqual({ soldOut: true, soldOutState: "TODAY" });
    expect((await menuProduct(product.id)).soldOut).toBe(true);
    const rest = await (await fetch(`${app.url}/api/products`, { method: "POST" })).json();
    const restRow = rest.categories
      .flatMap((x: { products: { id: number }[] }) => x.products)
      .find((p: { id: number }) => String(p.id) === product.id);
    expect(restRow.sold_out).toBe(true);

    await admin.gql(`mutation($id: ID!) { setProductSoldOut(id: $id, state: AVAILABLE) { __typename } }`, {
      id: product.id,
    });
    const option = await admin.gql(
      `mutation($id: ID!) { setProductOptionSoldOut(id: $id, state: UNTIL_FURTHER_NOTICE) { __typename
        ... on MutationSetProductOptionSoldOutSuccess { data { soldOut options { soldOutState } } } } }`,
      { id: product.options[0].id },
    );
    expect(option.data?.setProductOptionSoldOut.data).toEqual({
      soldOut: false,
      options: [{ soldOutState: "UNTIL_FURTHER_NOTICE" }],
    });
    expect((await menuProduct(product.id)).options[0].soldOut).toBe(true);
  });

  it("a mark for the previous Tokyo business day no longer reads as sold out", async () => {
    const c = await newCategory("GQL-Y");
    const product = await newProduct(c.id, "昨日の品切れ");
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await setProductSoldOut({ prisma: app.db.prisma }, Number(product.id), "TODAY", yesterday);
    expect((await menuProduct(product.id)).soldOut).toBe(false);
    await setProductSoldOut({ prisma: app.db.prisma }, Number(product.id), "UNTIL_FURTHER_NOTICE", yesterday);
    expect((await menuProduct(product.id)).soldOut).toBe(true);
  });
});

describe("catalogChanged", () => {
  it("tells an anonymous storefront subscriber about every catalog write", async () => {
    const storefront = subscribe(app.url, "subscription { catalogChanged { id kind at } }");
    try {
      await storefront.connected;
      const c = await newCategory("GQL-E");
      // Subscriptions start asynchronously: write until the event for a write arrives.
      let event: unknown;
      for (let i = 0; i < 50 && !event; i++) {
        await admin.gql(
          `mutation($id: ID!) { updateCategory(id: $id, input: { name: "GQL-E${i}" }) { __typename } }`,
          {
            id: c.id,
          },
        );
        event = await Promise.race([
          storefront.next((r) => r.data?.catalogChanged.kind === "category"),
          new Promise((resolve) => setTimeout(resolve, 100)),
        ]);
      }
      expect(event).toMatchObject({ data: { catalogChanged: { kind: "category" } } });
    } finally {
      await storefront.close();
    }
  });
});

describe("kitchen ticket", () => {
  it("lists what each order line can contain: product, option and toppings", async () => {
    const { insertOrder } = await import("../board/helpers.js");
    const topping = await app.db.prisma.topping.create({
      data: {
        name: "ごまだれ",
        allergens: ["sesame"],
        options: { create: [{ name: "並", price: 50, allergens: ["soybean"] }] },
      },
      include: { options: true },
    });
    const c = await newCategory("GQL-K");
    const product = await newProduct(c.id, "チケット唐揚げ", {
      allergens: ["wheat", "egg"],
      options: [{ name: "5個", price: 500, allergens: ["milk"] }],
    });
    const order = await insertOrder(app.db.prisma, new Date());
    const item = await app.db.prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    await app.db.prisma.orderItem.update({
      where: { id: item.id },
      data: {
        productId: Number(product.id),
        productOptionId: Number(product.options[0].id),
        toppings: {
          create: [
            {
              toppingOptionId: topping.options[0]?.id,
              toppingName: "ごまだれ",
              optionName: "並",
              price: 50,
              priceWithTax: 54,
            },
          ],
        },
      },
    });
    const res = await admin.gql(`{ adminOrders(period: TODAY) { ... on QueryAdminOrdersSuccess {
      data { orders { code items { allergens } } } } } }`);
    const found = res.data?.adminOrders.data.orders.find((o: { code: string }) => o.code === order.code);
    expect(found.items[0].allergens).toEqual(["wheat", "egg", "milk", "sesame", "soybean"]);
  });
});
