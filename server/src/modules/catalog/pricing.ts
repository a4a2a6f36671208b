// The one place money is computed: a quote for a cart, from the shop's own catalog rows (never
// from prices a client sent). Pure: catalog rows, tax rates and the delivery area are passed in,
// so every rule is unit-tested. The rule (docs/decisions/0007-money-and-quote.md):
//   - a price shown is tax-inclusive: withTax(stored tax-exclusive price, the product's rate;
//     toppings are food, always at the reduced rate, as the menu shows them);
//   - a line's amount is (shown unit price + each shown topping price) × quantity;
//   - the total is the sum of the line amounts plus the shown delivery fee;
//   - tax is the tax contained in each rate's tax-inclusive total, rounded down once per rate.
// What would block the order is reported as problems, never thrown: the cart shows them as soon
// as it knows, and placeOrder refuses a quote that has any.

import { ORDER_LIMITS } from "../../../../shared/order.js";
import { formatYen, withTax } from "../../../../shared/pricing.js";
import { ValidationError } from "../../errors.js";
import { dateOnly } from "../../lib/tokyo-time.js";

import type {
  CatalogOption,
  CatalogProduct,
  DeliveryTerms,
  PricedLine,
  PricedTopping,
  PricingItem,
  PricingRules,
  Quote,
  QuoteLine,
  QuoteProblem,
  QuoteProblemCode,
  TaxLine,
} from "./pricing-types.js";

// The shapes live in pricing-types.ts; importers keep reading them from here.
export type * from "./pricing-types.js";

/** The kitchen units of priced lines: each option's units (1 without options) × quantity. */
export function kitchenUnitsOf(
  lines: readonly { productId: number; productOptionId?: number | null; quantity: number }[],
  products: ReadonlyMap<number, Pick<CatalogProduct, "options">>,
): number {
  return lines.reduce((sum, line) => {
    const option = products.get(line.productId)?.options.find((o) => o.id === line.productOptionId);
    return sum + (option?.kitchenUnits ?? 1) * line.quantity;
  }, 0);
}

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

/** Groups tax-inclusive amounts by rate; each rate's contained tax is rounded down once. 10 % first. */
export function containedTaxLines(amounts: ReadonlyArray<{ rate: number; amount: number }>): TaxLine[] {
  const byRate = new Map<number, number>();
  for (const { rate, amount } of amounts) {
    if (amount > 0) byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, amount]) => ({ rate, amount, tax: Math.floor((amount * rate) / (100 + rate)) }));
}

/** One cart line checked against the product's own options and toppings, and priced when possible. */
export function quoteLine(
  item: PricingItem,
  product: CatalogProduct | undefined,
  rules: Pick<PricingRules, "slotDate" | "rates" | "method">,
  index = 0,
): QuoteLine {
  const problems: QuoteProblem[] = [];
  const problem = (code: QuoteProblemCode, message: string) =>
    problems.push({ code, message, lineIndex: index, field: "items" });
  const unpriced = (code: QuoteProblemCode, message: string): QuoteLine => {
    problem(code, message);
    return { index, item, priced: null, problems };
  };

  if (!product?.isPublic) return unpriced("UNAVAILABLE", "選択された商品は現在ご注文いただけません");
  const name = `「${product.name}」`;
  if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > ORDER_LIMITS.maxQuantity) {
    return unpriced("QUANTITY", `${name}の数量は1〜${ORDER_LIMITS.maxQuantity}の範囲で指定してください`);
  }
  let option: CatalogOption | null = null;
  if (product.options.length > 0) {
    if (item.productOptionId == null)
      return unpriced("OPTION_REQUIRED", `${name}のオプションを選択してください`);
    option = product.options.find((o) => o.id === item.productOptionId) ?? null;
    if (!option) {
      return unpriced("OPTION_INVALID", `${name}の選択されたオプションは現在ご注文いただけません`);
    }
  } else if (item.productOptionId != null) {
    return unpriced("OPTION_INVALID", `${name}にはオプションがありません`);
  }
  const rate = rules.rates[product.taxKind];
  const toppings: PricedTopping[] = [];
  const chosenToppings = new Set<number>();
  for (const optionId of new Set(item.toppingOptionIds)) {
    const link = product.toppings.find(
      (t) => t.topping.isPublic && t.topping.options.some((o) => o.id === optionId),
    );
    if (!link) return unpriced("TOPPING_INVALID", `選択されたトッピングは${name}には追加できません`);
    if (chosenToppings.has(link.topping.id)) {
      return unpriced("TOPPING_INVALID", `トッピング「${link.topping.name}」は1つだけ選択してください`);
    }
    chosenToppings.add(link.topping.id);
    const chosen = link.topping.options.find((o) => o.id === optionId)!;
    if (chosen.soldOut) problem("SOLD_OUT", `トッピング「${link.topping.name}」は本日品切れです`);
    toppings.push({
      toppingOptionId: chosen.id,
      toppingName: link.topping.name,
      optionName: chosen.name,
      price: chosen.price,
      priceWithTax: withTax(chosen.price, rules.rates.REDUCED),
    });
  }

  if (product.soldOut || option?.soldOut) {
    problem(
      "SOLD_OUT",
      `${name}${option?.soldOut && !product.soldOut ? `（${option.name}）` : ""}は本日品切れです`,
    );
  }
  if (rules.method === "TAKEOUT" && !product.isTakeout) {
    problem("NOT_FOR_METHOD", `${name}はテイクアウトではご注文いただけません`);
  }
  if (rules.method === "DELIVERY" && !product.isDelivery) {
    problem("NOT_FOR_METHOD", `${name}はデリバリーではご注文いただけません`);
  }
  if (rules.slotDate && !offeredOnDay(product.provision, rules.slotDate)) {
    problem("NOT_ON_DAY", `${name}は${dayLabel(rules.slotDate)}にはご提供できません。日付を変更してください`);
  }

  const unitPrice = option ? option.price : product.price;
  const toppingsPrice = toppings.reduce((sum, t) => sum + t.price, 0);
  const unitAmount = withTax(unitPrice, rate) + toppings.reduce((sum, t) => sum + t.priceWithTax, 0);
  return {
    index,
    item,
    problems,
    priced: {
      productId: product.id,
      productName: product.name,
      productOptionId: option?.id ?? null,
      optionName: option?.name ?? null,
      unitPrice,
      toppingsPrice,
      quantity: item.quantity,
      taxRate: rate,
      lineTotal: (unitPrice + toppingsPrice) * item.quantity,
      unitAmount,
      amount: unitAmount * item.quantity,
      toppings,
    },
  };
}

