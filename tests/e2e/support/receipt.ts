import { expect, type Locator } from "@playwright/test";

const yen = (text: string) => Number(text.replace(/[^0-9]/g, ""));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * A receipt (prefix "receipt") or kitchen ticket ("ticket") reads as a receipt does: tax-exclusive
 * lines that add up to 小計（税抜）, then the delivery fee, one 消費税 per rate, and 合計（税込）,
 * which is their sum. Call once the totals are shown.
 */
export async function expectReceiptAddsUp(root: Locator, prefix: "receipt" | "ticket") {
  await expect(root).toContainText("金額（税抜）");
  await expect(root).toContainText("小計（税抜）");
  await expect(root).toContainText(/消費税（\d+%）/);
  await expect(root).toContainText("合計（税込）");
  const amounts = async (selector: string) => (await root.locator(selector).allTextContents()).map(yen);
  const lines = await amounts(`[data-testid="${prefix}-line-amount"]`);
  const [subtotal = Number.NaN] = await amounts(`[data-testid="${prefix}-subtotal"]`);
  const shipping = await amounts(`[data-testid="${prefix}-shipping"]`);
  const taxes = await amounts(`[data-testid^="${prefix}-tax-"]`);
  const [total = Number.NaN] = await amounts(`[data-testid="${prefix}-total"]`);
  expect(lines.length).toBeGreaterThan(0);
  expect(taxes.length).toBeGreaterThan(0);
  expect(sum(lines)).toBe(subtotal);
  expect(subtotal + sum(shipping) + sum(taxes)).toBe(total);
}
