// The menu as customers see it. Used by GraphQL (catalog.graphql.ts, which passes Pothos's
// planned `query` so nested selections stay one Prisma query) and by REST (http/menu/products.rest.ts).
import { withTax } from "../../../../shared/pricing.js";
import type { Context, Viewer } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import type { Prisma, ProvisionMethod, TaxKind } from "../../generated/prisma/client.js";
import { catalogCache } from "../../lib/shop-cache.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { ratesInForce } from "../settings/tax.service.js";

export async function priceWithTax(
  ctx: Pick<Context, "prisma">,
  price: number,
  kind: TaxKind = "REDUCED",
): Promise<number> {
  return withTax(price, (await ratesInForce(ctx.prisma))[kind]);
}

/** Only administrators see products and toppings that are not public. */
export function seesHiddenCatalog(viewer: Viewer | null): boolean {
  return viewer?.kind === "admin";
}

/** `date`: the Tokyo day whose menu it is (default today). */
export function productWhere(
  viewer: Viewer | null,
  method?: ProvisionMethod | null,
  date: string = tokyoClock(new Date()).date,
): Prisma.ProductWhereInput {
  const staff = seesHiddenCatalog(viewer);
  return {
    // Archived products (deleted, kept for past orders) are gone for everyone.
    archivedAt: null,
    ...(staff ? {} : { isPublic: true, ...offeredOn(date) }),
    ...(method === "TAKEOUT" ? { isTakeout: true } : {}),
    ...(method === "DELIVERY" ? { isDelivery: true } : {}),
  };
}

/** How far ahead a product whose period has not begun is already shown ("12/1から"). */
export const UPCOMING_DAYS = 14;

/**
 * Products without a provision period, or whose period (inclusive, Tokyo days) has not ended
 * on `date` and begins within UPCOMING_DAYS. Placing an order checks the slot's own day.
 */
export function offeredOn(date: string): Prisma.ProductWhereInput {
  const day = new Date(`${date}T00:00:00Z`);
  const horizon = new Date(day.getTime() + UPCOMING_DAYS * 24 * 60 * 60 * 1000);
  return {
    OR: [
      { provision: { is: null } },
      {
        provision: {
          is: {
            AND: [
              { OR: [{ startOn: null }, { startOn: { lte: horizon } }] },
              { OR: [{ endOn: null }, { endOn: { gte: day } }] },
            ],
          },
        },
      },
    ],
  };
}

export function toppingWhere(viewer: Viewer | null): Prisma.ToppingWhereInput {
  return seesHiddenCatalog(viewer) ? {} : { isPublic: true };
}

export const productOrder: Prisma.ProductOrderByWithRelationInput[] = [{ position: "asc" }, { id: "asc" }];
export const categoryOrder: Prisma.CategoryOrderByWithRelationInput[] = [{ position: "asc" }, { id: "asc" }];
export const optionOrder = [{ position: "asc" }, { id: "asc" }] as const satisfies object[];

/**
 * The minimum order amount (tax-inclusive yen) for `method`: delivery needs the lowest
 * minimum of the active delivery areas; takeout (or no method) has none.
 */
export async function lowestPrice(
  ctx: Pick<Context, "prisma">,
  method?: ProvisionMethod | null,
): Promise<number> {
  if (method !== "DELIVERY") return 0;
  return catalogCache(ctx.prisma).remember("lowestPrice.DELIVERY", async () => {
    const { _min } = await ctx.prisma.deliveryArea.aggregate({
      where: { isActive: true },
      _min: { minimumOrder: true },
    });
    return _min.minimumOrder ?? 0;
  });
}

type CategoryQuery = { include?: Prisma.CategoryInclude; select?: Prisma.CategorySelect };

/**
 * The categories holding at least one product the viewer may order by `method` on Tokyo day
 * `date` (default today), with their products restricted the same way. `query` is the
 * relation selection (Pothos's plan, or the REST adapter's include).
 */
export function menuCategories<Q extends CategoryQuery>(
  ctx: Pick<Context, "prisma" | "viewer">,
  method: ProvisionMethod | null,
  query: Q,
  date?: string,
): Promise<Prisma.CategoryGetPayload<Q>[]> {
  const where = productWhere(ctx.viewer, method, date);
  return ctx.prisma.category.findMany({
    ...restrictProducts(query, where),
    where: { products: { some: where } },
    orderBy: categoryOrder,
  }) as Promise<Prisma.CategoryGetPayload<Q>[]>;
}

/**
 * Narrows the nested `products` selection in a category query to `where`, so that the
 * products listed under a menu obey the menu's method even when the client did not repeat it.
 */
export function restrictProducts<Q extends CategoryQuery>(query: Q, where: Prisma.ProductWhereInput): Q {
  const narrow = (selection: Record<string, unknown> | undefined) => {
    const products = selection?.products;
    if (!selection || !products) return selection;
    const nested = products === true ? {} : (products as { where?: Prisma.ProductWhereInput });
    return {
      ...selection,
      products: { ...nested, where: nested.where ? { AND: [nested.where, where] } : where },
    };
  };
  return {
    ...query,
    ...(query.include ? { include: narrow(query.include as Record<string, unknown>) } : {}),
    ...(query.select ? { select: narrow(query.select as Record<string, unknown>) } : {}),
  };
}

export function allCategories<Q extends CategoryQuery>(ctx: Context, query: Q) {
  return ctx.prisma.category.findMany({ ...query, orderBy: categoryOrder });
}

export async function findProduct<
  Q extends { include?: Prisma.ProductInclude; select?: Prisma.ProductSelect },
>(ctx: Context, id: number, query: Q) {
  return ctx.prisma.product.findFirst({ ...query, where: { ...productWhere(ctx.viewer), id } });
}

export async function getProduct<
  Q extends { include?: Prisma.ProductInclude; select?: Prisma.ProductSelect },
>(ctx: Context, id: number, query: Q) {
  const product = await findProduct(ctx, id, query);
  if (!product) throw new NotFoundError("商品が見つかりませんでした");
  return product;
}
