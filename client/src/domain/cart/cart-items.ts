/**
 * The local cart's items and the pure operations on them (the spec's cart states: add, change
 * count and total, replace options, remove, empty). Prices are tax-inclusive yen, as shown to
 * customers; the server recomputes every amount when the order is placed.
 */

export const MAX_COUNT = 99;
export const MIN_COUNT = 1;

export interface CartOptionChoice {
  id: string;
  name: string;
  /** Tax-inclusive. */
  price: number;
  /** Tax-exclusive: the checkout total applies tax once per rate, as the receipt does. */
  exclPrice: number;
}

export interface CartToppingChoice {
  toppingId: string;
  toppingName: string;
  /** The topping option's id (what the order sends). */
  id: string;
  name: string;
  /** Tax-inclusive. */
  price: number;
  exclPrice: number;
}

export interface CartItemOptions {
  /** The chosen product option (3個, 5個 …); null for a product without options. */
  option: CartOptionChoice | null;
  toppings: CartToppingChoice[];
}

export interface CartItem {
  /** The line's id: product, option and toppings, so the same choice adds up on one line. */
  id: string;
  productId: string;
  count: number;
  /** price × count. */
  totalPrice: number;
  /** One piece with its option and toppings, tax-inclusive. */
  price: number;
  /** The same piece, tax-exclusive. */
  exclPrice: number;
  name: string;
  /** Whether the product has options to choose from. */
  isOption: boolean;
  description: string;
  img: string | null;
  options: CartItemOptions;
  /** Whether the option dialog for this line is open. */
  isOpen: boolean;
}

export interface NewCartItem {
  productId: string;
  count: number;
  /** The product's own prices, used when there is no option. */
  base: BasePrice;
  name: string;
  isOption: boolean;
  description: string;
  img: string | null;
  options: CartItemOptions;
}

export function clampCount(count: number): number {
  if (!Number.isFinite(count)) return MIN_COUNT;
  return Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.trunc(count)));
}

export interface BasePrice {
  /** Tax-inclusive. */
  price: number;
  exclPrice: number;
}

/** One piece: the option's price (or the product's) plus every topping, with and without tax. */
export function unitPrice(base: BasePrice, options: CartItemOptions): BasePrice {
  const main = options.option ?? base;
  return {
    price: main.price + options.toppings.reduce((sum, topping) => sum + topping.price, 0),
    exclPrice: main.exclPrice + options.toppings.reduce((sum, topping) => sum + topping.exclPrice, 0),
  };
}

export function lineId(productId: string, options: CartItemOptions): string {
  const toppings = options.toppings.map((t) => t.id).sort();
  return [productId, options.option?.id ?? "-", toppings.join(".") || "-"].join(":");
}

export function addItem(items: readonly CartItem[], input: NewCartItem): CartItem[] {
  const id = lineId(input.productId, input.options);
  const { price, exclPrice } = unitPrice(input.base, input.options);
  const existing = items.find((item) => item.id === id);
  if (existing) {
    return changeCount(items, id, existing.count + input.count);
  }
  const count = clampCount(input.count);
  const { base: _base, ...rest } = input;
  return [...items, { ...rest, id, count, price, exclPrice, totalPrice: price * count, isOpen: false }];
}

/** Sets the count (kept within 1..99) and the total price that follows from it. */
export function changeCount(items: readonly CartItem[], id: string, count: number): CartItem[] {
  return items.map((item) => {
    if (item.id !== id) return item;
    const next = clampCount(count);
    return { ...item, count: next, totalPrice: item.price * next };
  });
}

/**
 * Replaces a line's option and toppings. The line takes the new choice's id; when another line
 * already holds that choice, the two merge.
 */
export function replaceOptions(
  items: readonly CartItem[],
  id: string,
  options: CartItemOptions,
  base: BasePrice,
): CartItem[] {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) return [...items];
  const nextId = lineId(item.productId, options);
  const { price, exclPrice } = unitPrice(base, options);
  const twin = nextId === id ? undefined : items.find((candidate) => candidate.id === nextId);
  if (twin) {
    const merged = removeItem(items, id);
    return changeCount(merged, nextId, twin.count + item.count);
  }
  return items.map((candidate) =>
    candidate.id === id
      ? {
          ...candidate,
          id: nextId,
          options,
          price,
          exclPrice,
          totalPrice: price * candidate.count,
          isOpen: false,
        }
      : candidate,
  );
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export function setItemOpen(items: readonly CartItem[], id: string, isOpen: boolean): CartItem[] {
  return items.map((item) => (item.id === id ? { ...item, isOpen } : item));
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}

/** Keeps only well-formed items from storage (another version of the site may have written it). */
export function parseItems(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isCartItem).map((item) => ({ ...item, count: clampCount(item.count) }));
  } catch {
    return [];
  }
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  const options = item.options as Record<string, unknown> | undefined;
  return (
    typeof item.id === "string" &&
    typeof item.productId === "string" &&
    typeof item.count === "number" &&
    typeof item.price === "number" &&
    typeof item.exclPrice === "number" &&
    typeof item.totalPrice === "number" &&
    typeof item.name === "string" &&
    typeof options === "object" &&
    options !== null &&
    Array.isArray(options.toppings)
  );
}
