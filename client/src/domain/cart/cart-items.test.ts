import { describe, expect, it } from "vitest";
import {
  addItem,
  type CartItemOptions,
  cartCount,
  changeCount,
  type NewCartItem,
  parseItems,
  removeItem,
  replaceOptions,
  setItemOpen,
  unitPrice,
} from "./cart-items";

const fiveMomo: CartItemOptions = {
  option: { id: "11", name: "5個", price: 650, exclPrice: 602 },
  toppings: [],
};
const withSauce: CartItemOptions = {
  option: { id: "11", name: "5個", price: 650, exclPrice: 602 },
  toppings: [
    { toppingId: "1", toppingName: "甘酢タレ", id: "101", name: "小カップ", price: 60, exclPrice: 56 },
  ],
};
const base = { price: 390, exclPrice: 362 };

function karaage(options: CartItemOptions = fiveMomo, count = 1): NewCartItem {
  return {
    productId: "1",
    count,
    base,
    name: "若鶏のからあげ（もも）",
    isOption: true,
    description: "秘伝の醤油だれ",
    img: "/images/menu/momo.svg",
    options,
  };
}

describe("the cart", () => {
  it("adds an item priced by its option and toppings, tax-inclusive", () => {
    const items = addItem([], karaage(withSauce, 2));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      productId: "1",
      count: 2,
      price: 710,
      exclPrice: 658,
      totalPrice: 1420,
      isOpen: false,
    });
    expect(items[0]).not.toHaveProperty("base");
  });

  it("uses the product's own price when there is no option", () => {
    expect(unitPrice(base, { option: null, toppings: [] })).toEqual(base);
  });

  it("adds the same choice onto the same line, and a different choice onto a new one", () => {
    let items = addItem([], karaage(fiveMomo, 1));
    items = addItem(items, karaage(fiveMomo, 3));
    expect(items).toHaveLength(1);
    expect(items[0]?.count).toBe(4);
    items = addItem(items, karaage(withSauce, 1));
    expect(items).toHaveLength(2);
    expect(cartCount(items)).toBe(5);
  });

  it("changes a line's count and total, keeping the count between 1 and 99", () => {
    const [line] = addItem([], karaage());
    const id = line?.id ?? "";
    expect(changeCount([line!], id, 3)[0]).toMatchObject({ count: 3, totalPrice: 1950 });
    expect(changeCount([line!], id, 0)[0]?.count).toBe(1);
    expect(changeCount([line!], id, 250)[0]).toMatchObject({ count: 99, totalPrice: 650 * 99 });
    expect(addItem([line!], karaage(fiveMomo, 99))[0]?.count).toBe(99);
  });

  it("replaces a line's options and reprices it", () => {
    const items = addItem([], karaage(fiveMomo, 2));
    const id = items[0]?.id ?? "";
    const [changed] = replaceOptions(items, id, withSauce, base);
    expect(changed).toMatchObject({ count: 2, price: 710, totalPrice: 1420 });
    expect(changed?.options.toppings).toHaveLength(1);
    expect(changed?.id).not.toBe(id);
  });

  it("merges a line into another when its options become the same", () => {
    let items = addItem([], karaage(fiveMomo, 2));
    items = addItem(items, karaage(withSauce, 1));
    const sauced = items[1]?.id ?? "";
    const merged = replaceOptions(items, sauced, fiveMomo, base);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ count: 3, totalPrice: 1950 });
  });

  it("removes a line by id and opens or closes a line's dialog", () => {
    let items = addItem([], karaage(fiveMomo));
    items = addItem(items, karaage(withSauce));
    const first = items[0]?.id ?? "";
    expect(setItemOpen(items, first, true)[0]?.isOpen).toBe(true);
    expect(removeItem(items, first).map((i) => i.id)).toEqual([items[1]?.id]);
  });

  it("reads back only well-formed items from storage", () => {
    const items = addItem([], karaage());
    expect(parseItems(JSON.stringify(items))).toEqual(items);
    expect(parseItems("not json")).toEqual([]);
    expect(parseItems(JSON.stringify({ id: 1 }))).toEqual([]);
    expect(parseItems(JSON.stringify([{ id: "x" }, ...items]))).toEqual(items);
  });
});
