import { describe, expect, it } from "vitest";
import { reorderCart } from "./reorder";
import type { CartProduct } from "./server-cart-plan";

const karaage: CartProduct = {
  id: "1",
  name: "唐揚げ",
  description: "",
  image: null,
  price: 500,
  priceWithTax: 540,
  options: [{ id: "11", name: "5個", price: 600, priceWithTax: 648 }],
  toppings: [{ id: "7", name: "ソース", options: [{ id: "71", name: "甘辛", price: 50, priceWithTax: 54 }] }],
};

describe("re-ordering a past order", () => {
  it("rebuilds the lines at today's prices, adds to what the cart holds, and counts what is gone", () => {
    const past = [
      { productId: 1, productOptionId: 11, quantity: 2, toppings: [{ toppingOptionId: 71 }] },
      { productId: 2, productOptionId: null, quantity: 1, toppings: [] },
      { productId: null, productOptionId: null, quantity: 3, toppings: [] },
    ];
    const first = reorderCart([], past, [karaage]);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      productId: "1",
      count: 2,
      price: 648 + 54,
      totalPrice: (648 + 54) * 2,
    });
    expect(first).toMatchObject({ added: 2, missing: 4 });
    const again = reorderCart(first.items, past, [karaage]);
    expect(again.items).toHaveLength(1);
    expect(again.items[0]?.count).toBe(4);
  });
});
