// Capacity by fryer load (decision 0045): besides a number of orders, a slot may hold a number of
// kitchen units (唐揚げ5個 = 1 basket). Pure, apart from slots.ts's order counting and its pause
// rules: the units only ever take slots away, after slots.ts has decided what is available.
import { tokyoClock, weekdayOf } from "../../lib/tokyo-time.js";
import type { DaySlots, ProvisionRules, Slot, SlotUsage } from "./slots.js";

/** The most a slot's units column can count (PostgreSQL integer). */
export const NO_UNIT_LIMIT = 2_147_483_647;

/** The units a slot starting at `startsAt` holds under the rules (null: units not counted). */
export function unitsPerSlotAt(rules: ProvisionRules, startsAt: Date): number | null {
  const weekday = tokyoClock(startsAt).weekday;
  return rules.weekdays.find((w) => w.weekday === weekday)?.unitsPerSlot ?? null;
}

/** The largest slot of any open weekday, in units (null: some open day does not count units). */
export function largestSlotUnits(rules: ProvisionRules): number | null {
  const open = rules.weekdays.filter((w) => w.isOpen);
  if (open.length === 0 || open.some((w) => w.unitsPerSlot == null)) return null;
  return Math.max(...open.map((w) => w.unitsPerSlot ?? 0));
}

/** Units still free in a slot: null when the slot's day does not count units. */
export function unitsRemaining(rules: ProvisionRules, slot: Pick<Slot, "startsAt">, units: SlotUsage) {
  const limit = unitsPerSlotAt(rules, slot.startsAt);
  if (limit == null) return null;
  return Math.max(0, limit - (units.get(slot.startsAt.getTime()) ?? 0));
}

/** Whether `cartUnits` more fit in the slot (a cart of 0 units asks for one free unit). */
export function fitsUnits(
  rules: ProvisionRules,
  slot: Pick<Slot, "startsAt">,
  units: SlotUsage,
  cartUnits: number,
) {
  const left = unitsRemaining(rules, slot, units);
  return left == null || left >= Math.max(1, cartUnits);
}

/** The days with the units' room applied: a slot without room for the cart is not available. */
export function withUnitRoom(
  rules: ProvisionRules,
  days: DaySlots[],
  units: SlotUsage,
  cartUnits: number,
): DaySlots[] {
  return days.map((day) => {
    const limit = rules.weekdays.find((w) => w.weekday === weekdayOf(day.date))?.unitsPerSlot ?? null;
    if (limit == null) return day;
    return {
      ...day,
      slots: day.slots.map((slot) => ({
        ...slot,
        available: slot.available && fitsUnits(rules, slot, units, cartUnits),
      })),
    };
  });
}

/** 「ご注文の量が多いため…」: the cart needs more units than any slot holds. */
export function tooBigMessage(cartUnits: number, largest: number): string {
  return `ご注文の量（調理${cartUnits}単位）が、1つの時間帯でお作りできる量（${largest}単位）を超えています。数量を減らして複数回に分けてご注文いただくか、お電話でご相談ください`;
}
