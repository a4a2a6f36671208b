// The server's quote for a cart: the catalog rows, tax rates, slot day and delivery area the
// pricing rules need, loaded once, then the pure rules of catalog/pricing.ts. The cart page,
// checkout, confirmation, placeOrder and the counter all price through here.
import { type QuoteInput, quoteSchema } from "../../../../shared/order.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { loadTaxRates } from "../catalog/catalog.service.js";
import {
  type CatalogProduct,
  type DeliveryTerms,
  type PricingItem,
  type Quote,
  quoteOrder,
} from "../catalog/pricing.js";
import { matchDeliveryArea } from "../provision/provision.service.js";

type Db = PrismaClient;

/** The rows pricing reads for these products (options, day window, toppings with their options). */
export async function loadPricingCatalog(prisma: Db, ids: number[]): Promise<Map<number, CatalogProduct>> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (unique.length === 0) return new Map();
  const products = await prisma.product.findMany({
    where: { id: { in: unique } },
    include: {
      options: true,
      provision: true,
      toppings: { include: { topping: { include: { options: true } } } },
    },
  });
  return new Map(products.map((p) => [p.id, p]));
}

export interface QuoteContext {
  method: "TAKEOUT" | "DELIVERY" | null;
  /** The chosen slot's start, when chosen: products must be offered on its Tokyo day. */
  slotStartsAt?: Date | null;
  /** Delivery: the address to match an area with; absent while not entered. */
  address?: { postalCode?: string | null; address1?: string | null } | null;
}

/** Prices items for a method, a slot and an address (whatever of them is known). */
export async function priceItems(
  prisma: Db,
  items: readonly PricingItem[],
  context: QuoteContext,
): Promise<Quote> {
  const address = context.address;
  const hasAddress = Boolean(address?.postalCode?.trim() || address?.address1?.trim());
  let deliveryArea: DeliveryTerms | null | undefined;
  let lowestMinimum: number | null = null;
  if (context.method === "DELIVERY" && hasAddress) {
    deliveryArea = await matchDeliveryArea(prisma, {
      postalCode: address?.postalCode,
      address: address?.address1,
    });
  } else if (context.method === "DELIVERY") {
    const lowest = await prisma.deliveryArea.aggregate({
      where: { isActive: true },
      _min: { minimumOrder: true },
    });
    lowestMinimum = lowest._min.minimumOrder;
  }
  const [products, rates] = await Promise.all([
    loadPricingCatalog(
      prisma,
      items.map((i) => i.productId),
    ),
    loadTaxRates(prisma),
  ]);
  return quoteOrder(items, products, {
    method: context.method,
    slotDate: context.slotStartsAt ? tokyoClock(context.slotStartsAt).date : null,
    rates,
    deliveryArea,
    lowestMinimum,
  });
}

/** The quote query / route: validated with the shared rules, never throws for what the cart holds. */
export async function quote(prisma: Db, raw: unknown): Promise<Quote> {
  const input = parseInput(quoteSchema, raw) as ReturnType<typeof quoteSchema.parse>;
  return priceItems(
    prisma,
    input.items.map((i) => ({ ...i, toppingOptionIds: i.toppingOptionIds ?? [] })),
    {
      method: input.method ?? null,
      slotStartsAt: input.slotStartsAt ?? null,
      address: { postalCode: input.postalCode, address1: input.address1 },
    },
  );
}
export type { QuoteInput };
