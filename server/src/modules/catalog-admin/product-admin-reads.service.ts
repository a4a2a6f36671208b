// Products in the back office, read: the paged list with search and filters, one product, and a
// written product read again with the door's planned selection. The writes are in
// product-admin.service.ts.
import {
  ADMIN_PRODUCTS_PER_PAGE,
  type AdminProductFilter,
  adminProductFilterSchema,
} from "../../../../shared/catalog-admin.js";
import type { Context } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { productOrder } from "../catalog/catalog.service.js";
import { type CatalogDeps, selectingSomething } from "./catalog-admin.common.js";

export const PRODUCT_NOT_FOUND = "商品が見つかりませんでした";

type Query = { include?: Prisma.ProductInclude; select?: Prisma.ProductSelect };

function filterWhere(filter: AdminProductFilter): Prisma.ProductWhereInput {
  const words = filter.name?.split(/[\s　]+/).filter(Boolean) ?? [];
  return {
    AND: [
      filter.includeArchived ? {} : { archivedAt: null },
      ...words.map((word) => ({ name: { contains: word, mode: "insensitive" as const } })),
      filter.categoryId ? { categoryId: filter.categoryId } : {},
      filter.visibility ? { isPublic: filter.visibility === "PUBLIC" } : {},
      filter.method === "TAKEOUT" ? { isTakeout: true } : {},
      filter.method === "DELIVERY" ? { isDelivery: true } : {},
    ],
  };
}

export interface AdminProductListArgs {
  filter?: unknown;
  page?: number | null;
  perPage?: number | null;
}

/** A page of products in storefront order (category, then position), with the total. */
export async function listAdminProducts<Q extends Query>(
  deps: Pick<CatalogDeps, "prisma">,
  args: AdminProductListArgs,
  query: Q,
) {
  const filter = parseInput(adminProductFilterSchema, args.filter ?? {});
  const perPage = Math.min(Math.max(Math.trunc(args.perPage ?? ADMIN_PRODUCTS_PER_PAGE), 1), 100);
  const page = Math.max(Math.trunc(args.page ?? 1), 1);
  const where = filterWhere(filter);
  const [products, totalCount] = await Promise.all([
    deps.prisma.product.findMany({
      ...query,
      where,
      orderBy: [{ category: { position: "asc" } }, { categoryId: "asc" }, ...productOrder],
      skip: (page - 1) * perPage,
      take: perPage,
    }),
    deps.prisma.product.count({ where }),
  ]);
  return { products: products as Prisma.ProductGetPayload<Q>[], totalCount, page, perPage };
}

export async function getAdminProduct<Q extends Query>(
  deps: Pick<CatalogDeps, "prisma">,
  id: number,
  query: Q,
) {
  const product = await deps.prisma.product.findFirst({ ...query, where: { id, archivedAt: null } });
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return product as Prisma.ProductGetPayload<Q>;
}

/** A written product read again with the door's planned selection (one query for nested fields). */
export const rereadProduct = (ctx: Pick<Context, "prisma">, query: object, row: { id: number }) =>
  ctx.prisma.product.findUniqueOrThrow({ ...selectingSomething(query), where: { id: row.id } });

/** `rows`' products in the storefront's order, with the door's planned `query`. */
export function productsInOrder<Q extends object>(
  ctx: Pick<Context, "prisma">,
  rows: readonly { id: number }[],
  query: Q,
) {
  return ctx.prisma.product.findMany({
    ...query,
    where: { id: { in: rows.map((r) => r.id) } },
    orderBy: productOrder,
  });
}
