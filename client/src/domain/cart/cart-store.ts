/**
 * The local cart, kept in localStorage so it survives reloads, and shared by every open tab:
 * another tab's write arrives as a `storage` event, this tab's own writes as CART_EVENT.
 */
import {
  addItem,
  type BasePrice,
  type CartItem,
  type CartItemOptions,
  changeCount,
  type NewCartItem,
  parseItems,
  removeItem,
  replaceOptions,
  setItemOpen,
} from "./cart-items";
import { CART_OWNER_KEY, type CartOwner, parseOwner } from "./cart-owner";

export const CART_STORAGE_KEY = "karaage-cart";
export const CART_EVENT = "karaage-cart-change";

const EMPTY: CartItem[] = [];

/**
 * A cart kept under one localStorage key. The customer's cart is one; the counter's cart at /shop
 * is another (decision 0013), so a counter device never mixes the two.
 */
export function createCartStore(storageKey: string) {
  let cachedRaw: string | null | undefined;
  let cachedItems: CartItem[] = EMPTY;

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(storageKey);
    } catch {
      return null;
    }
  };

  /** The same array for the same stored text, as useSyncExternalStore requires. */
  const read = (): CartItem[] => {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedItems = raw ? parseItems(raw) : EMPTY;
    }
    return cachedItems;
  };

  const write = (items: CartItem[]): void => {
    try {
      if (items.length === 0) window.localStorage.removeItem(storageKey);
      else window.localStorage.setItem(storageKey, JSON.stringify(items));
    } catch {
      // Private mode or a full quota: the cart still works in this tab until reload.
      cachedRaw = JSON.stringify(items);
      cachedItems = items;
    }
    window.dispatchEvent(new Event(CART_EVENT));
  };

  const update = (change: (items: CartItem[]) => CartItem[]): void => write(change(read()));

  const subscribe = (onChange: () => void): (() => void) => {
    const onStorage = (event: Event) => {
      const key = (event as StorageEvent).key;
      // key is null when another tab cleared the whole storage.
      if (key === storageKey || key === null) onChange();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener(CART_EVENT, onChange);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(CART_EVENT, onChange);
    };
  };

  const actions = {
    add: (item: NewCartItem) => update((items) => addItem(items, item)),
    changeCount: (id: string, count: number) => update((items) => changeCount(items, id, count)),
    replaceOptions: (id: string, options: CartItemOptions, base: BasePrice) =>
      update((items) => replaceOptions(items, id, options, base)),
    remove: (id: string) => update((items) => removeItem(items, id)),
    setOpen: (id: string, isOpen: boolean) => update((items) => setItemOpen(items, id, isOpen)),
    empty: () => write([]),
    /** The whole cart at once: what the server cart holds for a logged-in customer. */
    replace: (items: CartItem[]) => write(items),
  };
  return { storageKey, read, subscribe, actions };
}
export type CartStore = ReturnType<typeof createCartStore>;

/** The customer's cart (the storefront and checkout). */
export const customerCart = createCartStore(CART_STORAGE_KEY);
export const readCart = customerCart.read;
export const subscribeCart = customerCart.subscribe;
export const cartActions = customerCart.actions;

/** Whose server cart this browser's cart mirrors (see server-cart-plan.ts); null for a guest's cart. */
export function readCartOwner(): CartOwner | null {
  try {
    return parseOwner(window.localStorage.getItem(CART_OWNER_KEY));
  } catch {
    return null;
  }
}

export function writeCartOwner(owner: CartOwner | null): void {
  try {
    if (owner) window.localStorage.setItem(CART_OWNER_KEY, JSON.stringify(owner));
    else window.localStorage.removeItem(CART_OWNER_KEY);
  } catch {
    // Storage disabled: the cart then simply is merged again at the next sign-in.
  }
}