/** A quote for a whole cart: lines, fee, tax per rate, total and whatever blocks the order. */
export function quoteOrder(
  items: readonly PricingItem[],
  products: ReadonlyMap<number, CatalogProduct>,
  rules: PricingRules,
): Quote {
  const lines = items.map((item, index) => quoteLine(item, products.get(item.productId), rules, index));
  const priced = lines.flatMap((line) => (line.priced ? [line.priced] : []));
  const itemsTotal = priced.reduce((sum, line) => sum + line.amount, 0);
  const problems: QuoteProblem[] = [];
  if (items.length === 0) {
    problems.push({
      code: "EMPTY_CART",
      message: "カートに商品がありません",
      lineIndex: null,
      field: "items",
    });
  }

  let deliveryFee = 0;
  let deliveryArea: DeliveryTerms | null = null;
  if (rules.method === "DELIVERY" && rules.addressProblem) {
    problems.push({ code: "ADDRESS_MISMATCH", lineIndex: null, ...rules.addressProblem });
  } else if (rules.method === "DELIVERY" && rules.deliveryArea === null) {
    problems.push({
      code: "OUT_OF_AREA",
      message: "ご指定の住所は配達エリア外です。テイクアウトをご利用ください",
      lineIndex: null,
      field: "address1",
    });
  } else if (rules.method === "DELIVERY" && rules.deliveryArea === undefined && rules.lowestMinimum) {
    if (itemsTotal < rules.lowestMinimum) {
      problems.push({
        code: "BELOW_MINIMUM",
        message: `デリバリーは${formatYen(rules.lowestMinimum)}（税込）以上のご注文で承ります。あと${formatYen(rules.lowestMinimum - itemsTotal)}分ご注文ください`,
        lineIndex: null,
        field: "items",
      });
    }
  } else if (rules.method === "DELIVERY" && rules.deliveryArea) {
    deliveryArea = rules.deliveryArea;
    deliveryFee = withTax(deliveryArea.fee, rules.rates.STANDARD);
    if (itemsTotal < deliveryArea.minimumOrder) {
      problems.push({
        code: "BELOW_MINIMUM",
        message: `${deliveryArea.name}への配達は${formatYen(deliveryArea.minimumOrder)}（税込）以上のご注文で承ります。あと${formatYen(deliveryArea.minimumOrder - itemsTotal)}分ご注文ください`,
        lineIndex: null,
        field: "items",
      });
    }
  }
  const taxes = containedTaxLines([
    ...priced.flatMap((line) => {
      const toppings = line.toppings.reduce((sum, t) => sum + t.priceWithTax, 0) * line.quantity;
      return [
        { rate: line.taxRate, amount: line.amount - toppings },
        { rate: rules.rates.REDUCED, amount: toppings },
      ];
    }),
    { rate: rules.rates.STANDARD, amount: deliveryFee },
  ]);
  return {
    lines,
    itemsTotal,
    deliveryFee,
    deliveryArea,
    taxes,
    taxTotal: taxes.reduce((sum, line) => sum + line.tax, 0),
    total: itemsTotal + deliveryFee,
    problems: [...lines.flatMap((line) => line.problems), ...problems],
    kitchenUnits: kitchenUnitsOf(priced, products),
  };
}

/** Throws the first problem as a ValidationError (placeOrder, the server cart); otherwise the priced lines. */
export function orderableLines(quote: Quote): PricedLine[] {
  const first = quote.problems[0];
  if (first) {
    const fieldErrors: Record<string, string[]> = {};
    for (const p of quote.problems) fieldErrors[p.field] = [...(fieldErrors[p.field] ?? []), p.message];
    throw new ValidationError(first.message, fieldErrors);
  }
  return quote.lines.map((line) => line.priced!);
}

/** One line that must be orderable (the server cart checks lines this way, without a method or day). */
export function priceLine(
  item: PricingItem,
  product: CatalogProduct | undefined,
  rules: Pick<PricingRules, "slotDate" | "rates" | "method">,
): PricedLine {
  const line = quoteLine(item, product, rules);
  const first = line.problems[0];
  if (first) throw new ValidationError(first.message, { items: line.problems.map((p) => p.message) });
  return line.priced!;
}
