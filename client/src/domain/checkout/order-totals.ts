// Transitional: replaced by the server's quote (decision 0007) in the next step.
interface TaxLine {
  rate: number;
  taxable: number;
  tax: number;
}
function taxLines(amounts: ReadonlyArray<{ rate: number; amount: number }>): TaxLine[] {
  const byRate = new Map<number, number>();
  for (const { rate, amount } of amounts) if (amount > 0) byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, taxable]) => ({ rate, taxable, tax: Math.floor((taxable * rate) / 100) }));
}
const receiptTotal = (lines: readonly TaxLine[]) => lines.reduce((s, l) => s + l.taxable + l.tax, 0);

import { type CartItem, cartExclSubtotal } from "../cart/cart-items";

/** The delivery fee is a service, taxed at the standard rate (decision 0004). */
export const STANDARD_RATE = 10;

export interface OrderTotals {
  /** Sum of the lines' tax-inclusive display prices (what the minimum order is measured on). */
  itemsWithTax: number;
  /** Tax-exclusive item subtotal. */
  subtotal: number;
  shippingFee: number;
  taxes: TaxLine[];
  /** What the customer pays: the receipt total, tax applied once per rate. */
  total: number;
}

export function orderTotals(items: readonly CartItem[], taxRate: number, shippingFee = 0): OrderTotals {
  const subtotal = cartExclSubtotal(items);
  const taxes = taxLines([
    { rate: taxRate, amount: subtotal },
    { rate: STANDARD_RATE, amount: shippingFee },
  ]);
  return {
    itemsWithTax: items.reduce((sum, item) => sum + item.totalPrice, 0),
    subtotal,
    shippingFee,
    taxes,
    total: receiptTotal(taxes),
  };
}

/** How much more the customer must order to reach the delivery minimum (0 when reached). */
export function missingForMinimum(itemsWithTax: number, minimum: number): number {
  return Math.max(0, minimum - itemsWithTax);
}
