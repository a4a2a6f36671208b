import { describe, expect, it } from "vitest";
import { addItem, type CartItem } from "./cart-items";
import type { CartOwner } from "./cart-owner";
import type { CartLineInput, CartProduct, ServerCartLine } from "./server-cart-plan";
import { createServerCartSync, type LocalCart, type ServerCartApi } from "./server-cart-sync";

const tea: CartProduct = {
  id: "30",
  name: "緑茶",
  description: "",
  image: null,
  price: 139,
  priceWithTax: 150,
  options: [],
  toppings: [],
};

const teaItems = (count: number): CartItem[] =>
  addItem([], {
    productId: "30",
    count,
    base: { price: 150, exclPrice: 139 },
    name: "緑茶",
    isOption: false,
    description: "",
    img: null,
    options: { option: null, toppings: [] },
  });

/** The server cart's rules in memory: adding sums with a line of the same choice. */
function fakeServer(initial: ServerCartLine[] = []) {
  let lines = [...initial];
  let nextId = 100;
  const state = { failing: false, calls: [] as string[], mergeKeys: [] as string[] };
  const check = (call: string) => {
    state.calls.push(call);
    if (state.failing) throw new Error("通信に失敗しました");
  };
  const add = (item: CartLineInput) => {
    const same = lines.find(
      (l) => l.productId === item.productId && l.productOptionId === item.productOptionId,
    );
    if (same) lines = lines.map((l) => (l === same ? { ...l, quantity: l.quantity + item.quantity } : l));
    else lines = [...lines, { ...item, id: String(nextId++) }];
  };
  const api: ServerCartApi = {
    read: async () => {
      check("read");
      return [...lines];
    },
    merge: async (items, key) => {
      check("merge");
      // Once per key, as the server's Cart.lastMergeKey does.
      if (!state.mergeKeys.includes(key)) for (const item of items) add(item);
      state.mergeKeys.push(key);
      return [...lines];
    },
    add: async (item) => {
      check("add");
      add(item);
      return true;
    },
    remove: async (id) => {
      check("remove");
      lines = lines.filter((l) => l.id !== id);
    },
    products: async (ids) => {
      check("products");
      return ids.includes("30") ? [tea] : [];
    },
  };
  return { api, state, lines: () => lines };
}

function fakeLocal(items: CartItem[] = [], owner: CartOwner | null = null) {
  const state = { items, owner };
  const local: LocalCart = {
    read: () => state.items,
    replace: (next) => {
      state.items = next;
    },
    readOwner: () => state.owner,
    writeOwner: (next) => {
      state.owner = next;
    },
  };
  return { local, state };
}

const UID = "hanako@example.jp";

describe("createServerCartSync", () => {
  it("merges the guest cart into the server cart at sign-in and shows the sum", async () => {
    const server = fakeServer([
      { id: "1", productId: 30, productOptionId: null, toppingOptionIds: [], quantity: 2 },
    ]);
    const { local, state } = fakeLocal(teaItems(1));
    await createServerCartSync(server.api, local).session(UID);
    expect(state.items.map((i) => i.count)).toEqual([3]);
    expect(server.lines().map((l) => l.quantity)).toEqual([3]);
    expect(state.owner).toEqual({ uid: UID, dirty: false });
  });

  it("reads the server cart on load, building lines this device has not seen", async () => {
    const server = fakeServer([
      { id: "1", productId: 30, productOptionId: null, toppingOptionIds: [], quantity: 4 },
    ]);
    const { local, state } = fakeLocal([], { uid: UID, dirty: false });
    await createServerCartSync(server.api, local).session(UID);
    expect(state.items).toEqual(teaItems(4));
    expect(server.state.calls).not.toContain("merge");
  });

  it("pushes a local change to the server cart", async () => {
    const server = fakeServer();
    const { local, state } = fakeLocal([], { uid: UID, dirty: false });
    const sync = createServerCartSync(server.api, local);
    await sync.session(UID);
    state.items = teaItems(5);
    await sync.changed();
    expect(server.lines().map((l) => l.quantity)).toEqual([5]);
    expect(state.owner?.dirty).toBe(false);
  });

  it("keeps the local cart when the server fails, and pushes it at the next load", async () => {
    const server = fakeServer();
    const { local, state } = fakeLocal([], { uid: UID, dirty: false });
    const sync = createServerCartSync(server.api, local);
    await sync.session(UID);
    server.state.failing = true;
    state.items = teaItems(2);
    await sync.changed();
    expect(state.items).toEqual(teaItems(2));
    expect(state.owner).toEqual({ uid: UID, dirty: true });

    server.state.failing = false;
    await createServerCartSync(server.api, local).session(UID);
    expect(server.lines().map((l) => l.quantity)).toEqual([2]);
    expect(state.items).toEqual(teaItems(2));
  });

  it("does not merge twice when the server fails after a merge went through", async () => {
    const server = fakeServer();
    const { local, state } = fakeLocal(teaItems(1));
    const failingProducts = { ...server.api, products: () => Promise.reject(new Error("offline")) };
    await createServerCartSync(failingProducts, local).session(UID);
    await createServerCartSync(server.api, local).session(UID);
    expect(server.lines().map((l) => l.quantity)).toEqual([1]);
    expect(state.items.map((i) => i.count)).toEqual([1]);
  });

  it("sends a merge whose answer was lost again with the same key, and the guest's lines count once", async () => {
    const server = fakeServer([
      { id: "1", productId: 30, productOptionId: null, toppingOptionIds: [], quantity: 2 },
    ]);
    const { local, state } = fakeLocal(teaItems(1));
    // The page changes while the merge is under way: the server added the lines, the answer is lost.
    const lostAnswer: ServerCartApi = {
      ...server.api,
      merge: async (items, key) => {
        await server.api.merge(items, key);
        throw new Error("the page was left");
      },
    };
    await createServerCartSync(lostAnswer, local).session(UID);
    expect(state.owner).toMatchObject({ uid: UID, merging: expect.stringMatching(/^[0-9a-f]{32}$/) });
    // The next page load merges again, with the same key.
    await createServerCartSync(server.api, local).session(UID);
    expect(server.state.mergeKeys).toHaveLength(2);
    expect(new Set(server.state.mergeKeys).size).toBe(1);
    expect(server.lines().map((l) => l.quantity)).toEqual([3]);
    expect(state.items.map((i) => i.count)).toEqual([3]);
    expect(state.owner).toEqual({ uid: UID, dirty: false });
  });

  it("empties the local cart at sign-out and leaves the server cart for the next sign-in", async () => {
    const server = fakeServer([
      { id: "1", productId: 30, productOptionId: null, toppingOptionIds: [], quantity: 2 },
    ]);
    const { local, state } = fakeLocal([], { uid: UID, dirty: false });
    const sync = createServerCartSync(server.api, local);
    await sync.session(UID);
    expect(state.items).toEqual(teaItems(2));
    await sync.session(null);
    expect(state.items).toEqual([]);
    expect(state.owner).toBeNull();
    expect(server.lines().map((l) => l.quantity)).toEqual([2]);
  });

  it("does no server work for a guest", async () => {
    const server = fakeServer();
    const { local } = fakeLocal(teaItems(1));
    const sync = createServerCartSync(server.api, local);
    await sync.session(null);
    await sync.changed();
    expect(server.state.calls).toEqual([]);
  });
});
