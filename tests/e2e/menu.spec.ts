import { CATEGORIES, PRODUCTS } from "../../prisma/seed/demo-data";
import { formatYen, withTax } from "../../shared/pricing";
import { expect, test } from "./support/test";

interface ApiProduct {
  id: number;
  name: string;
  price_with_tax: number;
  product_options: { id: number; name: string; price: number }[];
}
interface ApiMenu {
  categories: { id: number; name: string; products: ApiProduct[] }[];
  tax_rate: number;
}

/** What a product card shows: the price, or "from" the cheapest option when there are options. */
function expectedPrice(product: ApiProduct, taxRate: number): string {
  if (product.product_options.length === 0) return formatYen(product.price_with_tax);
  const lowest = Math.min(...product.product_options.map((o) => o.price));
  return `${formatYen(withTax(lowest, taxRate))}〜`;
}

test("the menu page shows every seeded category with its products and tax-inclusive prices", async ({
  page,
  request,
}) => {
  // The expectation is the seeded database as the public REST API reports it, so the test follows
  // the seed; the count checks stop it from passing on an empty shop.
  const res = await request.post("/api/products", { data: {} });
  expect(res.ok()).toBe(true);
  const menu = (await res.json()) as ApiMenu;
  // Categories named e2e… are made (and removed) by other specs running at the same time.
  const categories = menu.categories.filter((c) => c.products.length > 0 && !c.name.startsWith("e2e"));
  expect(categories.length).toBeGreaterThanOrEqual(2);
  // …and the API must be reporting the demo seed, not some other data: every name comes from the seed
  // source, and every product the seed offers all year round is there.
  const apiNames = categories.flatMap((c) => c.products.map((p) => p.name));
  expect(CATEGORIES).toEqual(expect.arrayContaining(categories.map((c) => c.name)));
  expect(PRODUCTS.map((p) => p.name)).toEqual(expect.arrayContaining(apiNames));
  expect(apiNames).toEqual(
    expect.arrayContaining(PRODUCTS.filter((p) => !p.provisionDays).map((p) => p.name)),
  );

  await page.goto("/menu");
  const sections = page
    .getByTestId("category-section")
    .filter({ hasNot: page.getByRole("heading", { level: 2, name: /^e2e/ }) });
  await expect(sections).toHaveCount(categories.length);
  await expect(sections.getByRole("heading", { level: 2 })).toHaveText(categories.map((c) => c.name));

  for (const category of categories) {
    const section = sections.filter({ has: page.getByRole("heading", { name: category.name, exact: true }) });
    const cards = section.getByTestId("product-card");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(category.products.map((p) => p.name));
    for (const product of category.products) {
      const card = cards.filter({ has: page.getByRole("heading", { name: product.name, exact: true }) });
      await expect(card.getByTestId("product-price")).toContainText(expectedPrice(product, menu.tax_rate));
    }
  }
});
