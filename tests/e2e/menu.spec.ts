import { expect, test } from "@playwright/test";

interface MenuResponse {
  categories: {
    id: number;
    name: string;
    products: { id: number; name: string; price_with_tax: number }[];
  }[];
}

const yen = (amount: number) => amount.toLocaleString("ja-JP");

test("the menu page shows every seeded category with its products and tax-inclusive prices", async ({
  page,
  request,
}) => {
  // The expectation comes from the seeded database through the public API, so the test follows the
  // seed; the length checks stop it from passing on an empty shop.
  const res = await request.post("/api/products", { data: {} });
  expect(res.ok()).toBe(true);
  const { categories } = (await res.json()) as MenuResponse;
  const withProducts = categories.filter((c) => c.products.length > 0);
  expect(withProducts.length).toBeGreaterThanOrEqual(2);

  await page.goto("/menu");
  const sections = page.getByTestId("category-section");
  await expect(sections).toHaveCount(withProducts.length);

  for (const category of withProducts) {
    const section = sections.filter({ has: page.getByRole("heading", { name: category.name, exact: true }) });
    await expect(section).toHaveCount(1);
    const cards = section.getByTestId("product-card");
    await expect(cards).toHaveCount(category.products.length);
    for (const product of category.products) {
      const card = cards.filter({ hasText: product.name });
      await expect(card.first()).toBeVisible();
      await expect(card.first()).toContainText(yen(product.price_with_tax));
    }
  }
});
