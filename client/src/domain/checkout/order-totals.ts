import { receiptTotal, type TaxLine, taxLines } from "@shared/order";
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
