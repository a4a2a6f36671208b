// Pure slot arithmetic: which pickup / delivery times can be chosen now.
// Inputs are plain data so the rules are tested with a fixed clock and no database.
import { addDays, formatMinutes, tokyoClock, tokyoInstant, weekdayOf } from "../../lib/tokyo-time.js";

export interface WeekdayRule {
  weekday: number;
  isOpen: boolean;
  opensAt: number;
  lastOrderAt: number;
  slotMinutes: number;
  leadMinutes: number;
  capacityPerSlot: number;
  /** Kitchen units per slot (fryer load, slot-units.ts); null or absent: only orders count. */
  unitsPerSlot?: number | null;
}

export interface ProvisionRules {
  isAccepting: boolean;
  pauseReason: string | null;
  daysAhead: number;
  weekdays: WeekdayRule[];
  /** Tokyo days (YYYY-MM-DD) on which the shop does not take this method. */
  closedDates: string[];
  /** While paused (isAccepting false): orders are taken again from this instant on. */
  pausedUntil?: Date | null;
  /** Busy mode: minutes added to the lead time, until busyUntil (null: until ended). */
  busyMinutes?: number;
  busyUntil?: Date | null;
}

/** Orders are taken at `now`: not paused, or the pause's automatic resume has come. */
export function acceptingAt(rules: Pick<ProvisionRules, "isAccepting" | "pausedUntil">, now: Date): boolean {
  return rules.isAccepting || (rules.pausedUntil != null && now.getTime() >= rules.pausedUntil.getTime());
}

/**
 * While paused at `now`: the instant from which the kitchen takes work again (the automatic
 * resume), or null for a pause until resumed by hand. Undefined when not paused. A slot is closed
 * by the pause when it starts before that instant plus the lead time, as if ordered at the resume:
 * later slots, today's and every other day's, stay bookable during the pause (decision 0041).
 */
export function pauseEndsAt(
  rules: Pick<ProvisionRules, "isAccepting" | "pausedUntil">,
  now: Date,
): Date | null | undefined {
  if (acceptingAt(rules, now)) return undefined;
  return rules.pausedUntil ?? null;
}

/** The busy mode's extra lead time at `now` (0 when not busy). */
export function busyMinutesAt(rules: Pick<ProvisionRules, "busyMinutes" | "busyUntil">, now: Date): number {
  const minutes = rules.busyMinutes ?? 0;
  if (minutes <= 0) return 0;
  return rules.busyUntil && now.getTime() >= rules.busyUntil.getTime() ? 0 : minutes;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
  /** "11:15" in Tokyo time. */
  label: string;
  capacity: number;
  remaining: number;
  /** Selectable: not too soon, not full, orders accepted. */
  available: boolean;
}

export interface DaySlots {
  date: string;
  weekday: number;
  slots: Slot[];
}

/** Orders already booked per slot, keyed by the slot's start instant in ms. */
export type SlotUsage = ReadonlyMap<number, number>;

export function slotsForDay(rules: ProvisionRules, date: string, now: Date, usage: SlotUsage): DaySlots {
  const weekday = weekdayOf(date);
  const rule = rules.weekdays.find((w) => w.weekday === weekday);
  const slots: Slot[] = [];
  if (!rule?.isOpen || rules.closedDates.includes(date) || rule.slotMinutes <= 0) {
    return { date, weekday, slots };
  }
  const pauseEnd = pauseEndsAt(rules, now);
  const from = pauseEnd ?? now;
  const earliest = from.getTime() + (rule.leadMinutes + busyMinutesAt(rules, now)) * 60_000;
  const accepting = pauseEnd !== null;
  for (let m = rule.opensAt; m <= rule.lastOrderAt; m += rule.slotMinutes) {
    const startsAt = tokyoInstant(date, m);
    const booked = usage.get(startsAt.getTime()) ?? 0;
    const remaining = Math.max(0, rule.capacityPerSlot - booked);
    slots.push({
      startsAt,
      endsAt: tokyoInstant(date, m + rule.slotMinutes),
      label: formatMinutes(m),
      capacity: rule.capacityPerSlot,
      remaining,
      available: accepting && startsAt.getTime() >= earliest && remaining > 0,
    });
  }
  return { date, weekday, slots };
}

/** Today and the following `daysAhead` days, in Tokyo. */
export function bookableDays(rules: ProvisionRules, now: Date, usage: SlotUsage): DaySlots[] {
  const today = tokyoClock(now).date;
  const days: DaySlots[] = [];
  for (let i = 0; i <= rules.daysAhead; i++) {
    days.push(slotsForDay(rules, addDays(today, i), now, usage));
  }
  return days;
}

/** The slot that starts at `startsAt`, if the rules define one on that day. */
export function findSlot(
  rules: ProvisionRules,
  startsAt: Date,
  now: Date,
  usage: SlotUsage,
): Slot | undefined {
  const { date } = tokyoClock(startsAt);
  const today = tokyoClock(now).date;
  if (date < today || date > addDays(today, rules.daysAhead)) return undefined;
  return slotsForDay(rules, date, now, usage).slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
}

/** The slot at `startsAt` would be bookable but for the pause (refused with the pause's own words). */
export function closedByPause(rules: ProvisionRules, startsAt: Date, now: Date): boolean {
  if (pauseEndsAt(rules, now) === undefined) return false;
  if (findSlot(rules, startsAt, now, new Map())?.available) return false;
  const unpaused = { ...rules, isAccepting: true, pausedUntil: null };
  return findSlot(unpaused, startsAt, now, new Map())?.available === true;
}

export type ReceptionReason =
  | "OPEN"
  | "PAUSED"
  | "CLOSED_TODAY"
  | "BEFORE_OPENING"
  | "AFTER_LAST_ORDER"
  | "FULL";

export interface ReceptionState {
  /** Orders for today can be placed now. */
  acceptingToday: boolean;
  reason: ReceptionReason;
  /** The first selectable slot from now on, today or a later day. */
  nextSlot: Slot | null;
}

export function receptionState(rules: ProvisionRules, now: Date, usage: SlotUsage): ReceptionState {
  const days = bookableDays(rules, now, usage);
  const nextSlot = days.flatMap((d) => d.slots).find((s) => s.available) ?? null;
  const today = days[0];
  const clock = tokyoClock(now);
  const rule = rules.weekdays.find((w) => w.weekday === clock.weekday);
  const todayAvailable = today?.slots.some((s) => s.available) ?? false;
  let reason: ReceptionReason;
  if (!acceptingAt(rules, now)) reason = "PAUSED";
  else if (!rule?.isOpen || rules.closedDates.includes(clock.date)) reason = "CLOSED_TODAY";
  else if (todayAvailable) reason = clock.minutes < rule.opensAt ? "BEFORE_OPENING" : "OPEN";
  else {
    // Nothing selectable today: either every slot far enough ahead is booked up,
    // or none is left once the lead time is counted.
    const earliest = now.getTime() + (rule.leadMinutes + busyMinutesAt(rules, now)) * 60_000;
    reason = today?.slots.some((s) => s.startsAt.getTime() >= earliest) ? "FULL" : "AFTER_LAST_ORDER";
  }
  return { acceptingToday: todayAvailable, reason, nextSlot };
}
