import { withTax } from "@shared/pricing";
import { describe, expect, it } from "vitest";
import { receiptRows } from "./receipt-rows";

describe("a receipt's totals", () => {
  it("add the tax-exclusive lines, the delivery fee and one tax per rate up to the total", () => {
    // Three karaage lines of 105 yen at 8% and a 300 yen delivery fee at 10%.
    const lines = [105, 105, 105];
    const order = {
      method: "DELIVERY",
      subtotal: 315,
      shippingFee: 300,
      taxes: [
        { rate: 8, tax: 25 },
        { rate: 10, tax: 30 },
      ],
      total: 670,
    };
    const { rows, total } = receiptRows(order);
    expect(rows.map((r) => [r.label, r.amount])).toEqual([
      ["小計（税抜）", 315],
      ["配達料（税抜）", 300],
      ["消費税（8%）", 25],
      ["消費税（10%）", 30],
    ]);
    expect(total).toMatchObject({ label: "合計（税込）", amount: 670 });
    expect(lines.reduce((a, b) => a + b, 0)).toBe(rows[0]?.amount);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(total.amount);
    // Tax-inclusive lines rounded one by one would read 113 × 3 = 339, not the 340 charged.
    expect(lines.reduce((sum, l) => sum + withTax(l, 8), 0)).toBe(339);
  });

  it("has no delivery fee row for takeout", () => {
    const { rows } = receiptRows({
      method: "TAKEOUT",
      subtotal: 1000,
      shippingFee: 0,
      taxes: [{ rate: 8, tax: 80 }],
      total: 1080,
    });
    expect(rows.map((r) => r.key)).toEqual(["subtotal", "tax-8"]);
  });
});
