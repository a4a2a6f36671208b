import { useSyncExternalStore } from "react";
import { type CartItem, cartCount } from "./cart-items";
import { cartActions, readCart, subscribeCart } from "./cart-store";

const serverSnapshot = (): CartItem[] => [];

export interface CartState {
  items: CartItem[];
  /** Pieces in the cart (the header badge). */
  count: number;
  /** Tax-inclusive sum of every line. */
}

export function useCart(): CartState & { actions: typeof cartActions } {
  const items = useSyncExternalStore(subscribeCart, readCart, serverSnapshot);
  return { items, count: cartCount(items), actions: cartActions };
}

export function useCartCount(): number {
  return cartCount(useSyncExternalStore(subscribeCart, readCart, serverSnapshot));
}
