// Categories in the back office: list, create, rename, reorder, delete. A category that still
// holds products cannot be deleted, and the refusal names them.
import { type CategoryInput, categoryInputSchema } from "../../../../shared/catalog-admin.js";
import type { Context } from "../../context.js";
import { ConflictError, NotFoundError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { categoryOrder } from "../catalog/catalog.service.js";
import { catalogChanged } from "../catalog/catalog-events.js";
import {
  type CatalogDeps,
  type MoveDirection,
  moved,
  namesText,
  refuseDuplicateName,
  selectingSomething,
  translationsData,
} from "./catalog-admin.common.js";

export const CATEGORY_NOT_FOUND = "カテゴリが見つかりませんでした";

type Query = { include?: Prisma.CategoryInclude; select?: Prisma.CategorySelect };

export function listCategories<Q extends Query>(deps: Pick<CatalogDeps, "prisma">, query: Q) {
  return deps.prisma.category.findMany({ ...query, orderBy: categoryOrder }) as Promise<
    Prisma.CategoryGetPayload<Q>[]
  >;
}

export async function getCategory<Q extends Query>(deps: Pick<CatalogDeps, "prisma">, id: number, query: Q) {
  const category = await deps.prisma.category.findUnique({ ...query, where: { id } });
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
  return category as Prisma.CategoryGetPayload<Q>;
}

const names = (deps: Pick<CatalogDeps, "prisma">) =>
  deps.prisma.category.findMany({ select: { id: true, name: true } });

export async function createCategory(deps: CatalogDeps, raw: unknown) {
  const input: CategoryInput = parseInput(categoryInputSchema, raw);
  refuseDuplicateName(await names(deps), input.name, "カテゴリ");
  const last = await deps.prisma.category.aggregate({ _max: { position: true } });
  const category = await deps.prisma.category.create({
    data: {
      name: input.name,
      ...translationsData(input.translations),
      position: (last._max.position ?? 0) + 1,
    },
  });
  catalogChanged(deps, "category", category.id);
  return category;
}

export async function updateCategory(deps: CatalogDeps, id: number, raw: unknown) {
  const input = parseInput(categoryInputSchema, raw);
  refuseDuplicateName(await names(deps), input.name, "カテゴリ", id);
  const { count } = await deps.prisma.category.updateMany({
    where: { id },
    data: { name: input.name, ...translationsData(input.translations) },
  });
  if (count === 0) throw new NotFoundError(CATEGORY_NOT_FOUND);
  catalogChanged(deps, "category", id);
  return deps.prisma.category.findUniqueOrThrow({ where: { id } });
}

export async function deleteCategory(deps: CatalogDeps, id: number): Promise<{ id: number }> {
  await deps.prisma.$transaction(async (tx) => {
    const category = await tx.category.findUnique({
      where: { id },
      include: { products: { select: { name: true, archivedAt: true }, orderBy: [{ position: "asc" }] } },
    });
    if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const active = category.products.filter((p) => !p.archivedAt).map((p) => p.name);
    if (active.length) {
      throw new ConflictError(
        `カテゴリ「${category.name}」には商品${namesText(active)}があるため削除できません。先に商品を別のカテゴリへ移すか削除してください`,
      );
    }
    if (category.products.length) {
      throw new ConflictError(
        `カテゴリ「${category.name}」には過去の注文で使われた商品（アーカイブ済み）${namesText(category.products.map((p) => p.name))}があるため削除できません`,
      );
    }
    await tx.category.delete({ where: { id } });
  });
  catalogChanged(deps, "category", id);
  return { id };
}

/** Moves a category one place up or down on the storefront; returns every category in order. */
export async function moveCategory(deps: CatalogDeps, id: number, direction: MoveDirection) {
  await deps.prisma.$transaction(async (tx) => {
    const rows = await tx.category.findMany({ select: { id: true }, orderBy: categoryOrder });
    if (!rows.some((r) => r.id === id)) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const order = moved(
      rows.map((r) => r.id),
      id,
      direction,
    );
    if (!order) return;
    for (const [index, rowId] of order.entries()) {
      await tx.category.update({ where: { id: rowId }, data: { position: index + 1 } });
    }
  });
  catalogChanged(deps, "category", id);
  return listCategories(deps, {});
}

/** Products not archived in the category (the back office's count). */
export function productCount(ctx: Pick<Context, "prisma">, categoryId: number): Promise<number> {
  return ctx.prisma.product.count({ where: { categoryId, archivedAt: null } });
}

/** A written category read again with the door's planned selection (one query for nested fields). */
export const rereadCategory = (ctx: Pick<Context, "prisma">, query: object, row: { id: number }) =>
  ctx.prisma.category.findUniqueOrThrow({ ...selectingSomething(query), where: { id: row.id } });
