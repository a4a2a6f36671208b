/**
 * The pure half of the server cart for logged-in customers. The local cart stays what the pages
 * read (and the only cart for guests); while a customer is logged in it is mirrored to the server
 * cart, and the server cart is read back on load so it follows the customer across devices.
 */
import { addItem, type CartItem, type CartItemOptions } from "./cart-items";
import type { CartOwner } from "./cart-owner";

/** A server cart line as GraphQL's Cart.lines gives it. */
export interface ServerCartLine {
  id: string;
  productId: number;
  productOptionId: number | null;
  toppingOptionIds: readonly number[];
  quantity: number;
}

/** CartItemInput: what addCartItem and mergeCart take. */
export interface CartLineInput {
  productId: number;
  productOptionId: number | null;
  toppingOptionIds: number[];
  quantity: number;
}

interface PricedChoice {
  id: string;
  name: string;
  /** Tax-exclusive. */
  price: number;
  priceWithTax: number;
}

/** What a product needs to become a local cart line again (the catalog's own prices). */
export interface CartProduct extends PricedChoice {
  description: string;
  image: string | null;
  options: readonly PricedChoice[];
  toppings: readonly { id: string; name: string; options: readonly PricedChoice[] }[];
}

/** One choice of product, option and toppings, whichever side it comes from. */
function choiceKey(productId: number, optionId: number | null, toppingIds: readonly number[]): string {
  return [productId, optionId ?? "-", [...toppingIds].sort((a, b) => a - b).join(".") || "-"].join(":");
}

export function toCartInput(item: CartItem): CartLineInput {
  return {
    productId: Number(item.productId),
    productOptionId: item.options.option ? Number(item.options.option.id) : null,
    toppingOptionIds: item.options.toppings.map((topping) => Number(topping.id)),
    quantity: item.count,
  };
}

const itemKey = (item: CartItem) => {
  const input = toCartInput(item);
  return choiceKey(input.productId, input.productOptionId, input.toppingOptionIds);
};
const lineKey = (line: ServerCartLine) =>
  choiceKey(line.productId, line.productOptionId, line.toppingOptionIds);

/**
 * What makes the server cart equal to the local one. The server can only add (which sums with a
 * line of the same choice) and remove, so a line whose count differs is removed and added again.
 */
export function planPush(
  local: readonly CartItem[],
  server: readonly ServerCartLine[],
): { remove: string[]; add: CartLineInput[] } {
  const wanted = new Map(local.map((item) => [itemKey(item), item]));
  const kept = new Set<string>();
  const remove: string[] = [];
  for (const line of server) {
    const key = lineKey(line);
    if (wanted.get(key)?.count === line.quantity && !kept.has(key)) kept.add(key);
    else remove.push(line.id);
  }
  const add = local.filter((item) => !kept.has(itemKey(item))).map(toCartInput);
  return { remove, add };
}

/** Products to look up: those of server lines this device has no local line for. */
export function productIdsToFetch(lines: readonly ServerCartLine[], local: readonly CartItem[]): string[] {
  const known = new Set(local.map(itemKey));
  const ids = lines.filter((line) => !known.has(lineKey(line))).map((line) => String(line.productId));
  return [...new Set(ids)];
}

function optionsOf(line: ServerCartLine, product: CartProduct): CartItemOptions | null {
  let option: CartItemOptions["option"] = null;
  if (line.productOptionId !== null) {
    const found = product.options.find((candidate) => Number(candidate.id) === line.productOptionId);
    if (!found) return null;
    option = { id: found.id, name: found.name, price: found.priceWithTax, exclPrice: found.price };
  }
  const toppings: CartItemOptions["toppings"] = [];
  for (const toppingOptionId of line.toppingOptionIds) {
    const topping = product.toppings.find((t) => t.options.some((o) => Number(o.id) === toppingOptionId));
    const picked = topping?.options.find((o) => Number(o.id) === toppingOptionId);
    if (!topping || !picked) return null;
    toppings.push({
      toppingId: topping.id,
      toppingName: topping.name,
      id: picked.id,
      name: picked.name,
      price: picked.priceWithTax,
      exclPrice: picked.price,
    });
  }
  return { option, toppings };
}

/**
 * The local cart that mirrors the server's lines, in the server's order: a line this device
 * already shows keeps its local details with the server's count; another one is built from its
 * product. A line whose product (or option) cannot be found is left out.
 */
export function itemsFromServer(
  lines: readonly ServerCartLine[],
  local: readonly CartItem[],
  products: readonly CartProduct[],
): CartItem[] {
  const byKey = new Map(local.map((item) => [itemKey(item), item]));
  let items: CartItem[] = [];
  for (const line of lines) {
    const known = byKey.get(lineKey(line));
    if (known) {
      items = [...items, { ...known, count: line.quantity, totalPrice: known.price * line.quantity }];
      continue;
    }
    const product = products.find((candidate) => Number(candidate.id) === line.productId);
    const options = product ? optionsOf(line, product) : null;
    if (!product || !options) continue;
    items = addItem(items, {
      productId: product.id,
      count: line.quantity,
      base: { price: product.priceWithTax, exclPrice: product.price },
      name: product.name,
      isOption: product.options.length > 0,
      description: product.description,
      img: product.image,
      options,
    });
  }
  return items;
}

export type SessionStep = "none" | "forget" | "merge" | "pull" | "push";

/**
 * What to do when the page loads or the customer signs in or out:
 * - logged out with a customer's cart still here: forget it (it stays on the server);
 * - the first sign-in over a guest cart: merge the guest's lines into the server cart (again, with
 *   the same key, when that merge's answer never came back);
 * - a cart left by another customer: never merge it, take this customer's server cart;
 * - the same customer: take the server cart, unless a change here never reached it.
 */
export function sessionStep(uid: string | null, owner: CartOwner | null): SessionStep {
  if (!uid) return owner ? "forget" : "none";
  if (!owner) return "merge";
  if (owner.uid.toLowerCase() !== uid.toLowerCase()) return "pull";
  if (owner.merging) return "merge";
  return owner.dirty ? "push" : "pull";
}
