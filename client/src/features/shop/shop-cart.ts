import { createCartStore } from "../../domain/cart/cart-store";

/** The counter's cart: its own key, never the customer storefront's cart (decision 0013). */
export const shopCart = createCartStore("karaage-shop-cart");
