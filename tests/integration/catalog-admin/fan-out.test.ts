// Two app instances behind one PostgreSQL and one Redis: a price changed through one instance is
// read from the other as soon as its storefront hears `catalogChanged`, not after the menu
// cache's 30 s TTL (every instance empties its cache on the same Redis message). Needs both
// servers, so it runs in the PostgreSQL run (TEST_DATABASE_URL) when Redis answers.
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { reachable, TEST_REDIS_URL } from "../../setup/redis.js";
import { type RunningApp, startApp } from "../../setup/start-app.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { subscribe, untilReceived } from "../board/helpers.js";
import { catalogAdmin } from "./helpers.js";

const onPostgres = inject("testDatabaseTemplate").kind === "postgres";
const redisUp = await reachable(TEST_REDIS_URL);
const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test-catalog-fanout-${process.pid}-${Date.now()}:` };

async function restPrice(url: string, productId: number): Promise<number | undefined> {
  const menu = await (await fetch(`${url}/api/products`, { method: "POST" })).json();
  return menu.categories
    .flatMap((c: { products: { id: number; price: number }[] }) => c.products)
    .find((p: { id: number }) => p.id === productId)?.price;
}

async function graphqlPrice(url: string, productId: number): Promise<number | undefined> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ menu { categories { products { id price } } } }" }),
  });
  const body = await res.json();
  return body.data.menu.categories
    .flatMap((c: { products: { id: string; price: number }[] }) => c.products)
    .find((p: { id: string }) => p.id === String(productId))?.price;
}

describe.runIf(onPostgres && redisUp)("two instances, one PostgreSQL and one Redis", () => {
  let a: TestApp;
  let b: RunningApp;

  beforeAll(async () => {
    a = await startTestApp({ env });
    b = await startApp({ databaseUrl: a.config.databaseUrl, dataDir: tmpdir(), seed: false, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("changes a price on one instance and reads the new price from the other at once", async () => {
    const product = await a.db.prisma.product.findFirstOrThrow({
      where: { isPublic: true, archivedAt: null, options: { none: {} }, provision: { is: null } },
      include: { toppings: true },
    });
    // B has the menu cached (REST bytes and GraphQL answer).
    expect(await restPrice(b.url, product.id)).toBe(product.price);
    expect(await graphqlPrice(b.url, product.id)).toBe(product.price);

    const storefront = subscribe(b.url, "subscription { catalogChanged { id kind } }");
    const admin = await catalogAdmin(a.url);
    let price = product.price;
    try {
      await storefront.connected;
      // Redis subscriptions start asynchronously: change the price on A until B's storefront hears it.
      await untilReceived(
        storefront,
        async () => {
          price += 10;
          const res = await admin.gql(
            `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { __typename } }`,
            {
              id: String(product.id),
              input: {
                name: product.name,
                description: product.description,
                categoryId: String(product.categoryId),
                price,
                isPublic: true,
                isTakeout: product.isTakeout,
                isDelivery: product.isDelivery,
                allergens: product.allergens,
                toppingIds: product.toppings.map((t) => String(t.toppingId)),
              },
            },
          );
          expect(res.data?.updateProduct.__typename, JSON.stringify(res)).toBe(
            "MutationUpdateProductSuccess",
          );
        },
        (r) => r.data?.catalogChanged.kind === "product",
      );
      // B emptied its cache on the same message, before its storefront was told.
      expect(await restPrice(b.url, product.id)).toBe(price);
      expect(await graphqlPrice(b.url, product.id)).toBe(price);
    } finally {
      await storefront.close();
    }
  });
});

describe.runIf(!(onPostgres && redisUp))("two instances (skipped)", () => {
  it.skip(`needs PostgreSQL (TEST_DATABASE_URL) and Redis at ${TEST_REDIS_URL}`, () => {});
});
