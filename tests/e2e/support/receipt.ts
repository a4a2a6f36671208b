import { expect, type Locator } from "@playwright/test";

const yen = (text: string) => Number(text.replace(/[^0-9]/g, ""));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * A receipt (prefix "receipt") or kitchen ticket ("ticket") reads as the money rule says
 * (decision 0007): line amounts as shown that add up to 小計, the delivery fee, 合計（税込） as their
 * sum, and per rate 「8%対象 X円（内消費税 Y円）」 whose X add up to the total and whose Y is the tax
 * X contains, rounded down. Call once the totals are shown.
 */
export async function expectReceiptAddsUp(root: Locator, prefix: "receipt" | "ticket") {
  await expect(root).toContainText("小計");
  await expect(root).toContainText(/\d+%対象/);
  await expect(root).toContainText("合計（税込）");
  const amounts = async (selector: string) => (await root.locator(selector).allTextContents()).map(yen);
  const lines = await amounts(`[data-testid="${prefix}-line-amount"]`);
  const [subtotal = Number.NaN] = await amounts(`[data-testid="${prefix}-subtotal"]`);
  const shipping = await amounts(`[data-testid="${prefix}-shipping"]`);
  const [total = Number.NaN] = await amounts(`[data-testid="${prefix}-total"]`);
  const taxRows = root.locator(`[data-testid^="${prefix}-tax-"]`);
  const taxes = await Promise.all(
    (await taxRows.all()).map(async (row) => {
      const rate = Number((await row.getAttribute("data-testid"))!.replace(`${prefix}-tax-`, ""));
      const [, amount = "", tax = ""] = /([\d,]+)円（内消費税 ([\d,]+)円）/.exec(await row.innerText()) ?? [];
      return { rate, amount: yen(amount), tax: yen(tax) };
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(taxes.length).toBeGreaterThan(0);
  expect(sum(lines)).toBe(subtotal);
  expect(subtotal + sum(shipping)).toBe(total);
  expect(sum(taxes.map((t) => t.amount))).toBe(total);
  for (const t of taxes) expect(t.tax).toBe(Math.floor((t.amount * t.rate) / (100 + t.rate)));
}
