// Provision rules (opening hours, slots, closed days, delivery areas) read from the database,
// and what customers see of them. The slot arithmetic itself is pure: see slots.ts.
import type { Context } from "../../context.js";
import type { Prisma, PrismaClient, ProvisionMethod } from "../../generated/prisma/client.js";
import { catalogCache } from "../../lib/shop-cache.js";
import { addDays, dateOnly, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";
import { type OrderingTimes, orderingHours, orderingTimes, receptionMessage } from "./reception-messages.js";
import { withUnitRoom } from "./slot-units.js";
import {
  bookableDays,
  busyMinutesAt,
  type DaySlots,
  type ProvisionRules,
  type ReceptionState,
  receptionState,
  type SlotUsage,
} from "./slots.js";

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
      unitsPerSlot: w.unitsPerSlot,
    })),
    closedDates: setting.closedDates.map((c) => dateOnly(c.date)),
    pausedUntil: setting.pausedUntil,
    busyMinutes: setting.busyMinutes,
    busyUntil: setting.busyUntil,
  };
}

/**
 * The rules from the menu cache (decisions 0003, 0023), for placing orders: emptied by every
 * settings write on this instance, on every instance by the reception-changed event, and after
 * the cache's TTL. Capacity itself is never cached: the order's transaction counts the slot.
 */
export function cachedProvisionRules(prisma: PrismaClient, method: ProvisionMethod): Promise<ProvisionRules> {
  return catalogCache(prisma).remember(`provision.rules.${method}`, () => loadProvisionRules(prisma, method));
}

/** Orders booked per slot start (ms) for slots starting in [from, to). */
export async function loadSlotUsage(
  prisma: Db,
  method: ProvisionMethod,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  return (await loadSlotLoad(prisma, method, from, to)).orders;
}

/** Orders and kitchen units booked per slot start (ms) for slots starting in [from, to). */
export async function loadSlotLoad(
  prisma: Db,
  method: ProvisionMethod,
  from: Date,
  to: Date,
): Promise<{ orders: Map<number, number>; units: Map<number, number> }> {
  const rows = await prisma.slotUsage.findMany({
    where: { method, slotStartsAt: { gte: from, lt: to } },
    select: { slotStartsAt: true, orderCount: true, unitCount: true },
  });
  const orders = new Map<number, number>();
  const units = new Map<number, number>();
  for (const row of rows) {
    orders.set(row.slotStartsAt.getTime(), row.orderCount);
    units.set(row.slotStartsAt.getTime(), row.unitCount);
  }
  return { orders, units };
}

export type { ProvisionRules, SlotUsage };

type ReadCtx = Pick<Context, "prisma" | "memo">;

/** The rules, read once per request (GraphQL may ask for several fields that need them). */
export function provisionRules(ctx: ReadCtx, method: ProvisionMethod): Promise<ProvisionRules> {
  return ctx.memo(`provision.rules.${method}`, () => loadProvisionRules(ctx.prisma, method));
}

/** Rules and bookings for every day a customer may book from `now` on. */
async function rulesAndUsage(ctx: ReadCtx, method: ProvisionMethod, now: Date) {
  const rules = await provisionRules(ctx, method);
  const today = tokyoClock(now).date;
  const load = await loadSlotLoad(
    ctx.prisma,
    method,
    tokyoInstant(today),
    tokyoInstant(addDays(today, rules.daysAhead + 1)),
  );
  return { rules, usage: load.orders, units: load.units };
}

export interface DisplayTimes {
  /** Days from today on that still have a selectable slot, with only those slots. */
  days: DaySlots[];
  /** Today's selectable slots (possibly none). */
  today: DaySlots;
}

/**
 * What a customer can choose: full, too early and past slots are left out, as are closed days, and
 * slots without room for the cart's kitchen units (`cartUnits`, from the quote; decision 0045).
 */
export async function displayTimes(
  ctx: ReadCtx,
  method: ProvisionMethod,
  now: Date,
  cartUnits = 0,
): Promise<DisplayTimes> {
  const { rules, usage, units } = await rulesAndUsage(ctx, method, now);
  const all = withUnitRoom(rules, bookableDays(rules, now, usage), units, cartUnits).map((day) => ({
    ...day,
    slots: day.slots.filter((slot) => slot.available),
  }));
  const today = all[0] ?? { date: tokyoClock(now).date, weekday: tokyoClock(now).weekday, slots: [] };
  return { days: all.filter((day) => day.slots.length > 0), today };
}

export interface MethodReceptionState extends ReceptionState {
  method: ProvisionMethod;
  /** Japanese, ready to show. */
  message: string;
  /** While paused: the automatic resume. */
  resumesAt: Date | null;
  busyMinutes: number;
  /** Until when a same-day order is taken, read from the same hours as the slots (null: closed). */
  orderingHours: string | null;
  /** The same, as times for the customer's language: "20:10" and "20:30". */
  orderingTimes: OrderingTimes | null;
}

const METHODS: ProvisionMethod[] = ["TAKEOUT", "DELIVERY"];

export async function receptionStates(ctx: ReadCtx, now: Date): Promise<MethodReceptionState[]> {
  return Promise.all(
    METHODS.map(async (method) => {
      const { rules, usage } = await rulesAndUsage(ctx, method, now);
      const state = receptionState(rules, now, usage);
      return {
        method,
        ...state,
        message: receptionMessage(method, rules, state, now),
        resumesAt: state.reason === "PAUSED" ? (rules.pausedUntil ?? null) : null,
        busyMinutes: busyMinutesAt(rules, now),
        orderingHours: orderingHours(method, rules),
        orderingTimes: orderingTimes(rules),
      };
    }),
  );
}

/** The spec's `is_provision`: takeout can be booked now, today or on a later bookable day. */
export async function takeoutAvailability(ctx: ReadCtx, now: Date): Promise<boolean> {
  const { rules, usage } = await rulesAndUsage(ctx, "TAKEOUT", now);
  // A pause closes its own window only (slots.ts pauseEndsAt): later slots count.
  return bookableDays(rules, now, usage).some((d) => d.slots.some((s) => s.available));
}
