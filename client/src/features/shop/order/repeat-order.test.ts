import { describe, expect, it } from "vitest";
import { type MenuProduct, repeatLines } from "./repeat-order";

const menu: MenuProduct[] = [
  {
    id: "1",
    name: "からあげ弁当",
    description: "",
    price: 700,
    priceWithTax: 756,
    soldOut: false,
    options: [
      { id: "11", name: "並", price: 700, priceWithTax: 756, soldOut: false },
      { id: "12", name: "大", price: 800, priceWithTax: 864, soldOut: true },
    ],
    toppings: [
      { id: "5", name: "チーズ", options: [{ id: "51", name: "1枚", price: 100, priceWithTax: 108 }] },
    ],
  },
  {
    id: "2",
    name: "烏龍茶",
    description: "",
    price: 150,
    priceWithTax: 162,
    soldOut: false,
    options: [],
    toppings: [],
  },
];

describe("repeatLines", () => {
  it("puts an earlier order's lines into the counter's order at today's prices", () => {
    const { items, missing } = repeatLines(
      [
        {
          productId: 1,
          productName: "からあげ弁当",
          productOptionId: 11,
          optionName: "並",
          quantity: 2,
          toppings: [{ toppingOptionId: 51, toppingName: "チーズ" }],
        },
        {
          productId: 2,
          productName: "烏龍茶",
          productOptionId: null,
          optionName: null,
          quantity: 1,
          toppings: [],
        },
      ],
      menu,
    );
    expect(missing).toEqual([]);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      productId: "1",
      count: 2,
      options: { option: { id: "11", price: 756 }, toppings: [{ id: "51", price: 108 }] },
    });
    expect(items[1]).toMatchObject({ productId: "2", count: 1, base: { price: 162 } });
  });

  it("leaves out and names a sold-out option or a product no longer on the menu", () => {
    const { items, missing } = repeatLines(
      [
        {
          productId: 1,
          productName: "からあげ弁当",
          productOptionId: 12,
          optionName: "大",
          quantity: 1,
          toppings: [],
        },
        {
          productId: 9,
          productName: "季節の唐揚げ",
          productOptionId: null,
          optionName: null,
          quantity: 1,
          toppings: [],
        },
      ],
      menu,
    );
    expect(items).toEqual([]);
    expect(missing).toEqual(["からあげ弁当（大）", "季節の唐揚げ"]);
  });
});
