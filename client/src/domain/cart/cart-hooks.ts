import { useSyncExternalStore } from "react";
import { useCartStore } from "./cart-context";
import { type CartItem, cartCount } from "./cart-items";
import type { CartStore } from "./cart-store";

const serverSnapshot = (): CartItem[] => [];

export interface CartState {
  items: CartItem[];
  /** Pieces in the cart (the header badge). */
  count: number;
}

/** The cart of the surrounding CartStoreProvider (the customer's cart by default). */
export function useCart(): CartState & { actions: CartStore["actions"] } {
  const store = useCartStore();
  const items = useSyncExternalStore(store.subscribe, store.read, serverSnapshot);
  return { items, count: cartCount(items), actions: store.actions };
}

export function useCartCount(): number {
  const store = useCartStore();
  return cartCount(useSyncExternalStore(store.subscribe, store.read, serverSnapshot));
}
