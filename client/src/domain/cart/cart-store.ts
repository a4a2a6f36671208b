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
import { CART_OWNER_KEY, type CartOwner, parseOwner } from "./server-cart-plan";

export const CART_STORAGE_KEY = "karaage-cart";
export const CART_EVENT = "karaage-cart-change";

const EMPTY: CartItem[] = [];
let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The same array for the same stored text, as useSyncExternalStore requires. */
export function readCart(): CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = raw ? parseItems(raw) : EMPTY;
  }
  return cachedItems;
}

function writeCart(items: CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or a full quota: the cart still works in this tab until reload.
    cachedRaw = JSON.stringify(items);
    cachedItems = items;
  }
  window.dispatchEvent(new Event(CART_EVENT));
}

function update(change: (items: CartItem[]) => CartItem[]): void {
  writeCart(change(readCart()));
}

export function subscribeCart(onChange: () => void): () => void {
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // key is null when another tab cleared the whole storage.
    if (key === CART_STORAGE_KEY || key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_EVENT, onChange);
  };
}

export const cartActions = {
  add: (item: NewCartItem) => update((items) => addItem(items, item)),
  changeCount: (id: string, count: number) => update((items) => changeCount(items, id, count)),
  replaceOptions: (id: string, options: CartItemOptions, base: BasePrice) =>
    update((items) => replaceOptions(items, id, options, base)),
  remove: (id: string) => update((items) => removeItem(items, id)),
  setOpen: (id: string, isOpen: boolean) => update((items) => setItemOpen(items, id, isOpen)),
  empty: () => writeCart([]),
  /** The whole cart at once: what the server cart holds for a logged-in customer. */
  replace: (items: CartItem[]) => writeCart(items),
};

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
