// The server cart of a signed-in customer: lines checked against the product's own options and
// toppings (the same rules as checkout, pricing.ts), the same line merged, prices from our rows.
import {
  cartMergeKeySchema,
  ORDER_LIMITS,
  type OrderItemInput,
  orderItemSchema,
} from "../../../../shared/order.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { type PricedLine, priceLine, quoteOrder, type TaxLine } from "../catalog/pricing.js";
import { withSoldOut } from "../catalog/sold-out.js";
import { ratesInForce } from "../settings/tax.service.js";

export interface CartLine {
  id: number;
  productId: number;
  productOptionId: number | null;
  toppingOptionIds: number[];
  quantity: number;
  name: string;
  optionName: string | null;
  toppings: { toppingName: string; optionName: string }[];
  /** As shown: option and toppings, tax-inclusive. */
  unitPriceWithTax: number;
  /** unitPriceWithTax × quantity. */
  lineTotalWithTax: number;
  /** Why the line cannot be ordered now (sold out today…), or null. */
  problem: string | null;
}

export interface CartView {
  count: number;
  lines: CartLine[];
  /** The sum of the lines' amounts, as at checkout. */
  totalWithTax: number;
  /** The tax each rate's total contains, computed as the quote computes it (before any fee). */
  taxes: TaxLine[];
  taxTotal: number;
}

const productInclude = {
  options: true,
  provision: true,
  toppings: { include: { topping: { include: { options: true } } } },
} as const;

const sameToppings = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/** Checks a line against the catalog (not against a method or a day: those are chosen at checkout). */
async function checkedLine(prisma: PrismaClient, item: OrderItemInput): Promise<PricedLine> {
  const product = await prisma.product.findUnique({ where: { id: item.productId }, include: productInclude });
  const rates = await ratesInForce(prisma);
  return priceLine(
    { ...item, toppingOptionIds: item.toppingOptionIds ?? [] },
    product ? withSoldOut(product) : undefined,
    {
      method: null,
      slotDate: null,
      rates,
    },
  );
}

export async function getCart(prisma: PrismaClient, customerId: number): Promise<CartView> {
  const items = await prisma.cartItem.findMany({
    where: { cart: { customerId } },
    include: { product: { include: productInclude } },
    orderBy: { id: "asc" },
  });
  const rates = await ratesInForce(prisma);
  const now = new Date();
  const products = new Map(items.map((item) => [item.productId, withSoldOut(item.product, now)]));
  const quote = quoteOrder(items, products, { method: null, slotDate: null, rates });
  // A line that can no longer be priced (product hidden, option removed) is left out of the view.
  const lines: CartLine[] = quote.lines.flatMap(({ index, priced, problems }) => {
    const item = items[index]!;
    if (!priced) return [];
    return [
      {
        id: item.id,
        productId: item.productId,
        productOptionId: item.productOptionId,
        toppingOptionIds: item.toppingOptionIds,
        quantity: item.quantity,
        name: priced.productName,
        optionName: priced.optionName,
        toppings: priced.toppings.map((t) => ({ toppingName: t.toppingName, optionName: t.optionName })),
        unitPriceWithTax: priced.unitAmount,
        lineTotalWithTax: priced.amount,
        problem: problems[0]?.message ?? null,
      },
    ];
  });
  return {
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines,
    totalWithTax: lines.reduce((sum, line) => sum + line.lineTotalWithTax, 0),
    taxes: quote.taxes,
    taxTotal: quote.taxTotal,
  };
}

export async function addCartItem(prisma: PrismaClient, customerId: number, raw: unknown): Promise<CartView> {
  const item = parseInput(orderItemSchema, raw);
  await checkedLine(prisma, item);
  const toppingOptionIds = [...new Set(item.toppingOptionIds)].sort((a, b) => a - b);
  await prisma.$transaction(async (tx) => {
    const cart = await tx.cart.upsert({ where: { customerId }, create: { customerId }, update: {} });
    // One customer adding from two tabs at once: merge into one line, not two.
    await tx.$queryRaw`SELECT "id" FROM "Cart" WHERE "id" = ${cart.id} FOR UPDATE`;
    const lines = await tx.cartItem.findMany({
      where: { cartId: cart.id, productId: item.productId, productOptionId: item.productOptionId ?? null },
    });
    const same = lines.find((line) => sameToppings(line.toppingOptionIds, toppingOptionIds));
    const quantity = (same?.quantity ?? 0) + item.quantity;
    if (quantity > ORDER_LIMITS.maxQuantity) {
      throw new ValidationError(`同じ商品は${ORDER_LIMITS.maxQuantity}個までカートに入れられます`, {
        quantity: [`同じ商品は${ORDER_LIMITS.maxQuantity}個までカートに入れられます`],
      });
    }
    if (same) await tx.cartItem.update({ where: { id: same.id }, data: { quantity } });
    else {
      await tx.cartItem.create({
        data: {
          cartId: cart.id,
          productId: item.productId,
          productOptionId: item.productOptionId ?? null,
          toppingOptionIds,
          quantity,
        },
      });
    }
  });
  return getCart(prisma, customerId);
}

export async function removeCartItem(
  prisma: PrismaClient,
  customerId: number,
  id: number,
): Promise<CartView> {
  const { count } =
    Number.isInteger(id) && id > 0 && id <= 2_147_483_647
      ? await prisma.cartItem.deleteMany({ where: { id, cart: { customerId } } })
      : { count: 0 };
  if (count === 0) throw new NotFoundError("カートの商品が見つかりませんでした");
  return getCart(prisma, customerId);
}

/**
 * A local (signed-out) cart joins the server cart at sign-in. Lines that can no longer be
 * ordered are skipped rather than failing the whole merge. With a merge key, the same merge sent
 * again (the page changed before its answer came back) adds nothing: the first to claim the key
 * on the customer's cart merges, any repeat answers the cart as it is.
 */
export async function mergeCart(
  prisma: PrismaClient,
  customerId: number,
  items: unknown[],
  mergeKey?: unknown,
): Promise<CartView> {
  if (!Array.isArray(items) || items.length > ORDER_LIMITS.maxLines) {
    throw new ValidationError(`一度に${ORDER_LIMITS.maxLines}件までです`);
  }
  if (mergeKey !== undefined && mergeKey !== null) {
    const key = parseInput(cartMergeKeySchema, mergeKey);
    const cart = await prisma.cart.upsert({ where: { customerId }, create: { customerId }, update: {} });
    const claimed = await prisma.cart.updateMany({
      where: { id: cart.id, OR: [{ lastMergeKey: null }, { lastMergeKey: { not: key } }] },
      data: { lastMergeKey: key },
    });
    if (claimed.count === 0) return getCart(prisma, customerId);
  }
  for (const item of items) {
    try {
      await addCartItem(prisma, customerId, item);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
  }
  return getCart(prisma, customerId);
}
