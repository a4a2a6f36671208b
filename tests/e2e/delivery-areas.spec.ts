import { expect, type Page, test } from "./support/test";

/** The public list of delivery areas: every row names an area, a fee and a minimum order. */
async function expectDeliveryAreas(page: Page) {
  const list = page.getByRole("region", { name: "配達エリアと配達料" });
  await expect(list).toBeVisible();
  await expect(list.getByRole("columnheader")).toHaveText([
    "エリア",
    "配達料（税込）",
    "最低注文金額（税込）",
  ]);
  const rows = list.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const [fee, minimum] = await row.getByRole("cell").allTextContents();
    expect(fee).toMatch(/^(無料|[\d,]+円)$/);
    expect(minimum).toMatch(/^(なし|[\d,]+円以上)$/);
  }
  // The seeded areas cover the centre of Hiroshima.
  await expect(list.getByRole("rowheader").filter({ hasText: "中区" }).first()).toBeVisible();
}

test("a customer sees where the shop delivers, the fees and the minimums before choosing delivery", async ({
  page,
}) => {
  await page.goto("/order");
  await expectDeliveryAreas(page);
  await page.goto("/store");
  await expectDeliveryAreas(page);
});
