// Orders staff take at the shop (/shop): a counter order paid at the counter, or a phone order paid
// at pickup. Validated with shared/shop-order.ts, then placed through the same service as online
// orders (placeValidOrder) with the shop's options. Rules: docs/decisions/0013-shop-orders.md.
import type { PlaceOrder } from "../../../../shared/order.js";
import { type ShopOrder, shopOrderSchema } from "../../../../shared/shop-order.js";
import type { Viewer } from "../../context.js";
import { ForbiddenError, UnauthorizedError } from "../../errors.js";
import { parseInput } from "../../lib/parse.js";
import { type PlaceOptions, placeValidOrder } from "./order.service.js";
import type { OrderDeps, PlacedOrder } from "./order-answer.js";

/** The shop's order as the online order's validated shape: takeout, paid at the shop, no address. */
function asPlaceOrder(shop: ShopOrder, now: Date): PlaceOrder {
  return {
    idempotencyKey: shop.idempotencyKey,
    method: "TAKEOUT",
    // A counter order for "now" is booked in the next slot; this value is not read then.
    slotStartsAt: shop.slotStartsAt ?? now,
    paymentMethod: "AT_SHOP",
    lastName: shop.name ?? "",
    firstName: "",
    lastNameKana: "",
    firstNameKana: "",
    email: shop.email ?? "",
    tel: shop.tel ?? "",
    isShipping: false,
    isReceipt: false,
    useCar: false,
    note: shop.note ?? null,
    agreement: true,
    items: shop.items,
    expectedTotal: shop.expectedTotal,
  } as PlaceOrder;
}

/** Whether counter orders for "now" may go past a slot's online capacity (the owner's setting). */
async function ownerAllowsOverCapacity(deps: OrderDeps): Promise<boolean> {
  const setting = await deps.prisma.provisionSetting.findUnique({
    where: { method: "TAKEOUT" },
    select: { shopIgnoresCapacity: true },
  });
  return setting?.shopIgnoresCapacity ?? false;
}

async function adminName(deps: OrderDeps, id: number): Promise<string | null> {
  const admin = await deps.prisma.administrator.findUnique({ where: { id }, select: { name: true } });
  return admin?.name ?? null;
}

export async function placeShopOrder(
  deps: OrderDeps,
  viewer: Viewer | null,
  raw: unknown,
  now = new Date(),
): Promise<PlacedOrder> {
  // The resolvers check the scope too; the service never trusts its door.
  if (!viewer) throw new UnauthorizedError();
  if (viewer.kind !== "admin") throw new ForbiddenError();
  const shop = parseInput(shopOrderSchema, raw);
  const pickupNow = shop.kind === "COUNTER" && !shop.slotStartsAt;
  const options: PlaceOptions = {
    channel: "SHOP",
    shopKind: shop.kind,
    shopPayment: shop.kind === "COUNTER" ? shop.payment : undefined,
    paidByName:
      shop.kind === "COUNTER" && shop.payment ? await adminName(deps, viewer.administratorId) : null,
    slot: pickupNow ? "NEXT" : "CHOSEN",
    ignoreCapacity: pickupNow && (await ownerAllowsOverCapacity(deps)),
    ignorePause: true,
  };
  return placeValidOrder(deps, viewer, asPlaceOrder(shop, now), options, now);
}
