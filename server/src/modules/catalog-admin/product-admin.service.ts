// Products in the back office, written (the reads are in product-admin-reads.service.ts): create
// and edit with options, toppings, provision days and photo, reorder within the category, and delete: a
// product that appears in past orders is archived instead (hidden everywhere, history intact).
import { normalizeAllergens } from "../../../../shared/allergens.js";
import { type ProductInputParsed, productInputSchema } from "../../../../shared/catalog-admin.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { auditPrices } from "../audit/audit.service.js";
import { productOrder } from "../catalog/catalog.service.js";
import { catalogChanged } from "../catalog/catalog-events.js";
import { type CatalogDeps, type MoveDirection, moved, translationsData } from "./catalog-admin.common.js";
import { type ImageChange, removeIfUnused, writeWithImage } from "./image-writes.js";
import { planNestedList } from "./nested-list.js";
import { PRODUCT_NOT_FOUND } from "./product-admin-reads.service.js";

type Tx = Prisma.TransactionClient;

/** Refuses a category or toppings that do not exist, naming the field. */
async function checkReferences(prisma: PrismaClient | Tx, input: ProductInputParsed) {
  const category = await prisma.category.findUnique({
    where: { id: input.categoryId },
    select: { id: true },
  });
  if (!category) {
    const message = "選択されたカテゴリが見つかりません";
    throw new ValidationError(message, { categoryId: [message] });
  }
  const toppingIds = [...new Set(input.toppingIds)];
  const found = await prisma.topping.count({ where: { id: { in: toppingIds } } });
  if (found !== toppingIds.length) {
    const message = "選択されたトッピングが見つかりません";
    throw new ValidationError(message, { toppingIds: [message] });
  }
}

const scalarData = (input: ProductInputParsed) => ({
  name: input.name,
  description: input.description,
  ...translationsData(input.translations),
  badge: input.badge ?? null,
  tags: input.tags,
  isPublic: input.isPublic,
  categoryId: input.categoryId,
  isTakeout: input.isTakeout,
  isDelivery: input.isDelivery,
  price: input.price,
  taxKind: input.taxKind,
  allergens: normalizeAllergens(input.allergens),
});

const optionData = (o: ProductInputParsed["options"][number], position: number) => ({
  name: o.name,
  ...translationsData(o.translations),
  price: o.price,
  allergens: normalizeAllergens(o.allergens),
  ...(o.kitchenUnits === undefined ? {} : { kitchenUnits: o.kitchenUnits }),
  position,
});

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

async function writeProvision(tx: Tx, productId: number, input: ProductInputParsed) {
  const p = input.provisionDate;
  if (!p || (!p.startOn && !p.endOn)) {
    await tx.provisionDate.deleteMany({ where: { productId } });
    return;
  }
  const data = { startOn: day(p.startOn), endOn: day(p.endOn) };
  await tx.provisionDate.upsert({ where: { productId }, create: { productId, ...data }, update: data });
}

async function writeToppings(tx: Tx, productId: number, toppingIds: number[]) {
  await tx.productTopping.deleteMany({ where: { productId } });
  if (toppingIds.length) {
    await tx.productTopping.createMany({
      data: [...new Set(toppingIds)].map((toppingId) => ({ productId, toppingId })),
    });
  }
}

export async function createProduct(deps: CatalogDeps, raw: unknown, image: ImageChange = {}) {
  const input = parseInput(productInputSchema, raw);
  await checkReferences(deps.prisma, input);
  const product = await writeWithImage(deps, image, (imageHash) =>
    deps.prisma.$transaction(async (tx) => {
      await checkReferences(tx, input);
      const last = await tx.product.aggregate({
        where: { categoryId: input.categoryId },
        _max: { position: true },
      });
      const value = await tx.product.create({
        data: {
          ...scalarData(input),
          imageHash: imageHash ?? null,
          position: (last._max.position ?? 0) + 1,
          options: { create: input.options.map((o, i) => optionData(o, i + 1)) },
        },
      });
      await writeToppings(tx, value.id, input.toppingIds);
      await writeProvision(tx, value.id, input);
      return { value, previous: null };
    }),
  );
  catalogChanged(deps, "product", product.id);
  return product;
}

