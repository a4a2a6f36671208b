import { describe, expect, it } from "vitest";
import { receiptRows } from "./receipt-rows";

describe("a receipt's totals", () => {
  it("list the items, the delivery fee and the total as the server gave them, then each rate's contained tax", () => {
    const order = {
      method: "DELIVERY",
      itemsTotal: 2138,
      deliveryFee: 330,
      taxes: [
        { rate: 10, amount: 330, tax: 30 },
        { rate: 8, amount: 2138, tax: 158 },
      ],
      total: 2468,
    };
    const { rows, total, taxes } = receiptRows(order);
    expect(rows.map((r) => [r.label, r.amount])).toEqual([
      ["小計", 2138],
      ["配達料", 330],
    ]);
    expect(total).toMatchObject({ label: "合計（税込）", amount: 2468 });
    expect(taxes.map((t) => [t.label, t.amount, t.tax])).toEqual([
      ["10%対象", 330, 30],
      ["8%対象", 2138, 158],
    ]);
  });

  it("has no delivery fee row for takeout", () => {
    const { rows } = receiptRows({
      method: "TAKEOUT",
      itemsTotal: 1080,
      deliveryFee: 0,
      taxes: [{ rate: 8, amount: 1080, tax: 80 }],
      total: 1080,
    });
    expect(rows.map((r) => r.key)).toEqual(["subtotal"]);
  });
});
