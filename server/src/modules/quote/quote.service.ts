// The server's quote for a cart: the catalog rows, tax rates, slot day and delivery area the
// pricing rules need, loaded once, then the pure rules of catalog/pricing.ts. The cart page,
// checkout, confirmation, placeOrder and the counter all price through here.
import { type QuoteInput, quoteSchema } from "../../../../shared/order.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { catalogCache } from "../../lib/shop-cache.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { addressesByPostalCode, normalizeZipcode } from "../address/address.service.js";
import { addressDisagreement } from "../address/address-agreement.js";
import {
  type CatalogProduct,
  type DeliveryTerms,
  type PricingItem,
  type Quote,
  type QuoteProblem,
  quoteOrder,
} from "../catalog/pricing.js";
import { withSoldOut } from "../catalog/sold-out.js";
import {
  cachedDeliveryAreas,
  matchDeliveryAreaIn,
  normalizePostalCode,
} from "../provision/delivery-area-match.service.js";
import { cachedProvisionRules } from "../provision/provision.service.js";
import { pausedSlotMessage } from "../provision/reception-messages.js";
import { largestSlotUnits, tooBigMessage, unitsPerSlotAt } from "../provision/slot-units.js";
import { closedByPause } from "../provision/slots.js";
import { ratesInForce } from "../settings/tax.service.js";

type Db = PrismaClient;

const pricingInclude = {
  options: true,
  provision: true,
  toppings: { include: { topping: { include: { options: true } } } },
} as const;

/**
 * Every product with the rows pricing reads (options, day window, toppings with their options),
 * by id, from the menu cache: emptied by every catalog write (catalogChanged) and after its TTL,
 * like the menu the customer priced from (decision 0023). Sold-out marks are applied per call.
 */
function cachedPricingRows(prisma: Db) {
  return catalogCache(prisma).remember("pricing.products", async () => {
    const products = await prisma.product.findMany({ include: pricingInclude });
    return new Map(products.map((p) => [p.id, p]));
  });
}

/** The rows pricing reads for these products, with 品切れ as of now (catalog/sold-out.ts). */
export async function loadPricingCatalog(prisma: Db, ids: number[]): Promise<Map<number, CatalogProduct>> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (unique.length === 0) return new Map();
  const rows = await cachedPricingRows(prisma);
  const now = new Date();
  const found = new Map<number, CatalogProduct>();
  for (const id of unique) {
    const row = rows.get(id);
    if (row) found.set(id, withSoldOut(row, now));
  }
  return found;
}

export interface QuoteContext {
  method: "TAKEOUT" | "DELIVERY" | null;
  /** The chosen slot's start, when chosen: products must be offered on its Tokyo day. */
  slotStartsAt?: Date | null;
  /** Delivery: the address to match an area with; absent while not entered. */
  address?: { postalCode?: string | null; prefectureId?: number | null; address1?: string | null } | null;
  /** The address fields' names for problems: "shipping" for a delivery to someone else. */
  addressFields?: "own" | "shipping";
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
  const disagreement = context.method === "DELIVERY" && address ? addressDisagreement(address) : null;
  const addressProblem = disagreement && {
    message: disagreement.message,
    field:
      context.addressFields === "shipping"
        ? `shipping${disagreement.field.charAt(0).toUpperCase()}${disagreement.field.slice(1)}`
        : disagreement.field,
  };
  if (context.method === "DELIVERY" && !addressProblem) {
    const areas = await cachedDeliveryAreas(prisma);
    if (hasAddress) {
      deliveryArea = matchDeliveryAreaIn(areas, { postalCode, address: address1 });
    } else if (areas.length > 0) {
      lowestMinimum = Math.min(...areas.map((area) => area.minimumOrder));
    }
  }
  const [products, rates] = await Promise.all([
    loadPricingCatalog(
      prisma,
      items.map((i) => i.productId),
    ),
    ratesInForce(prisma),
  ]);
  return quoteOrder(items, products, {
    method: context.method,
    slotDate: context.slotStartsAt ? tokyoClock(context.slotStartsAt).date : null,
    rates,
    deliveryArea,
    lowestMinimum,
    addressProblem,
  });
}

/** A quote with what the slots' kitchen units say about it (decision 0045). */
export type SlotQuote = Quote & { slotProblem: QuoteProblem | null };

/** The quote query / route: validated with the shared rules, never throws for what the cart holds. */
export async function quote(prisma: Db, raw: unknown, now = new Date()): Promise<SlotQuote> {
  const input = parseInput(quoteSchema, raw) as ReturnType<typeof quoteSchema.parse>;
  const method = input.method ?? null;
  const slotStartsAt = input.slotStartsAt ?? null;
  const priced = await priceItems(
    prisma,
    input.items.map((i) => ({ ...i, toppingOptionIds: i.toppingOptionIds ?? [] })),
    {
      method,
      slotStartsAt,
      address: { postalCode: input.postalCode, prefectureId: input.prefectureId, address1: input.address1 },
    },
  );
  const slotProblem = method
    ? await unitRoomProblem(prisma, method, slotStartsAt, priced.kitchenUnits)
    : null;
  // A slot the pause closes is told before the order button (placeOrder refuses it in the same words).
  if (!method || !slotStartsAt) return { ...priced, slotProblem };
  const rules = await cachedProvisionRules(prisma, method);
  if (!closedByPause(rules, slotStartsAt, now)) return { ...priced, slotProblem };
  const message = pausedSlotMessage(method, rules, now);
  return {
    ...priced,
    slotProblem,
    problems: [...priced.problems, { code: "SLOT_PAUSED", message, lineIndex: null, field: "slotStartsAt" }],
  };
}

/**
 * Whether the cart's kitchen units fit: in the largest slot at all, and in the chosen slot as it is
 * booked now. Apart from `problems` (which block the order): a counter order for "now" may still go
 * past the slot when the owner allows it, and placeOrder's own statement is what decides.
 */
async function unitRoomProblem(
  prisma: Db,
  method: "TAKEOUT" | "DELIVERY",
  slotStartsAt: Date | null,
  units: number,
): Promise<QuoteProblem | null> {
  if (units === 0) return null;
  const rules = await cachedProvisionRules(prisma, method);
  const largest = largestSlotUnits(rules);
  if (largest != null && units > largest) {
    return {
      code: "TOO_BIG_FOR_SLOT",
      message: tooBigMessage(units, largest),
      lineIndex: null,
      field: "items",
    };
  }
  const limit = slotStartsAt ? unitsPerSlotAt(rules, slotStartsAt) : null;
  if (!slotStartsAt || limit == null) return null;
  const usage = await prisma.slotUsage.findUnique({
    where: { method_slotStartsAt: { method, slotStartsAt } },
    select: { unitCount: true },
  });
  if (units <= limit - (usage?.unitCount ?? 0)) return null;
  return { code: "SLOT_NO_ROOM", message: SLOT_NO_ROOM, lineIndex: null, field: "slotStartsAt" };
}

export const SLOT_NO_ROOM =
  "選択された時間帯は調理の予約がいっぱいのため、このご注文の量をお受けできません。別の時間帯をお選びください";
export type { QuoteInput };
