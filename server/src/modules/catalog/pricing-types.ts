// The shapes of pricing (docs/decisions/0007-money-and-quote.md): the catalog rows a quote is
// made from, the rules it is made under, and the quote itself. The rules are in pricing.ts.

import type { ProvisionMethod, TaxKind } from "../../generated/prisma/client.js";

export interface CatalogOption {
  id: number;
  name: string;
  price: number;
  /** Sold out today: still shown, cannot be ordered. */
  soldOut?: boolean;
  /** Kitchen units of one (product options; decision 0045): 1 when absent. */
  kitchenUnits?: number;
}

export interface CatalogProduct {
  id: number;
  name: string;
  price: number;
  taxKind: TaxKind;
  isPublic: boolean;
  isTakeout: boolean;
  isDelivery: boolean;
  soldOut?: boolean;
  provision: { startOn: Date | null; endOn: Date | null } | null;
  options: CatalogOption[];
  toppings: { topping: { id: number; name: string; isPublic: boolean; options: CatalogOption[] } }[];
}

export interface PricingItem {
  productId: number;
  productOptionId?: number | null;
  toppingOptionIds: number[];
  quantity: number;
}

export interface PricedTopping {
  toppingOptionId: number;
  toppingName: string;
  optionName: string;
  /** Tax-exclusive, as stored. */
  price: number;
  /** As shown: withTax(price, the reduced rate): toppings are food. */
  priceWithTax: number;
}

export interface PricedLine {
  productId: number;
  productName: string;
  productOptionId: number | null;
  optionName: string | null;
  /** Product or option price, tax-exclusive. */
  unitPrice: number;
  /** Per unit, tax-exclusive. */
  toppingsPrice: number;
  quantity: number;
  /** The product's rate (its toppings are at the reduced rate). */
  taxRate: number;
  /** (unitPrice + toppingsPrice) × quantity, tax-exclusive (kept for the stored order line). */
  lineTotal: number;
  /** The unit price as shown: the option's shown price plus every shown topping price. */
  unitAmount: number;
  /** unitAmount × quantity: the line amount as shown. */
  amount: number;
  toppings: PricedTopping[];
}

export interface DeliveryTerms {
  id: number;
  name: string;
  /** Tax-exclusive, taxed at the standard rate. */
  fee: number;
  /** Tax-inclusive item total needed. */
  minimumOrder: number;
}

export interface PricingRules {
  /** Null while the customer has not chosen (the cart page): no method rule is applied. */
  method: ProvisionMethod | null;
  /** The slot's Tokyo day, YYYY-MM-DD: products must be offered on it. */
  slotDate: string | null;
  rates: Record<TaxKind, number>;
  /**
   * Delivery only: the area the address falls in; null means the address is outside every area,
   * undefined that no address is known yet (no fee, no minimum checked).
   */
  deliveryArea?: DeliveryTerms | null;
  /** Delivery with no address yet: the smallest minimum of any area, so the cart can say so early. */
  lowestMinimum?: number | null;
  /** Delivery: the address's postal code, prefecture and city disagree; no area is decided from it. */
  addressProblem?: { field: string; message: string } | null;
}

export type QuoteProblemCode =
  | "EMPTY_CART"
  | "UNAVAILABLE"
  | "QUANTITY"
  | "OPTION_REQUIRED"
  | "OPTION_INVALID"
  | "TOPPING_INVALID"
  | "NOT_FOR_METHOD"
  | "NOT_ON_DAY"
  | "SOLD_OUT"
  | "OUT_OF_AREA"
  | "ADDRESS_MISMATCH"
  | "BELOW_MINIMUM"
  | "SLOT_PAUSED"
  | "TOO_BIG_FOR_SLOT"
  | "SLOT_NO_ROOM";

export interface QuoteProblem {
  code: QuoteProblemCode;
  /** Japanese, ready to show. */
  message: string;
  /** The cart line it concerns (0-based), or null for the whole order. */
  lineIndex: number | null;
  /** The input field it belongs to, for form errors. */
  field: string;
}

export interface QuoteLine {
  index: number;
  item: PricingItem;
  /** Null when the line cannot be priced any more (product, option or topping gone). */
  priced: PricedLine | null;
  problems: QuoteProblem[];
}

export interface TaxLine {
  /** Percent. */
  rate: number;
  /** Tax-inclusive total at this rate (what 「8%対象 ¥X」 shows). */
  amount: number;
  /** The tax contained in `amount`: floor(amount × rate / (100 + rate)), once per rate per order. */
  tax: number;
}

export interface Quote {
  lines: QuoteLine[];
  /** Sum of the priced lines' amounts, tax-inclusive. */
  itemsTotal: number;
  /** The delivery fee as shown (tax-inclusive); 0 for takeout or while no area is known. */
  deliveryFee: number;
  deliveryArea: DeliveryTerms | null;
  taxes: TaxLine[];
  taxTotal: number;
  /** itemsTotal + deliveryFee: what the customer pays. */
  total: number;
  /** Order-level problems and every line's problems, in line order. */
  problems: QuoteProblem[];
  /** Kitchen units of the priced lines (option units × quantity; 1 per item without options). */
  kitchenUnits: number;
}
