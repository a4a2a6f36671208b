import { describe, expect, it } from "vitest";
import type { CartItem } from "../cart/cart-items";
import { missingForMinimum, orderTotals } from "./order-totals";

function line(exclPrice: number, price: number, count: number): CartItem {
  return {
    id: `${exclPrice}`,
    productId: "1",
    count,
    price,
    exclPrice,
    totalPrice: price * count,
    name: "からあげ",
    isOption: false,
    description: "",
    img: null,
    options: { option: null, toppings: [] },
    isOpen: false,
  };
}

describe("order totals", () => {
  it("tax the item subtotal once at the food rate, as the receipt does", () => {
    // 3 × 139 = 417 tax-exclusive; floor(417 × 0.08) = 33; the per-item display sum is 3 × 150.
    const totals = orderTotals([line(139, 150, 3)], 8);
    expect(totals).toMatchObject({ subtotal: 417, itemsWithTax: 450, total: 450 });
    expect(totals.taxes).toEqual([{ rate: 8, taxable: 417, tax: 33 }]);
  });

  it("add the delivery fee at the standard rate", () => {
    const totals = orderTotals([line(1000, 1080, 2)], 8, 300);
    expect(totals.taxes).toEqual([
      { rate: 10, taxable: 300, tax: 30 },
      { rate: 8, taxable: 2000, tax: 160 },
    ]);
    expect(totals.total).toBe(2490);
  });

  it("tell how much is missing for the delivery minimum", () => {
    expect(missingForMinimum(1200, 1500)).toBe(300);
    expect(missingForMinimum(1600, 1500)).toBe(0);
  });
});
