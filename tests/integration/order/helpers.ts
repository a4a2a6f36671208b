// Helpers for the order tests: a slot that is bookable whatever the weekday, a demo product with
// options and toppings, the total computed independently from the shop's rows, and GraphQL calls.

import { randomUUID } from "node:crypto";
import type { PrismaClient, ProvisionMethod } from "../../../server/src/generated/prisma/client.js";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { tokyoClock } from "../../../server/src/lib/tokyo-time.js";
import { loadProvisionRules } from "../../../server/src/modules/provision/provision.service.js";
import { bookableDays, type Slot } from "../../../server/src/modules/provision/slots.js";
import { withTax } from "../../../shared/pricing.js";

/** The first slot of the first bookable day after today (never near the lead-time boundary). */
export async function futureSlot(prisma: PrismaClient, method: ProvisionMethod, index = 0): Promise<Slot> {
  const now = new Date();
  const rules = await loadProvisionRules(prisma, method);
  const today = tokyoClock(now).date;
  const day = bookableDays(rules, now, new Map()).find(
    (d) => d.date > today && d.slots.some((s) => s.available),
  );
  const slot = day?.slots.filter((s) => s.available)[index];
  if (!slot) throw new Error(`no bookable ${method} slot in the seeded rules`);
  return slot;
}

/** Sets the capacity of every slot on the slot's weekday. */
export async function setCapacity(
  prisma: PrismaClient,
  method: ProvisionMethod,
  slot: Slot,
  capacity: number,
) {
  const setting = await prisma.provisionSetting.findUniqueOrThrow({ where: { method } });
  await prisma.provisionWeekday.updateMany({
    where: { settingId: setting.id, weekday: tokyoClock(slot.startsAt).weekday },
    data: { capacityPerSlot: capacity },
  });
  // Written past the app's services: empty the cache orders read their rules from (decision 0023).
  invalidateCatalog(prisma);
}

/** Sets the kitchen units per slot of every slot on the slot's weekday (null: orders only). */
export async function setSlotUnits(
  prisma: PrismaClient,
  method: ProvisionMethod,
  slot: Slot,
  unitsPerSlot: number | null,
) {
  const setting = await prisma.provisionSetting.findUniqueOrThrow({ where: { method } });
  await prisma.provisionWeekday.updateMany({
    where: { settingId: setting.id, weekday: tokyoClock(slot.startsAt).weekday },
    data: { unitsPerSlot },
  });
  invalidateCatalog(prisma);
}

/** Sets one product option's kitchen units (written past the services: the cache is emptied). */
export async function setOptionUnits(prisma: PrismaClient, optionId: number, kitchenUnits: number) {
  await prisma.productOption.update({ where: { id: optionId }, data: { kitchenUnits } });
  invalidateCatalog(prisma);
}

/** A public, always-offered product with options and at least one public topping. */
export async function demoProduct(prisma: PrismaClient) {
  const product = await prisma.product.findFirstOrThrow({
    where: {
      isPublic: true,
      isTakeout: true,
      isDelivery: true,
      provision: { is: null },
      options: { some: {} },
      toppings: { some: { topping: { isPublic: true } } },
    },
    include: {
      options: { orderBy: { position: "asc" } },
      toppings: { include: { topping: { include: { options: { orderBy: { position: "asc" } } } } } },
    },
    orderBy: { id: "asc" },
  });
  const topping = product.toppings.find((t) => t.topping.isPublic)!.topping;
  return {
    product,
    option: product.options[0]!,
    bigOption: product.options.at(-1)!,
    topping,
    toppingOption: topping.options[0]!,
  };
}

export interface Line {
  productId: number;
  productOptionId: number | null;
  toppingOptionIds: number[];
  quantity: number;
}

/**
 * Recomputed here from the rows with the documented rule (decision 0007): the sum of the amounts
 * shown, each price tax-inclusive on its own, plus the fee as shown. `fee` is the stored, tax-exclusive fee.
 */
export async function totalOf(prisma: PrismaClient, items: Line[], fee = 0): Promise<number> {
  let total = withTax(fee, 10);
  for (const item of items) {
    const product = await prisma.product.findUniqueOrThrow({
      where: { id: item.productId },
      include: { options: true },
    });
    const unit = item.productOptionId
      ? product.options.find((o) => o.id === item.productOptionId)!.price
      : product.price;
    const toppings = await prisma.toppingOption.findMany({ where: { id: { in: item.toppingOptionIds } } });
    const rate = product.taxKind === "REDUCED" ? 8 : 10;
    const shown = withTax(unit, rate) + toppings.reduce((s, t) => s + withTax(t.price, rate), 0);
    total += shown * item.quantity;
  }
  return total;
}

export const customer = {
  lastName: "広島",
  firstName: "花子",
  lastNameKana: "ヒロシマ",
  firstNameKana: "ハナコ",
  email: "hanako@example.jp",
  tel: "09012345678",
};

export function orderInput(
  slot: Slot,
  items: Line[],
  expectedTotal: number,
  extra: Record<string, unknown> = {},
) {
  return {
    idempotencyKey: randomUUID(),
    method: "TAKEOUT",
    slotStartsAt: slot.startsAt.toISOString(),
    paymentMethod: "AT_SHOP",
    ...customer,
    agreement: true,
    items,
    expectedTotal,
    ...extra,
  };
}

export const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename
  ... on MutationPlaceOrderSuccess { data { paymentUrl arrivalSecret order { id code status total subtotal shippingFee taxTotal
    itemsTotal deliveryFee taxes { rate amount tax } items { productName optionName quantity lineTotal unitAmount amount toppings { toppingName optionName price priceWithTax } } } } }
  ... on ValidationError { message fieldErrors { field messages } }
  ... on PriceChangedError { message quote { total itemsTotal deliveryFee lines { amount } } }
  ... on ConflictError { message } } }`;

/** Moves an order's slot to now (arrival notices are taken only around the slot, on its day). */
export async function slotNow(prisma: PrismaClient, code: string) {
  const now = Date.now();
  await prisma.order.update({
    where: { code },
    data: { slotStartsAt: new Date(now), slotEndsAt: new Date(now + 15 * 60_000) },
  });
}
