import { describe, expect, it } from "vitest";
import { addItem, type CartItem, type CartItemOptions, type NewCartItem } from "./cart-items";
import { parseOwner } from "./cart-owner";
import {
  type CartProduct,
  itemsFromServer,
  planPush,
  productIdsToFetch,
  type ServerCartLine,
  sessionStep,
  toCartInput,
} from "./server-cart-plan";

const momo: CartProduct = {
  id: "1",
  name: "若鶏のからあげ（もも）",
  description: "秘伝の醤油だれ",
  image: "/images/menu/momo.svg",
  price: 362,
  priceWithTax: 390,
  options: [
    { id: "10", name: "3個", price: 362, priceWithTax: 390 },
    { id: "11", name: "5個", price: 602, priceWithTax: 650 },
  ],
  toppings: [
    {
      id: "1",
      name: "甘酢タレ",
      options: [{ id: "101", name: "小カップ", price: 56, priceWithTax: 60 }],
    },
  ],
};

const fiveWithSauce: CartItemOptions = {
  option: { id: "11", name: "5個", price: 650, exclPrice: 602 },
  toppings: [
    { toppingId: "1", toppingName: "甘酢タレ", id: "101", name: "小カップ", price: 60, exclPrice: 56 },
  ],
};
const three: CartItemOptions = {
  option: { id: "10", name: "3個", price: 390, exclPrice: 362 },
  toppings: [],
};

function item(options: CartItemOptions, count: number): CartItem[] {
  const input: NewCartItem = {
    productId: "1",
    count,
    base: { price: 390, exclPrice: 362 },
    name: momo.name,
    isOption: true,
    description: momo.description,
    img: momo.image,
    options,
  };
  return addItem([], input);
}

const line = (id: string, optionId: number | null, toppings: number[], quantity: number): ServerCartLine => ({
  id,
  productId: 1,
  productOptionId: optionId,
  toppingOptionIds: toppings,
  quantity,
});

describe("toCartInput", () => {
  it("sends the product, option and topping option ids as numbers with the count", () => {
    expect(toCartInput(item(fiveWithSauce, 2)[0] as CartItem)).toEqual({
      productId: 1,
      productOptionId: 11,
      toppingOptionIds: [101],
      quantity: 2,
    });
  });
});

describe("planPush", () => {
  it("changes nothing when both carts hold the same choices and counts", () => {
    const local = [...item(fiveWithSauce, 2), ...item(three, 1)];
    expect(planPush(local, [line("7", 10, [], 1), line("8", 11, [101], 2)])).toEqual({ remove: [], add: [] });
  });

  it("adds local lines the server lacks and removes server lines the local cart lacks", () => {
    const plan = planPush(item(three, 3), [line("7", 11, [101], 1)]);
    expect(plan.remove).toEqual(["7"]);
    expect(plan.add).toEqual([{ productId: 1, productOptionId: 10, toppingOptionIds: [], quantity: 3 }]);
  });

  it("replaces a line whose count changed, since the server can only add to a count", () => {
    const plan = planPush(item(three, 4), [line("7", 10, [], 1)]);
    expect(plan).toEqual({
      remove: ["7"],
      add: [{ productId: 1, productOptionId: 10, toppingOptionIds: [], quantity: 4 }],
    });
  });

  it("keeps one of two server lines with the same choice and removes the other", () => {
    expect(planPush(item(three, 1), [line("7", 10, [], 1), line("9", 10, [], 1)])).toEqual({
      remove: ["9"],
      add: [],
    });
  });

  it("empties the server cart for an empty local cart", () => {
    expect(planPush([], [line("7", 10, [], 1)])).toEqual({ remove: ["7"], add: [] });
  });
});

describe("itemsFromServer", () => {
  it("keeps a known line's local details and takes the server's count", () => {
    const local = item(fiveWithSauce, 1);
    const [mirrored] = itemsFromServer([line("7", 11, [101], 3)], local, []);
    expect(mirrored).toMatchObject({ id: local[0]?.id, count: 3, price: 710, totalPrice: 2130 });
  });

  it("builds a line another device added from its product, with the catalog's prices", () => {
    const [built] = itemsFromServer([line("7", 11, [101], 2)], [], [momo]);
    expect(built).toEqual(item(fiveWithSauce, 2)[0]);
    expect(built?.exclPrice).toBe(658);
  });

  it("leaves out a line whose product or option cannot be found", () => {
    expect(itemsFromServer([line("7", 99, [], 1)], [], [momo])).toEqual([]);
    expect(itemsFromServer([line("7", 10, [], 1)], [], [])).toEqual([]);
  });

  it("drops local lines the server cart no longer has, in the server's order", () => {
    const local = [...item(three, 1), ...item(fiveWithSauce, 1)];
    const items = itemsFromServer([line("8", 11, [101], 1)], local, []);
    expect(items.map((i) => i.options.option?.id)).toEqual(["11"]);
  });
});

describe("productIdsToFetch", () => {
  it("asks only for products of lines this device does not show yet, once each", () => {
    const lines = [line("7", 10, [], 1), line("8", 11, [], 1), { ...line("9", null, [], 1), productId: 30 }];
    expect(productIdsToFetch(lines, item(three, 1))).toEqual(["1", "30"]);
    expect(productIdsToFetch([line("7", 10, [], 5)], item(three, 1))).toEqual([]);
  });
});

describe("sessionStep", () => {
  it("merges a guest cart at the first sign-in", () => {
    expect(sessionStep("a@example.jp", null)).toBe("merge");
  });
  it("reads the server cart on load for the same customer, or pushes a change that never reached it", () => {
    expect(sessionStep("a@example.jp", { uid: "A@example.jp", dirty: false })).toBe("pull");
    expect(sessionStep("a@example.jp", { uid: "a@example.jp", dirty: true })).toBe("push");
  });
  it("never merges another customer's cart left in the browser", () => {
    expect(sessionStep("b@example.jp", { uid: "a@example.jp", dirty: true })).toBe("pull");
    expect(sessionStep("b@example.jp", { uid: "a@example.jp", dirty: false, merging: "k".repeat(32) })).toBe(
      "pull",
    );
  });
  it("sends again a merge of the same customer whose answer never came back", () => {
    expect(sessionStep("a@example.jp", { uid: "a@example.jp", dirty: false, merging: "k".repeat(32) })).toBe(
      "merge",
    );
  });
  it("forgets a customer's cart after signing out, and leaves a guest cart alone", () => {
    expect(sessionStep(null, { uid: "a@example.jp", dirty: false })).toBe("forget");
    expect(sessionStep(null, null)).toBe("none");
  });
});

describe("parseOwner", () => {
  it("reads a stored owner and rejects anything else", () => {
    expect(parseOwner('{"uid":"a@example.jp","dirty":true}')).toEqual({ uid: "a@example.jp", dirty: true });
    expect(parseOwner('{"uid":"a@example.jp","dirty":false,"merging":"abc"}')).toEqual({
      uid: "a@example.jp",
      dirty: false,
      merging: "abc",
    });
    expect(parseOwner('{"uid":"a@example.jp","dirty":false,"merging":7}')).toEqual({
      uid: "a@example.jp",
      dirty: false,
    });
    expect(parseOwner('{"uid":1}')).toBeNull();
    expect(parseOwner("{")).toBeNull();
    expect(parseOwner(null)).toBeNull();
  });
});
