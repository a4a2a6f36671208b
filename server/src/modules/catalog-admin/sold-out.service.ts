// One tap: a product or one of its options is sold out for today, until further notice, or
// available again. The menu reads the state at request time (catalog/sold-out.ts).
import { NotFoundError } from "../../errors.js";
import { catalogChanged } from "../catalog/catalog-events.js";
import { type SoldOutState, soldOutColumns } from "../catalog/sold-out.js";
import type { CatalogDeps } from "./catalog-admin.common.js";
import { PRODUCT_NOT_FOUND } from "./product-admin-reads.service.js";

export const OPTION_NOT_FOUND = "オプションが見つかりませんでした";

export async function setProductSoldOut(
  deps: Pick<CatalogDeps, "prisma" | "pubsub">,
  id: number,
  state: SoldOutState,
  now = new Date(),
) {
  const { count } = await deps.prisma.product.updateMany({
    where: { id, archivedAt: null },
    data: soldOutColumns(state, now),
  });
  if (count === 0) throw new NotFoundError(PRODUCT_NOT_FOUND);
  catalogChanged(deps, "soldOut", id);
  return deps.prisma.product.findUniqueOrThrow({ where: { id } });
}

/** Returns the option's product, so a screen can redraw the whole row. */
export async function setProductOptionSoldOut(
  deps: Pick<CatalogDeps, "prisma" | "pubsub">,
  optionId: number,
  state: SoldOutState,
  now = new Date(),
) {
  const option = await deps.prisma.productOption.findFirst({
    where: { id: optionId, product: { archivedAt: null } },
    select: { productId: true },
  });
  if (!option) throw new NotFoundError(OPTION_NOT_FOUND);
  await deps.prisma.productOption.update({ where: { id: optionId }, data: soldOutColumns(state, now) });
  catalogChanged(deps, "soldOut", option.productId);
  return deps.prisma.product.findUniqueOrThrow({ where: { id: option.productId } });
}
