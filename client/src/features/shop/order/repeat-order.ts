import type { NewCartItem } from "../../../domain/cart/cart-items";

/** A product of the counter's menu as the menu query gives it (today's prices and sold-out state). */
export interface MenuProduct {
  id: string;
  name: string;
  description: string;
  image?: string | null;
  price: number;
  priceWithTax: number;
  soldOut: boolean;
  options: readonly { id: string; name: string; price: number; priceWithTax: number; soldOut: boolean }[];
  toppings: readonly {
    id: string;
    name: string;
    options: readonly { id: string; name: string; price: number; priceWithTax: number }[];
  }[];
}

/** A line of an earlier order (what was ordered, not what it cost then). */
export interface PastLine {
  productId: number | null;
  productName: string;
  productOptionId: number | null;
  optionName: string | null;
  quantity: number;
  toppings: readonly { toppingOptionId: number | null; toppingName: string }[];
}

/**
 * An earlier order's lines as items of today's menu, at today's prices (the order's quote is the
 * server's anyway). A line whose product, option or topping is gone or sold out is left out and
 * named, so staff can tell the caller.
 */
export function repeatLines(lines: readonly PastLine[], menu: readonly MenuProduct[]) {
  const items: NewCartItem[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const product = menu.find((p) => p.id === String(line.productId));
    const label = line.optionName ? `${line.productName}（${line.optionName}）` : line.productName;
    if (!product || product.soldOut) {
      missing.push(label);
      continue;
    }
    const option = line.productOptionId
      ? product.options.find((o) => o.id === String(line.productOptionId))
      : null;
    if (option === undefined || option?.soldOut || (!option && product.options.length > 0)) {
      missing.push(label);
      continue;
    }
    const toppings = line.toppings.map((past) => {
      for (const topping of product.toppings) {
        const choice = topping.options.find((o) => o.id === String(past.toppingOptionId));
        if (choice)
          return {
            toppingId: topping.id,
            toppingName: topping.name,
            id: choice.id,
            name: choice.name,
            price: choice.priceWithTax,
            exclPrice: choice.price,
          };
      }
      return null;
    });
    if (toppings.some((t) => t === null)) {
      missing.push(label);
      continue;
    }
    items.push({
      productId: product.id,
      count: line.quantity,
      base: { price: product.priceWithTax, exclPrice: product.price },
      name: product.name,
      isOption: product.options.length > 0,
      description: product.description,
      img: product.image ?? null,
      options: {
        option: option
          ? { id: option.id, name: option.name, price: option.priceWithTax, exclPrice: option.price }
          : null,
        toppings: toppings.filter((t) => t !== null),
      },
    });
  }
  return { items, missing };
}
