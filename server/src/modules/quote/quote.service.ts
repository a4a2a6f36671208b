// The server's quote for a cart: the catalog rows, tax rates, slot day and delivery area the
// pricing rules need, loaded once, then the pure rules of catalog/pricing.ts. The cart page,
// checkout, confirmation, placeOrder and the counter all price through here.
import { type QuoteInput, quoteSchema } from "../../../../shared/order.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { addressesByPostalCode, normalizeZipcode } from "../address/address.service.js";
import { loadTaxRates } from "../catalog/catalog.service.js";
import {
  type CatalogProduct,
  type DeliveryTerms,
  type PricingItem,
  type Quote,
  quoteOrder,
} from "../catalog/pricing.js";
import { withSoldOut } from "../catalog/sold-out.js";
import { matchDeliveryArea, normalizePostalCode } from "../provision/provision.service.js";

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
  // 品切れ as of now on the product and each option (catalog/sold-out.ts), for pricing to refuse.
  const now = new Date();
  return new Map(products.map((p) => [p.id, withSoldOut(p, now)]));
}

export interface QuoteContext {
  method: "TAKEOUT" | "DELIVERY" | null;
  /** The chosen slot's start, when chosen: products must be offered on its Tokyo day. */
  slotStartsAt?: Date | null;
  /** Delivery: the address to match an area with; absent while not entered. */
  address?: { postalCode?: string | null; address1?: string | null } | null;
}

/**
 * The city and town a postal code stands for (Japan Post data), so an area drawn by towns is known
 * as soon as the postal code is, before the customer fills in the address.
 */
function townOfPostalCode(code: string): string | null {
  const first = addressesByPostalCode(code)[0];
  return first ? `${first.address2}${first.address3}` : null;
}

/** Prices items for a method, a slot and an address (whatever of them is known). */
export async function priceItems(
  prisma: Db,
  items: readonly PricingItem[],
  context: QuoteContext,
): Promise<Quote> {
  const address = context.address;
  const postalCode = normalizeZipcode(normalizePostalCode(address?.postalCode ?? ""));
  const address1 = address?.address1?.trim() || (postalCode ? townOfPostalCode(postalCode) : null);
  // A postal code still being typed says nothing yet; a whole one is enough to tell the area.
  const hasAddress = Boolean(postalCode || address1);
  let deliveryArea: DeliveryTerms | null | undefined;
  let lowestMinimum: number | null = null;
  if (context.method === "DELIVERY" && hasAddress) {
    deliveryArea = await matchDeliveryArea(prisma, { postalCode, address: address1 });
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
