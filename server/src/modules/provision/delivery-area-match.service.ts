// The delivery areas customers see, and which of them delivers to an address
// (docs/decisions/0001-database.md). The back office's writes are in settings/delivery-areas.service.ts.
import { PREFECTURES } from "../../../../shared/constants.js";
import type { DeliveryArea, Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { catalogCache } from "../../lib/shop-cache.js";
import type { Db } from "./provision.service.js";

type Query = { include?: Prisma.DeliveryAreaInclude; select?: Prisma.DeliveryAreaSelect };
const AREA_ORDER: Prisma.DeliveryAreaOrderByWithRelationInput[] = [{ position: "asc" }, { id: "asc" }];

/** The active delivery areas in matching order, from the menu cache (emptied by every area write). */
export function cachedDeliveryAreas(prisma: PrismaClient): Promise<DeliveryArea[]> {
  return catalogCache(prisma).remember("deliveryAreas.active", () => activeDeliveryAreas(prisma));
}

const activeDeliveryAreas = (prisma: Db) =>
  prisma.deliveryArea.findMany({ where: { isActive: true }, orderBy: AREA_ORDER });

/** The active areas in matching order, read with the caller's `query` (a GraphQL selection). */
export function deliveryAreas<Q extends Query>(prisma: Db, query: Q = {} as Q) {
  return prisma.deliveryArea.findMany({ ...query, where: { isActive: true }, orderBy: AREA_ORDER });
}

/** Half-width digits only: "７３０−００３５" and "730-0035" both read as "7300035". */
export function normalizePostalCode(value: string): string {
  return value
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[^0-9]/g, "");
}

/** The address without spaces and without a leading prefecture ("広島県広島市中区…" → "広島市中区…"). */
export function normalizeAddress(value: string): string {
  const compact = value.replace(/[\s\u3000]/g, "");
  const prefecture = PREFECTURES.find((p) => compact.startsWith(p.name));
  return prefecture ? compact.slice(prefecture.name.length) : compact;
}

/**
 * The delivery area for an address (docs/decisions/0001-database.md): an exact postal code
 * first; otherwise the longest `towns` prefix of the address, so 広島市中区紙屋町 beats 広島市中区.
 * Only active areas count; on a tie the lowest position wins.
 */
export async function matchDeliveryArea(
  prisma: Db,
  where: { postalCode?: string | null; address?: string | null },
): Promise<DeliveryArea | null> {
  return matchDeliveryAreaIn(await activeDeliveryAreas(prisma), where);
}

/**
 * The area for an address among `areas` (active, in position order): the first listing the
 * postal code, else the one whose town is the longest prefix of the address.
 */
export function matchDeliveryAreaIn(
  areas: readonly DeliveryArea[],
  { postalCode, address }: { postalCode?: string | null; address?: string | null },
): DeliveryArea | null {
  const code = postalCode ? normalizePostalCode(postalCode) : "";
  if (code.length === 7) {
    const byCode = areas.find((area) => area.postalCodes.includes(code));
    if (byCode) return byCode;
  }
  const target = address ? normalizeAddress(address) : "";
  if (!target) return null;
  let best: { area: DeliveryArea; length: number } | null = null;
  for (const area of areas) {
    for (const town of area.towns) {
      const prefix = normalizeAddress(town);
      if (prefix && target.startsWith(prefix) && (!best || prefix.length > best.length)) {
        best = { area, length: prefix.length };
      }
    }
  }
  return best?.area ?? null;
}