export async function updateProduct(deps: CatalogDeps, id: number, raw: unknown, image: ImageChange = {}) {
  const input = parseInput(productInputSchema, raw);
  await checkReferences(deps.prisma, input);
  const product = await writeWithImage(deps, image, (imageHash) =>
    deps.prisma.$transaction(async (tx) => {
      const current = await tx.product.findFirst({
        where: { id, archivedAt: null },
        include: { options: { select: { id: true, name: true, price: true } } },
      });
      if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND);
      await checkReferences(tx, input);
      const plan = planNestedList(
        current.options.map((o) => o.id),
        input.options,
        "options",
        "オプション",
      );
      await auditPrices(tx, deps.viewer, `商品「${current.name}」`, [
        ...(current.options.length || input.options.length
          ? []
          : [{ label: "価格", before: current.price, after: input.price }]),
        ...plan.update.map(({ id: optionId, entry }) => {
          const was = current.options.find((o) => o.id === optionId)!;
          return { label: `「${was.name}」`, before: was.price, after: entry.price };
        }),
      ]);
      await tx.productOption.deleteMany({ where: { id: { in: plan.remove } } });
      for (const { id: optionId, entry, position } of plan.update) {
        await tx.productOption.update({ where: { id: optionId }, data: optionData(entry, position) });
      }
      if (plan.create.length) {
        await tx.productOption.createMany({
          data: plan.create.map(({ entry, position }) => ({ productId: id, ...optionData(entry, position) })),
        });
      }
      // A product moved to another category goes to the end of it.
      const moving = current.categoryId !== input.categoryId;
      const last = moving
        ? await tx.product.aggregate({ where: { categoryId: input.categoryId }, _max: { position: true } })
        : null;
      const value = await tx.product.update({
        where: { id },
        data: {
          ...scalarData(input),
          ...(last ? { position: (last._max.position ?? 0) + 1 } : {}),
          ...(imageHash === undefined ? {} : { imageHash, image: null }),
        },
      });
      await writeToppings(tx, id, input.toppingIds);
      await writeProvision(tx, id, input);
      return { value, previous: imageHash === undefined ? null : current.imageHash };
    }),
  );
  catalogChanged(deps, "product", id);
  return product;
}

/**
 * Deletes a product, or archives it when past orders show it: archived products leave the menu,
 * the admin list and checkout (isPublic false), while their order lines keep their link.
 */
export async function deleteProduct(
  deps: CatalogDeps,
  id: number,
): Promise<{ id: number; archived: boolean }> {
  const result = await deps.prisma.$transaction(async (tx) => {
    const product = await tx.product.findFirst({
      where: { id, archivedAt: null },
      select: { imageHash: true, _count: { select: { orderItems: true } } },
    });
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    if (product._count.orderItems > 0) {
      await tx.product.update({ where: { id }, data: { archivedAt: new Date(), isPublic: false } });
      await tx.cartItem.deleteMany({ where: { productId: id } });
      return { archived: true, imageHash: null };
    }
    await tx.product.delete({ where: { id } });
    return { archived: false, imageHash: product.imageHash };
  });
  if (result.imageHash) await removeIfUnused(deps, result.imageHash);
  catalogChanged(deps, "product", id);
  return { id, archived: result.archived };
}

/** Moves a product one place within its category; returns the category's products in order. */
export async function moveProduct(deps: CatalogDeps, id: number, direction: MoveDirection) {
  const categoryId = await deps.prisma.$transaction(async (tx) => {
    const product = await tx.product.findFirst({
      where: { id, archivedAt: null },
      select: { categoryId: true },
    });
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    const rows = await tx.product.findMany({
      where: { categoryId: product.categoryId, archivedAt: null },
      select: { id: true },
      orderBy: productOrder,
    });
    const order = moved(
      rows.map((r) => r.id),
      id,
      direction,
    );
    for (const [index, rowId] of (order ?? []).entries()) {
      await tx.product.update({ where: { id: rowId }, data: { position: index + 1 } });
    }
    return product.categoryId;
  });
  catalogChanged(deps, "product", id);
  return deps.prisma.product.findMany({ where: { categoryId, archivedAt: null }, orderBy: productOrder });
}
