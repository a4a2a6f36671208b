import { describe, expect, it } from "vitest";
import { tokyoInstant } from "../../lib/tokyo-time.js";
import { bookableDays, findSlot, type ProvisionRules, receptionState, slotsForDay } from "./slots.js";

// 2026-11-24 is a Tuesday, 2026-11-25 a Wednesday.
const rules = (over: Partial<ProvisionRules> = {}): ProvisionRules => ({
  isAccepting: true,
  pauseReason: null,
  daysAhead: 2,
  closedDates: [],
  weekdays: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    isOpen: weekday !== 2,
    opensAt: 11 * 60,
    lastOrderAt: 12 * 60,
    slotMinutes: 15,
    leadMinutes: 30,
    capacityPerSlot: 3,
  })),
  ...over,
});
const none = new Map<number, number>();

describe("slots", () => {
  it("lists slots from opening to last order in Tokyo time whatever the process time zone", () => {
    const day = slotsForDay(rules(), "2026-11-25", tokyoInstant("2026-11-25", 8 * 60), none);
    expect(day.weekday).toBe(3);
    expect(day.slots.map((s) => s.label)).toEqual(["11:00", "11:15", "11:30", "11:45", "12:00"]);
    expect(day.slots[0]?.startsAt.toISOString()).toBe("2026-11-25T02:00:00.000Z");
    expect(day.slots[0]?.endsAt.toISOString()).toBe("2026-11-25T02:15:00.000Z");
  });

  it("offers no slot on a closed weekday or a closed date", () => {
    const now = tokyoInstant("2026-11-23", 9 * 60);
    expect(slotsForDay(rules(), "2026-11-24", now, none).slots).toEqual([]);
    expect(slotsForDay(rules({ closedDates: ["2026-11-25"] }), "2026-11-25", now, none).slots).toEqual([]);
  });

  it("keeps the lead time: a slot sooner than now + lead is not selectable", () => {
    const now = tokyoInstant("2026-11-25", 11 * 60 + 20);
    const labels = slotsForDay(rules(), "2026-11-25", now, none)
      .slots.filter((s) => s.available)
      .map((s) => s.label);
    expect(labels).toEqual(["12:00"]);
  });

  it("does not offer a full slot and counts what remains", () => {
    const now = tokyoInstant("2026-11-25", 8 * 60);
    const full = tokyoInstant("2026-11-25", 11 * 60).getTime();
    const half = tokyoInstant("2026-11-25", 11 * 60 + 15).getTime();
    const day = slotsForDay(
      rules(),
      "2026-11-25",
      now,
      new Map([
        [full, 3],
        [half, 1],
      ]),
    );
    expect(day.slots[0]).toMatchObject({ available: false, remaining: 0 });
    expect(day.slots[1]).toMatchObject({ available: true, remaining: 2 });
  });

  it("covers today and daysAhead following days, crossing Tokyo midnight correctly", () => {
    // 23:30 UTC on the 24th is already 08:30 on the 25th in Tokyo.
    const days = bookableDays(rules(), new Date("2026-11-24T23:30:00Z"), none);
    expect(days.map((d) => d.date)).toEqual(["2026-11-25", "2026-11-26", "2026-11-27"]);
  });

  it("finds only slots the rules define inside the bookable window", () => {
    const now = tokyoInstant("2026-11-25", 8 * 60);
    expect(findSlot(rules(), tokyoInstant("2026-11-25", 11 * 60 + 15), now, none)?.label).toBe("11:15");
    expect(findSlot(rules(), tokyoInstant("2026-11-25", 11 * 60 + 10), now, none)).toBeUndefined();
    expect(findSlot(rules(), tokyoInstant("2026-11-30", 11 * 60), now, none)).toBeUndefined();
  });

  it("says why orders for today are not taken", () => {
    const wed = (m: number) => tokyoInstant("2026-11-25", m);
    expect(receptionState(rules(), wed(9 * 60), none).reason).toBe("BEFORE_OPENING");
    expect(receptionState(rules(), wed(11 * 60), none)).toMatchObject({
      reason: "OPEN",
      acceptingToday: true,
    });
    expect(receptionState(rules(), wed(11 * 60 + 45), none).reason).toBe("AFTER_LAST_ORDER");
    expect(receptionState(rules({ isAccepting: false }), wed(11 * 60), none).reason).toBe("PAUSED");
    expect(receptionState(rules(), tokyoInstant("2026-11-24", 11 * 60), none).reason).toBe("CLOSED_TODAY");
    const booked = new Map([11 * 60 + 30, 11 * 60 + 45, 12 * 60].map((m) => [wed(m).getTime(), 3]));
    const state = receptionState(rules(), wed(11 * 60), booked);
    expect(state).toMatchObject({ reason: "FULL", acceptingToday: false });
    expect(state.nextSlot?.startsAt.toISOString()).toBe("2026-11-26T02:00:00.000Z");
  });
});
