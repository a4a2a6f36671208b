import { describe, expect, it } from "vitest";
import { setProductSoldOut } from "../../../server/src/modules/catalog-admin/sold-out.service.js";
import { subscribe } from "../board/helpers.js";
import { admin, app, newCategory, newProduct, withGraphqlCatalogApp } from "./graphql-catalog-setup.js";

withGraphqlCatalogApp();

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
