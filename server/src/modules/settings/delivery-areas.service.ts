// Delivery areas as the back office edits them: postal codes or address prefixes, fee
// (tax-exclusive), minimum order, active. Two areas never claim the same postal code or the same
// address prefix (a longer prefix inside a shorter one is allowed: the longest match wins, see
// provision.service.ts matchDeliveryArea). The menu cache holds the areas: every write invalidates it.
import { deliveryAreaSchema } from "../../../../shared/settings.js";
import type { Context } from "../../context.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import type { DeliveryArea, Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { invalidateCatalog } from "../../lib/shop-cache.js";
import { adminViewer } from "../auth/viewer.js";
import { normalizeAddress, normalizePostalCode } from "../provision/delivery-area-match.service.js";
import { publishReceptionChanged } from "./settings-events.js";

type Query = { include?: Prisma.DeliveryAreaInclude; select?: Prisma.DeliveryAreaSelect };
type WriteCtx = Pick<Context, "prisma" | "pubsub" | "viewer">;

/** Every area, inactive ones too, in matching order; `query`: the GraphQL door's selection. */
export function listAllDeliveryAreas<Q extends Query = Record<never, never>>(
  prisma: PrismaClient,
  query?: Q,
) {
  return prisma.deliveryArea.findMany({ ...query, orderBy: [{ position: "asc" }, { id: "asc" }] });
}

export async function findDeliveryArea(prisma: PrismaClient, key: string): Promise<DeliveryArea> {
  const area = /^[0-9]{1,9}$/.test(key)
    ? await prisma.deliveryArea.findUnique({ where: { id: Number(key) } })
    : null;
  if (!area) throw new NotFoundError("配達エリアが見つかりませんでした");
  return area;
}

function parseArea(raw: unknown) {
  const input = parseInput(deliveryAreaSchema, raw);
  return {
    ...input,
    postalCodes: [...new Set(input.postalCodes.map(normalizePostalCode))],
    towns: [...new Set(input.towns.map((t) => t.replace(/[\s\u3000]/g, "")))],
  };
}

/** Refuses a postal code or an address prefix another area already has. */
async function refuseOverlap(prisma: PrismaClient, area: ReturnType<typeof parseArea>, exceptId?: number) {
  const others = await prisma.deliveryArea.findMany({ where: exceptId ? { id: { not: exceptId } } : {} });
  const errors: Record<string, string[]> = {};
  for (const other of others) {
    for (const code of area.postalCodes.filter((c) => other.postalCodes.includes(c))) {
      errors.postalCodes = [
        ...(errors.postalCodes ?? []),
        `郵便番号 ${code} はすでに「${other.name}」に登録されています`,
      ];
    }
    const theirs = new Set(other.towns.map(normalizeAddress));
    for (const town of area.towns.filter((t) => theirs.has(normalizeAddress(t)))) {
      errors.towns = [...(errors.towns ?? []), `住所「${town}」はすでに「${other.name}」に登録されています`];
    }
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
}

function changed(ctx: WriteCtx) {
  invalidateCatalog(ctx.prisma);
  publishReceptionChanged(ctx.pubsub, "DELIVERY");
}

export async function createDeliveryArea(ctx: WriteCtx, raw: unknown): Promise<DeliveryArea> {
  adminViewer(ctx);
  const input = parseArea(raw);
  await refuseOverlap(ctx.prisma, input);
  const area = await ctx.prisma.deliveryArea.create({ data: input });
  changed(ctx);
  return area;
}

export async function updateDeliveryArea(ctx: WriteCtx, id: number, raw: unknown): Promise<DeliveryArea> {
  adminViewer(ctx);
  const input = parseArea(raw);
  await findDeliveryArea(ctx.prisma, String(id));
  await refuseOverlap(ctx.prisma, input, id);
  const area = await ctx.prisma.deliveryArea.update({ where: { id }, data: input });
  changed(ctx);
  return area;
}

/** Past orders keep their address and fee; their link to the area is cleared. */
export async function deleteDeliveryArea(ctx: WriteCtx, id: number): Promise<DeliveryArea> {
  adminViewer(ctx);
  await findDeliveryArea(ctx.prisma, String(id));
  const area = await ctx.prisma.deliveryArea.delete({ where: { id } });
  changed(ctx);
  return area;
}
