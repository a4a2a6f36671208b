// The slot an order is booked in, and the words for a slot that cannot take it (decisions 0004,
// 0045): the chosen one while available, or the next one today with room for its kitchen units.
import type { PlaceOrder } from "../../../../shared/order.js";
import { ValidationError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { cachedProvisionRules, loadSlotLoad } from "../provision/provision.service.js";
import { pausedSlotMessage } from "../provision/reception-messages.js";
import { NO_UNIT_LIMIT, unitsPerSlotAt } from "../provision/slot-units.js";
import { closedByPause, findSlot, type Slot, slotsForDay } from "../provision/slots.js";

export const SLOT_UNAVAILABLE = "選択された受け取り日時はご指定いただけません。別の時間帯をお選びください";
export const SLOT_FULL = "選択された時間帯は満席になりました。別の時間帯をお選びください";

export const slotError = (message: string) => new ValidationError(message, { slotStartsAt: [message] });

export const NO_SLOT_TODAY = "本日これから受け取りできる時間帯がありません。受け取り日時を選択してください";

/** Which slot an order takes, and whether the pause or the capacity may be passed (PlaceOptions). */
export interface SlotChoice {
  /** "CHOSEN": the input's slot; "NEXT": the first slot after the lead time today (counter "now"). */
  slot: "CHOSEN" | "NEXT";
  /** Book past the slot's online capacity (counter "now" when the owner allows it). */
  ignoreCapacity: boolean;
  /** Take the order while online orders are paused (the pause is the website's). */
  ignorePause: boolean;
}

/**
 * The slot an order is booked in: the one chosen, or the next one today (with room for the order's
 * kitchen units); refused when unavailable. A chosen slot's capacity is not read here: the
 * transaction counts it (SLOT_FULL from there). Also the slot's units limit (decision 0045).
 */
export async function bookableSlot(
  prisma: PrismaClient,
  input: PlaceOrder,
  options: SlotChoice,
  now: Date,
  units: number,
): Promise<{ slot: Slot; unitLimit: number }> {
  const loaded = await cachedProvisionRules(prisma, input.method);
  const rules = options.ignorePause ? { ...loaded, isAccepting: true } : loaded;
  const unitLimit = (slot: Slot) =>
    options.ignoreCapacity ? NO_UNIT_LIMIT : (unitsPerSlotAt(rules, slot.startsAt) ?? NO_UNIT_LIMIT);
  if (options.slot === "CHOSEN") {
    const slot = findSlot(rules, input.slotStartsAt, now, new Map());
    if (!slot?.available) {
      const paused = closedByPause(rules, input.slotStartsAt, now);
      throw slotError(paused ? pausedSlotMessage(input.method, rules, now) : SLOT_UNAVAILABLE);
    }
    return { slot, unitLimit: unitLimit(slot) };
  }
  const today = slotsForDay(rules, tokyoClock(now).date, now, new Map()).slots.filter((s) => s.available);
  const last = today.at(-1);
  const load =
    last && !options.ignoreCapacity
      ? await loadSlotLoad(prisma, input.method, today[0]!.startsAt, last.endsAt)
      : { orders: new Map<number, number>(), units: new Map<number, number>() };
  const slot = today.find(
    (s) =>
      (load.orders.get(s.startsAt.getTime()) ?? 0) < s.capacity &&
      (load.units.get(s.startsAt.getTime()) ?? 0) + units <= unitLimit(s),
  );
  if (!slot) throw slotError(NO_SLOT_TODAY);
  return { slot, unitLimit: unitLimit(slot) };
}
