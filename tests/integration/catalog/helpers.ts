import { expect } from "vitest";
import { gqlResponse } from "../../support/http.js";

// The menu as the storefront reads it, over GraphQL and over POST /api/products, reduced to one
// comparable shape so that a test can check every path the same way.

type Method = "TAKEOUT" | "DELIVERY" | null;

export interface MenuView {
  taxRate: number;
  lowestPrice: number;
  /** By product id: its prices, and its options' tax-inclusive prices (GraphQL only) by option id. */
  products: Record<number, { price: number; priceWithTax: number; options: Record<number, number | null> }>;
}

const PRODUCT_FIELDS = "id price priceWithTax options { id priceWithTax }";
// The storefront's query shape (answered from the response cache when anonymous) and one with a
// second root field, which the response cache leaves alone: it reads the catalog's row cache.
const MENU = `query Menu($method: ProvisionMethod) {
  menu(method: $method) { taxRate lowestPrice categories { products { ${PRODUCT_FIELDS} } } }
}`;
const MENU_AND_TAX = `query MenuAndTax($method: ProvisionMethod) {
  taxRate
  menu(method: $method) { lowestPrice taxRate categories { name products { name ${PRODUCT_FIELDS} } } }
}`;

interface GqlMenu {
  menu: {
    taxRate: number;
    lowestPrice: number;
    categories: Array<{
      products: Array<{
        id: string;
        price: number;
        priceWithTax: number;
        options: Array<{ id: string; priceWithTax: number }>;
      }>;
    }>;
  };
}

export async function menuOverGraphql(
  url: string,
  method: Method,
  options: { headers?: Record<string, string>; otherSelection?: boolean } = {},
): Promise<MenuView> {
  const query = options.otherSelection ? MENU_AND_TAX : MENU;
  const { status, body } = await gqlResponse<GqlMenu>(url, query, { method }, options.headers);
  if (status !== 200 || body.errors || !body.data) throw new Error(`menu failed: ${JSON.stringify(body)}`);
  const { menu } = body.data;
  const products: MenuView["products"] = {};
  for (const p of menu.categories.flatMap((c) => c.products)) {
    const priced = Object.fromEntries(p.options.map((o) => [Number(o.id), o.priceWithTax]));
    products[Number(p.id)] = { price: p.price, priceWithTax: p.priceWithTax, options: priced };
  }
  return { taxRate: menu.taxRate, lowestPrice: menu.lowestPrice, products };
}

interface RestMenu {
  tax_rate: number;
  lowest_price: number;
  categories: Array<{
    products: Array<{
      id: number;
      price: number;
      price_with_tax: number;
      product_options: Array<{ id: number }>;
    }>;
  }>;
}

export async function menuOverRest(url: string, method: Method, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/api/products`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(method ? { order_method: method.toLowerCase() } : {}),
  });
  if (res.status !== 200) throw new Error(`POST /api/products answered ${res.status}`);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const menu = (await res.json()) as RestMenu;
  const products: MenuView["products"] = {};
  for (const p of menu.categories.flatMap((c) => c.products)) {
    const options = Object.fromEntries(p.product_options.map((o) => [o.id, null]));
    products[p.id] = { price: p.price, priceWithTax: p.price_with_tax, options };
  }
  return { taxRate: menu.tax_rate, lowestPrice: menu.lowest_price, products } satisfies MenuView;
}

export const productIds = (view: MenuView) => Object.keys(view.products).map(Number);
