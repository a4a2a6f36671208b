// Prices an order from the shop's own catalog (never from prices the client sent). Pure: the
// catalog rows, tax rates and delivery area are passed in, so every rule is unit-tested.
// Rounding: docs/decisions/0004-orders.md (one rounding per tax rate per receipt).

import { ORDER_LIMITS, receiptTotal, type TaxLine, taxLines } from "../../../../shared/order.js";
import { formatYen } from "../../../../shared/pricing.js";
import { ValidationError } from "../../errors.js";
import type { ProvisionMethod, TaxKind } from "../../generated/prisma/client.js";
import { dateOnly } from "../../lib/tokyo-time.js";

export interface CatalogOption {
  id: number;
  name: string;
  price: number;
}

export interface CatalogProduct {
  id: number;
  name: string;
  price: number;
  taxKind: TaxKind;
  isPublic: boolean;
  isTakeout: boolean;
  isDelivery: boolean;
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
  price: number;
}

export interface PricedLine {
  productId: number;
  productName: string;
  productOptionId: number | null;
  optionName: string | null;
  unitPrice: number;
  toppingsPrice: number;
  quantity: number;
  taxRate: number;
  /** (unitPrice + toppingsPrice) × quantity, tax-exclusive. */
  lineTotal: number;
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
  method: ProvisionMethod;
  /** The slot's Tokyo day, YYYY-MM-DD: products must be offered on it. */
  slotDate: string | null;
  rates: Record<TaxKind, number>;
  /** Required for delivery; null means the address is outside every area. */
  deliveryArea?: DeliveryTerms | null;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Items, tax-exclusive. */
  subtotal: number;
  /** Tax-exclusive. */
  shippingFee: number;
  taxes: TaxLine[];
  taxTotal: number;
  /** Items incl. tax, without the fee (the minimum order is measured on it). */
  itemsTotalWithTax: number;
  total: number;
  deliveryAreaId: number | null;
}

const fail = (message: string, field = "items"): never => {
  throw new ValidationError(message, { [field]: [message] });
};

/** "11月23日" */
function dayLabel(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${month}月${day}日`;
}

export function offeredOnDay(provision: CatalogProduct["provision"], date: string): boolean {
  if (!provision) return true;
  if (provision.startOn && dateOnly(provision.startOn) > date) return false;
  if (provision.endOn && dateOnly(provision.endOn) < date) return false;
  return true;
}

/** One line priced and checked against the product's own options and toppings. */
export function priceLine(
  item: PricingItem,
  product: CatalogProduct | undefined,
  rules: Pick<PricingRules, "slotDate" | "rates"> & { method: ProvisionMethod | null },
): PricedLine {
  if (!product?.isPublic) return fail("選択された商品は現在ご注文いただけません");
  const name = `「${product.name}」`;
  if (rules.method === "TAKEOUT" && !product.isTakeout) fail(`${name}はお持ち帰りではご注文いただけません`);
  if (rules.method === "DELIVERY" && !product.isDelivery) fail(`${name}はデリバリーではご注文いただけません`);
  if (rules.slotDate && !offeredOnDay(product.provision, rules.slotDate)) {
    fail(`${name}は${dayLabel(rules.slotDate)}にはご提供できません。受け取り日を変更してください`);
  }
  if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > ORDER_LIMITS.maxQuantity) {
    fail(`${name}の数量は1〜${ORDER_LIMITS.maxQuantity}の範囲で指定してください`);
  }
  let option: CatalogOption | null = null;
  if (product.options.length > 0) {
    if (item.productOptionId == null) fail(`${name}のオプションを選択してください`);
    option = product.options.find((o) => o.id === item.productOptionId) ?? null;
    if (!option) fail(`選択されたオプションは${name}のものではありません`);
  } else if (item.productOptionId != null) {
    fail(`${name}にはオプションがありません`);
  }
  const toppings: PricedTopping[] = [];
  const chosenToppings = new Set<number>();
  for (const optionId of new Set(item.toppingOptionIds)) {
    const link = product.toppings.find(
      (t) => t.topping.isPublic && t.topping.options.some((o) => o.id === optionId),
    );
    if (!link) return fail(`選択されたトッピングは${name}には追加できません`);
    if (chosenToppings.has(link.topping.id))
      fail(`トッピング「${link.topping.name}」は1つだけ選択してください`);
    chosenToppings.add(link.topping.id);
    const chosen = link.topping.options.find((o) => o.id === optionId)!;
    toppings.push({
      toppingOptionId: chosen.id,
      toppingName: link.topping.name,
      optionName: chosen.name,
      price: chosen.price,
    });
  }
  const unitPrice = option ? option.price : product.price;
  const toppingsPrice = toppings.reduce((sum, t) => sum + t.price, 0);
  return {
    productId: product.id,
    productName: product.name,
    productOptionId: option?.id ?? null,
    optionName: option?.name ?? null,
    unitPrice,
    toppingsPrice,
    quantity: item.quantity,
    taxRate: rules.rates[product.taxKind],
    lineTotal: (unitPrice + toppingsPrice) * item.quantity,
    toppings,
  };
}

export function priceOrder(
  items: readonly PricingItem[],
  products: ReadonlyMap<number, CatalogProduct>,
  rules: PricingRules,
): PricedOrder {
  if (items.length === 0) fail("カートに商品がありません");
  const lines = items.map((item) => priceLine(item, products.get(item.productId), rules));
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const itemAmounts = lines.map((line) => ({ rate: line.taxRate, amount: line.lineTotal }));
  const itemsTotalWithTax = receiptTotal(taxLines(itemAmounts));

  let shippingFee = 0;
  let deliveryAreaId: number | null = null;
  if (rules.method === "DELIVERY") {
    const area = rules.deliveryArea;
    if (!area) return fail("ご指定の住所は配達エリア外です。お持ち帰りをご利用ください", "address1");
    if (itemsTotalWithTax < area.minimumOrder) {
      fail(
        `${area.name}への配達は${formatYen(area.minimumOrder)}（税込）以上のご注文で承ります。あと${formatYen(area.minimumOrder - itemsTotalWithTax)}分ご注文ください`,
      );
    }
    shippingFee = area.fee;
    deliveryAreaId = area.id;
  }
  const taxes = taxLines([...itemAmounts, { rate: rules.rates.STANDARD, amount: shippingFee }]);
  const taxTotal = taxes.reduce((sum, line) => sum + line.tax, 0);
  return {
    lines,
    subtotal,
    shippingFee,
    taxes,
    taxTotal,
    itemsTotalWithTax,
    total: subtotal + shippingFee + taxTotal,
    deliveryAreaId,
  };
}
