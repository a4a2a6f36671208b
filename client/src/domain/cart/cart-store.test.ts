import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubWindow } from "../../test-support/fake-window";
import type { NewCartItem } from "./cart-items";
import { CART_EVENT, CART_STORAGE_KEY, cartActions, readCart, subscribeCart } from "./cart-store";

const tea: NewCartItem = {
  productId: "30",
  count: 2,
  base: { price: 150, exclPrice: 139 },
  name: "緑茶",
  isOption: false,
  description: "",
  img: null,
  options: { option: null, toppings: [] },
};

let fake: ReturnType<typeof stubWindow>;
beforeEach(() => {
  fake = stubWindow();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the stored cart", () => {
  it("is kept in localStorage and announced in this tab", () => {
    cartActions.add(tea);
    expect(JSON.parse(fake.storage.get(CART_STORAGE_KEY) ?? "[]")).toHaveLength(1);
    expect(fake.events).toContain(CART_EVENT);
    expect(readCart()[0]).toMatchObject({ name: "緑茶", count: 2, totalPrice: 300 });
  });

  it("returns the same array until the stored text changes", () => {
    cartActions.add(tea);
    const first = readCart();
    expect(readCart()).toBe(first);
    cartActions.changeCount(first[0]?.id ?? "", 5);
    expect(readCart()).not.toBe(first);
    expect(readCart()[0]?.totalPrice).toBe(750);
  });

  it("follows another tab's writes through the storage event", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeCart(onChange);
    fake.storage.set(
      CART_STORAGE_KEY,
      JSON.stringify([{ ...tea, id: "30:-:-", price: 150, exclPrice: 139, totalPrice: 300 }]),
    );
    window.dispatchEvent(Object.assign(new Event("storage"), { key: CART_STORAGE_KEY }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(readCart()).toHaveLength(1);
    window.dispatchEvent(Object.assign(new Event("storage"), { key: "access-token" }));
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("removes a line and empties the cart, leaving nothing stored", () => {
    cartActions.add(tea);
    cartActions.add({ ...tea, productId: "31", name: "烏龍茶" });
    cartActions.remove(readCart()[0]?.id ?? "");
    expect(readCart().map((i) => i.name)).toEqual(["烏龍茶"]);
    cartActions.empty();
    expect(readCart()).toEqual([]);
    expect(fake.storage.has(CART_STORAGE_KEY)).toBe(false);
  });
});
