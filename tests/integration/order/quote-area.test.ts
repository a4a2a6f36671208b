// The quote tells the delivery area as soon as a whole postal code is known: an area drawn by towns
// is matched through the postal code's own town, an address outside every area is refused at once,
// and nothing is said before an address is known. (A postal code still being typed is not sent: the
// shared rules refuse anything but 7 digits.)
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { demoProduct } from "./helpers.js";

let app: TestApp;
let item: { productId: number; productOptionId: number; quantity: number; toppingOptionIds: number[] };

beforeAll(async () => {
  app = await startTestApp();
  const { product, option } = await demoProduct(app.db.prisma);
  item = { productId: product.id, productOptionId: option.id, quantity: 1, toppingOptionIds: [] };
});
afterAll(() => app?.close());

const QUOTE = `query($input: QuoteInput!) { quote(input: $input) {
  ... on QueryQuoteSuccess { data { deliveryFee deliveryArea { name minimumOrder } problems { code } } } } }`;

async function quoteFor(postalCode: string | null, address1: string | null = null) {
  const { data } = await gql(app.url, QUOTE, {
    input: { items: [item], method: "DELIVERY", postalCode, address1 },
  });
  const quote = data?.quote.data;
  return {
    area: quote.deliveryArea?.name ?? null,
    codes: quote.problems.map((p: { code: string }) => p.code),
  };
}

it("matches the area of a postal code listed nowhere through its town, before any address is typed", async () => {
  // 7300014 is 広島市中区上幟町: not in the demo area's postal code list, but in its town 広島市中区.
  expect(await quoteFor("7300014")).toMatchObject({ area: "広島市中区" });
  expect(await quoteFor("7320821")).toMatchObject({ area: "広島市南区" });
});

it("says OUT_OF_AREA as soon as a whole postal code outside every area is known", async () => {
  expect((await quoteFor("1000001")).codes).toContain("OUT_OF_AREA");
  expect((await quoteFor("7390001")).codes).toContain("OUT_OF_AREA");
});

it("says nothing about the area before an address is known, and matches an address typed by hand", async () => {
  const unknown = await quoteFor(null);
  expect(unknown.area).toBeNull();
  expect(unknown.codes).not.toContain("OUT_OF_AREA");
  expect(await quoteFor(null, "広島市西区観音町1-1")).toMatchObject({ area: "広島市西区" });
});
