/**
 * "もう一度注文する" from the order history: a past order's lines become cart lines again, built
 * from the catalog as it is now (its names and prices; the cart's quote then prices and checks them
 * on the server). Lines whose product, option or topping is gone are left out and counted.
 */
import { type CartItem, changeCount } from "./cart-items";
import { type CartProduct, itemsFromServer, type ServerCartLine } from "./server-cart-plan";

/** One line of a past order, as the order history gives it. */
export interface PastOrderLine {
  productId: number | null;
  productOptionId: number | null;
  quantity: number;
  toppings: readonly { toppingOptionId: number | null }[];
}

export function reorderLines(lines: readonly PastOrderLine[]): ServerCartLine[] {
  return lines.flatMap((line, index) =>
    line.productId === null || line.toppings.some((t) => t.toppingOptionId === null)
      ? []
      : [
          {
            id: `reorder-${index}`,
            productId: line.productId,
            productOptionId: line.productOptionId,
            toppingOptionIds: line.toppings.map((t) => t.toppingOptionId as number),
            quantity: line.quantity,
          },
        ],
  );
}

/** The cart with the past order's lines added (the same choice adds up on one line). */
export function reorderCart(
  cart: readonly CartItem[],
  past: readonly PastOrderLine[],
  products: readonly CartProduct[],
): { items: CartItem[]; added: number; missing: number } {
  const rebuilt = itemsFromServer(reorderLines(past), [], products);
  let items = [...cart];
  for (const item of rebuilt) {
    const existing = items.find((candidate) => candidate.id === item.id);
    items = existing ? changeCount(items, item.id, existing.count + item.count) : [...items, item];
  }
  const wanted = past.reduce((sum, line) => sum + line.quantity, 0);
  const added = rebuilt.reduce((sum, item) => sum + item.count, 0);
  return { items, added, missing: Math.max(0, wanted - added) };
}
