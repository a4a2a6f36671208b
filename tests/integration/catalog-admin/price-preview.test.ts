// adminPricePreview: the shown price from the server, both ways, at the shop's current rates.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { catalogAdmin, type Session } from "./helpers.js";

let app: TestApp;
let admin: Session;

beforeAll(async () => {
  app = await startTestApp();
  admin = await catalogAdmin(app.url);
});
afterAll(() => app?.close());

const PREVIEW = `query ($taxKind: TaxKind!, $price: Int, $priceWithTax: Int) {
  adminPricePreview(taxKind: $taxKind, price: $price, priceWithTax: $priceWithTax) {
    __typename
    ... on QueryAdminPricePreviewSuccess { data { taxRate price priceWithTax message } }
    ... on ValidationError { message }
  }
}`;

async function preview(variables: Record<string, unknown>) {
  const res = await admin.gql(PREVIEW, variables);
  return res.data?.adminPricePreview;
}

describe("adminPricePreview", () => {
  it("shows the tax-inclusive price of a tax-exclusive one, at the product's rate", async () => {
    expect((await preview({ taxKind: "REDUCED", price: 500 })).data).toEqual({
      taxRate: 8,
      price: 500,
      priceWithTax: 540,
      message: null,
    });
    expect((await preview({ taxKind: "STANDARD", price: 300 })).data).toMatchObject({ priceWithTax: 330 });
  });

  it("finds the price to store for a tax-inclusive one, or names the nearest that can be shown", async () => {
    expect((await preview({ taxKind: "REDUCED", priceWithTax: 650 })).data).toMatchObject({
      price: 602,
      priceWithTax: 650,
    });
    const impossible = (await preview({ taxKind: "REDUCED", priceWithTax: 13 })).data;
    expect(impossible).toMatchObject({ price: null, priceWithTax: null });
    expect(impossible.message).toContain("12円か14円にしてください");
  });

  it("refuses bad input with a Japanese message, and anyone but an administrator", async () => {
    expect(await preview({ taxKind: "REDUCED", price: -1 })).toMatchObject({
      __typename: "ValidationError",
      message: "価格（税抜）は0円以上で入力してください",
    });
    const anonymous = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: PREVIEW, variables: { taxKind: "REDUCED", price: 1 } }),
    });
    const body = (await anonymous.json()) as { errors?: unknown[] };
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
