// What customers read of the provision rules, in Japanese: the same-day ordering hours, why
// ordering is closed and from when it opens, and why a slot closed by a pause is refused. Pure:
// the rules and `now` are passed in (the reads are in provision.service.ts).
import type { ProvisionMethod } from "../../generated/prisma/client.js";
import { addDays, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";
import {
  bookableDays,
  type ProvisionRules,
  pauseEndsAt,
  type ReceptionState,
  type Slot,
  slotsForDay,
} from "./slots.js";

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/** Until when a same-day order is taken, and the last handover: "20:10" and "20:30". */
export interface OrderingTimes {
  until: string;
  last: string;
}

/**
 * The last slot less the lead time, and the last slot, from the hours most open weekdays share, so
 * the customer sees why online orders close before the shop's published last order.
 */
export function orderingTimes(rules: ProvisionRules): OrderingTimes | null {
  const counts = new Map<string, { count: number; last: number; lead: number }>();
  for (const w of rules.weekdays) {
    if (!w.isOpen || w.slotMinutes <= 0) continue;
    const key = `${w.lastOrderAt}:${w.leadMinutes}`;
    const seen = counts.get(key) ?? { count: 0, last: w.lastOrderAt, lead: w.leadMinutes };
    counts.set(key, { ...seen, count: seen.count + 1 });
  }
  const usual = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  if (!usual) return null;
  return { until: hhmm(Math.max(0, usual.last - usual.lead)), last: hhmm(usual.last) };
}

/** 「当日のご注文は20:10まで（最終のお受け取り 20:30）」: orderingTimes in Japanese. */
export function orderingHours(method: ProvisionMethod, rules: ProvisionRules): string | null {
  const times = orderingTimes(rules);
  if (!times) return null;
  const handover = method === "TAKEOUT" ? "お受け取り" : "お届け";
  return `当日のご注文は${times.until}まで（最終の${handover} ${times.last}）`;
}

const WEEKDAY_NAMES = ["日", "月", "火", "水", "木", "金", "土"];

/** "14:30" today, "6月4日 9:00" on another Tokyo day. */
function resumeLabel(at: Date, now: Date): string {
  const clock = tokyoClock(at);
  const time = `${Math.floor(clock.minutes / 60)}:${String(clock.minutes % 60).padStart(2, "0")}`;
  if (clock.date === tokyoClock(now).date) return time;
  const [, month, day] = clock.date.split("-").map(Number);
  return `${month}月${day}日 ${time}`;
}

/** "本日11:00", "明日6月5日（水）11:00" or "6月6日（木）11:00": a day and time in Tokyo, as seen `now`. */
export function whenLabel(at: Date, now: Date): string {
  const { date, weekday, minutes } = tokyoClock(at);
  const time = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
  const today = tokyoClock(now).date;
  if (date === today) return `本日${time}`;
  const [, month, day] = date.split("-").map(Number);
  const named = `${month}月${day}日（${WEEKDAY_NAMES[weekday]}）${time}`;
  return date === addDays(today, 1) ? `明日${named}` : named;
}

/**
 * When nothing can be booked now (the days ahead are full or closed): the instant ordering opens
 * for the first open day beyond them (its day minus `daysAhead`, at midnight) and that day's first
 * slot. Null when no day in the next two weeks beyond them is open.
 */
export function laterOpening(rules: ProvisionRules, now: Date): { orderFrom: Date; slot: Slot } | null {
  const today = tokyoClock(now).date;
  for (let i = rules.daysAhead + 1; i <= rules.daysAhead + 14; i++) {
    const date = addDays(today, i);
    const orderFrom = tokyoInstant(addDays(date, -rules.daysAhead));
    const slot = slotsForDay(rules, date, orderFrom, new Map()).slots.find((s) => s.available);
    if (slot) return { orderFrom, slot };
  }
  return null;
}

/**
 * Why a slot closed by a pause (slots.ts closedByPause) is refused, and from when slots can be
 * chosen instead: the quote's problem and placeOrder's refusal say the same.
 */
export function pausedSlotMessage(method: ProvisionMethod, rules: ProvisionRules, now: Date): string {
  const what = method === "TAKEOUT" ? "テイクアウト" : "デリバリー";
  const handover = method === "TAKEOUT" ? "受け取り" : "お届け";
  const refused = `ただいま${what}のご注文を一時停止しているため、選択された${handover}日時はご指定いただけません`;
  if (!rules.pausedUntil) return `${refused}。再開までお待ちいただくか、お電話でお問い合わせください`;
  const first = bookableDays(rules, now, new Map())
    .flatMap((day) => day.slots)
    .find((slot) => slot.available);
  const instead = first
    ? `${whenLabel(first.startsAt, now)}以降の時間帯をお選びください`
    : "別の日時をお選びください";
  return `${refused}（${resumeLabel(rules.pausedUntil, now)}に再開予定）。${instead}`;
}

/** The next time a customer can order and the slot they can book then, in Japanese. */
function nextBooking(
  method: ProvisionMethod,
  rules: ProvisionRules,
  state: ReceptionState,
  now: Date,
): string {
  const handover = method === "TAKEOUT" ? "お受け取り" : "お届け";
  if (state.nextSlot)
    return `${whenLabel(state.nextSlot.startsAt, now)}の${handover}からご予約いただけます。`;
  if (pauseEndsAt(rules, now) === null) return "";
  const later = laterOpening(rules, now);
  if (!later) return "";
  return `${whenLabel(later.orderFrom, now)}から、${whenLabel(later.slot.startsAt, now)}以降の${handover}をご予約いただけます。`;
}

export function receptionMessage(
  method: ProvisionMethod,
  rules: ProvisionRules,
  state: ReceptionState,
  now: Date,
): string {
  const what = method === "TAKEOUT" ? "テイクアウト" : "デリバリー";
  const next = nextBooking(method, rules, state, now);
  switch (state.reason) {
    case "OPEN":
      return `ただいま${what}のご注文を受け付けています。`;
    case "BEFORE_OPENING":
      return `開店前ですが、本日${state.nextSlot?.label ?? ""}以降の${what}のご予約を受け付けています。`;
    case "PAUSED": {
      const base = rules.pauseReason?.trim()
        ? `ただいま${what}のご注文を一時停止しています（${rules.pauseReason.trim()}）。`
        : `ただいま${what}のご注文を一時停止しています。`;
      if (!rules.pausedUntil) return base;
      return `${base}${resumeLabel(rules.pausedUntil, now)}に再開予定です。${next}`;
    }
    case "CLOSED_TODAY": {
      const closedDate = rules.closedDates.includes(tokyoClock(now).date);
      return `${closedDate ? "本日は休業日です。" : "本日は定休日です。"}${next}`;
    }
    case "AFTER_LAST_ORDER":
      return `本日の${what}の受付は終了しました。${next}`;
    case "FULL":
      return `本日の${what}の受付枠はすべて埋まりました。${next}`;
  }
}
