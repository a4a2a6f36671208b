// An order's place in its slot given back (cancelled by staff, card payment failed or expired):
// one order and its kitchen units (decision 0045), never below zero.
import type { Prisma, ProvisionMethod } from "../../generated/prisma/client.js";

export async function releaseSlotPlace(
  tx: Prisma.TransactionClient,
  order: { method: ProvisionMethod; slotStartsAt: Date; kitchenUnits: number },
): Promise<void> {
  await tx.$executeRaw`UPDATE "SlotUsage"
    SET "orderCount" = "orderCount" - 1, "unitCount" = GREATEST("unitCount" - ${order.kitchenUnits}::int, 0)
    WHERE "method" = ${order.method}::"ProvisionMethod" AND "slotStartsAt" = ${order.slotStartsAt}
      AND "orderCount" > 0`;
}

/** The same place taken back (an undone 来店なし): counted even past the capacity, as it was held. */
export async function retakeSlotPlace(
  tx: Prisma.TransactionClient,
  order: { method: ProvisionMethod; slotStartsAt: Date; kitchenUnits: number },
): Promise<void> {
  await tx.$executeRaw`INSERT INTO "SlotUsage" ("method", "slotStartsAt", "orderCount", "unitCount")
    VALUES (${order.method}::"ProvisionMethod", ${order.slotStartsAt}, 1, ${order.kitchenUnits}::int)
    ON CONFLICT ("method", "slotStartsAt") DO UPDATE
      SET "orderCount" = "SlotUsage"."orderCount" + 1, "unitCount" = "SlotUsage"."unitCount" + ${order.kitchenUnits}::int`;
}
