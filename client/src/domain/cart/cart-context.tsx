import { createContext, type ReactNode, useContext } from "react";
import { type CartStore, customerCart } from "./cart-store";

const CartStoreContext = createContext<CartStore>(customerCart);

/** Which cart the screens below add to and show: the customer's unless a screen says otherwise. */
export function CartStoreProvider({ store, children }: { store: CartStore; children: ReactNode }) {
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

export const useCartStore = (): CartStore => useContext(CartStoreContext);
