// The rows pricing receives carry `soldOut` (quote.service.ts loadPricingCatalog): once staff mark
// a product or one option 品切れ, the quote reports SOLD_OUT for that line; the next Tokyo
// business day (a mark stored for yesterday) it is orderable again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { MediaStore, mediaDirOf } from "../../../server/src/modules/catalog-admin/images.js";
import { updateProduct } from "../../../server/src/modules/catalog-admin/product-admin.service.js";
import {
  setProductOptionSoldOut,
  setProductSoldOut,
} from "../../../server/src/modules/catalog-admin/sold-out.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { demoProduct } from "../order/helpers.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const QUOTE = `query($input: QuoteInput!) { quote(input: $input) {
  ... on QueryQuoteSuccess { data { orderable lines { problems { code message } } } } } }`;

async function problems(productId: number, productOptionId: number) {
  const { data } = await gql(app.url, QUOTE, {
    input: { items: [{ productId, productOptionId, quantity: 1, toppingOptionIds: [] }] },
  });
  return data?.quote.data.lines[0].problems as { code: string; message: string }[];
}

it("reports a sold-out product or option in the quote, and not after the business day it was marked for", async () => {
  const { product, option } = await demoProduct(app.db.prisma);
  expect(await problems(product.id, option.id)).toEqual([]);

  await setProductSoldOut({ prisma: app.db.prisma }, product.id, "TODAY");
  const refused = await problems(product.id, option.id);
  expect(refused.map((p) => p.code)).toContain("SOLD_OUT");
  expect(refused[0]?.message).toContain("品切れ");

  await setProductSoldOut({ prisma: app.db.prisma }, product.id, "TODAY", new Date(Date.now() - 86_400_000));
  expect(await problems(product.id, option.id)).toEqual([]);

  await setProductOptionSoldOut({ prisma: app.db.prisma }, option.id, "UNTIL_FURTHER_NOTICE");
  expect((await problems(product.id, option.id)).map((p) => p.code)).toContain("SOLD_OUT");
});

it("reports a cart line whose option was removed by staff, never a 500", async () => {
  const { product } = await demoProduct(app.db.prisma);
  const [kept, removed] = await app.db.prisma.productOption.findMany({
    where: { productId: product.id },
    orderBy: { position: "asc" },
  });
  await updateProduct(
    { prisma: app.db.prisma, media: new MediaStore(mediaDirOf(app.config.dataDir)) },
    product.id,
    {
      name: product.name,
      categoryId: product.categoryId,
      price: product.price,
      options: [{ id: kept?.id, name: kept?.name, price: kept?.price }],
    },
  );
  const { data, errors } = await gql(app.url, QUOTE, {
    input: {
      items: [{ productId: product.id, productOptionId: removed?.id, quantity: 1, toppingOptionIds: [] }],
    },
  });
  expect(errors).toBeUndefined();
  expect(data?.quote.data.orderable).toBe(false);
  expect(data?.quote.data.lines[0].problems[0].message).toBeTruthy();
});
