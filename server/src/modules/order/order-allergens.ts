// What a line can contain, for the kitchen ticket: the product's, the chosen option's and the
// chosen toppings' allergens as the catalog lists them now (order lines keep names and prices,
// not allergens; a line whose product was deleted shows none). Read in one batch for all the
// lines a response shows (three queries in all, not three per line).
import { allergenUnion } from "../../../../shared/allergens.js";
import type { PrismaClient } from "../../generated/prisma/client.js";

export interface AllergenLine {
  productId: number | null;
  productOptionId: number | null;
  toppings: { toppingOptionId: number | null }[];
}

interface Batch {
  lines: { line: AllergenLine; resolve: (codes: string[]) => void; reject: (error: unknown) => void }[];
}

/** One open batch per request (its context): lines asked for in the same turn are read together. */
const open = new WeakMap<object, Batch>();

export function lineAllergens(ctx: { prisma: PrismaClient }, line: AllergenLine): Promise<string[]> {
  let batch = open.get(ctx);
  if (!batch) {
    const started: Batch = { lines: [] };
    batch = started;
    open.set(ctx, started);
    setImmediate(() => {
      open.delete(ctx);
      readBatch(ctx.prisma, started).catch((error: unknown) => {
        for (const waiting of started.lines) waiting.reject(error);
      });
    });
  }
  const current = batch;
  return new Promise((resolve, reject) => current.lines.push({ line, resolve, reject }));
}

async function readBatch(prisma: PrismaClient, batch: Batch): Promise<void> {
  const ids = (pick: (line: AllergenLine) => (number | null)[]) => [
    ...new Set(batch.lines.flatMap(({ line }) => pick(line).filter((id): id is number => id !== null))),
  ];
  const productIds = ids((l) => [l.productId]);
  const optionIds = ids((l) => [l.productOptionId]);
  const toppingOptionIds = ids((l) => l.toppings.map((t) => t.toppingOptionId));
  const [products, options, toppingOptions] = await Promise.all([
    productIds.length
      ? prisma.product.findMany({ where: { id: { in: productIds } }, select: { id: true, allergens: true } })
      : [],
    optionIds.length
      ? prisma.productOption.findMany({
          where: { id: { in: optionIds } },
          select: { id: true, allergens: true },
        })
      : [],
    toppingOptionIds.length
      ? prisma.toppingOption.findMany({
          where: { id: { in: toppingOptionIds } },
          select: { id: true, allergens: true, topping: { select: { allergens: true } } },
        })
      : [],
  ]);
  const product = new Map(products.map((p) => [p.id, p.allergens]));
  const option = new Map(options.map((o) => [o.id, o.allergens]));
  const topping = new Map(toppingOptions.map((o) => [o.id, [o.allergens, o.topping.allergens]]));
  for (const { line, resolve } of batch.lines) {
    resolve(
      allergenUnion(
        line.productId ? product.get(line.productId) : undefined,
        line.productOptionId ? option.get(line.productOptionId) : undefined,
        ...line.toppings.flatMap((t) => (t.toppingOptionId ? (topping.get(t.toppingOptionId) ?? []) : [])),
      ),
    );
  }
}
