// Provision rules (opening hours, slots, closed days, delivery areas) read from the database,
// and what customers see of them. The slot arithmetic itself is pure: see slots.ts.
import type { Prisma, PrismaClient, ProvisionMethod } from "../../generated/prisma/client.js";
import { dateOnly } from "../../lib/tokyo-time.js";
import type { ProvisionRules, SlotUsage } from "./slots.js";

/** A client or an interactive transaction: both can read the rules and the usage. */
export type Db = PrismaClient | Prisma.TransactionClient;

/** Rules used when the method has never been configured: nothing can be booked. */
export function closedRules(): ProvisionRules {
  return { isAccepting: false, pauseReason: null, daysAhead: 0, weekdays: [], closedDates: [] };
}

export async function loadProvisionRules(prisma: Db, method: ProvisionMethod): Promise<ProvisionRules> {
  const setting = await prisma.provisionSetting.findUnique({
    where: { method },
    include: { weekdays: { orderBy: { weekday: "asc" } }, closedDates: { orderBy: { date: "asc" } } },
  });
  if (!setting) return closedRules();
  return {
    isAccepting: setting.isAccepting,
    pauseReason: setting.pauseReason,
    daysAhead: setting.daysAhead,
    weekdays: setting.weekdays.map((w) => ({
      weekday: w.weekday,
      isOpen: w.isOpen,
      opensAt: w.opensAt,
      lastOrderAt: w.lastOrderAt,
      slotMinutes: w.slotMinutes,
      leadMinutes: w.leadMinutes,
      capacityPerSlot: w.capacityPerSlot,
    })),
    closedDates: setting.closedDates.map((c) => dateOnly(c.date)),
  };
}

/** Orders booked per slot start (ms) for slots starting in [from, to). */
export async function loadSlotUsage(
  prisma: Db,
  method: ProvisionMethod,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await prisma.slotUsage.findMany({
    where: { method, slotStartsAt: { gte: from, lt: to } },
    select: { slotStartsAt: true, orderCount: true },
  });
  const usage = new Map<number, number>();
  for (const row of rows) usage.set(row.slotStartsAt.getTime(), row.orderCount);
  return usage;
}

export type { ProvisionRules, SlotUsage };
