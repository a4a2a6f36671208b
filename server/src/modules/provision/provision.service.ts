// Provision rules (opening hours, slots, closed days, delivery areas) read from the database,
// and what customers see of them. The slot arithmetic itself is pure: see slots.ts.
import { PREFECTURES } from "../../../../shared/constants.js";
import type { Context } from "../../context.js";
import type { DeliveryArea, Prisma, PrismaClient, ProvisionMethod } from "../../generated/prisma/client.js";
import { catalogCache } from "../../lib/shop-cache.js";
import { addDays, dateOnly, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";
import { withUnitRoom } from "./slot-units.js";
import {
  bookableDays,
  busyMinutesAt,
  type DaySlots,
  type ProvisionRules,
  pauseEndsAt,
  type ReceptionState,
  receptionState,
  type Slot,
  type SlotUsage,
  slotsForDay,
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

/** The active delivery areas in matching order, from the menu cache (emptied by every area write). */
export function cachedDeliveryAreas(prisma: PrismaClient): Promise<DeliveryArea[]> {
  return catalogCache(prisma).remember("deliveryAreas.active", () => activeDeliveryAreas(prisma));
}

const activeDeliveryAreas = (prisma: Db) =>
  prisma.deliveryArea.findMany({ where: { isActive: true }, orderBy: [{ position: "asc" }, { id: "asc" }] });

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
}

const hhmm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * 「当日のご注文は20:10まで（最終のお受け取り 20:30）」: the last slot less the lead time, from the
 * hours most open weekdays share, so the customer sees why online orders close before the shop's
 * published last order.
 */
export function orderingHours(method: ProvisionMethod, rules: ProvisionRules): string | null {
  const counts = new Map<string, { count: number; last: number; lead: number }>();
  for (const w of rules.weekdays) {
    if (!w.isOpen || w.slotMinutes <= 0) continue;
    const key = `${w.lastOrderAt}:${w.leadMinutes}`;
    const seen = counts.get(key) ?? { count: 0, last: w.lastOrderAt, lead: w.leadMinutes };
    counts.set(key, { ...seen, count: seen.count + 1 });
  }
  const usual = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  if (!usual) return null;
  const handover = method === "TAKEOUT" ? "お受け取り" : "お届け";
  return `当日のご注文は${hhmm(Math.max(0, usual.last - usual.lead))}まで（最終の${handover} ${hhmm(usual.last)}）`;
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
      };
    }),
  );
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

function receptionMessage(
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

/** The spec's `is_provision`: takeout can be booked now, today or on a later bookable day. */
export async function takeoutAvailability(ctx: ReadCtx, now: Date): Promise<boolean> {
  const { rules, usage } = await rulesAndUsage(ctx, "TAKEOUT", now);
  // A pause closes its own window only (slots.ts pauseEndsAt): later slots count.
  return bookableDays(rules, now, usage).some((d) => d.slots.some((s) => s.available));
}

export function deliveryAreas(ctx: Pick<Context, "prisma">): Promise<DeliveryArea[]> {
  return ctx.prisma.deliveryArea.findMany({
    where: { isActive: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
}

/** Half-width digits only: "７３０−００３５" and "730-0035" both read as "7300035". */
export function normalizePostalCode(value: string): string {
  return value
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[^0-9]/g, "");
}

/** The address without spaces and without a leading prefecture ("広島県広島市中区…" → "広島市中区…"). */
export function normalizeAddress(value: string): string {
  const compact = value.replace(/[\s\u3000]/g, "");
  const prefecture = PREFECTURES.find((p) => compact.startsWith(p.name));
  return prefecture ? compact.slice(prefecture.name.length) : compact;
}

/**
 * The delivery area for an address (docs/decisions/0001-database.md): an exact postal code
 * first; otherwise the longest `towns` prefix of the address, so 広島市中区紙屋町 beats 広島市中区.
 * Only active areas count; on a tie the lowest position wins.
 */
export async function matchDeliveryArea(
  prisma: Db,
  where: { postalCode?: string | null; address?: string | null },
): Promise<DeliveryArea | null> {
  return matchDeliveryAreaIn(await activeDeliveryAreas(prisma), where);
}

/**
 * The area for an address among `areas` (active, in position order): the first listing the
 * postal code, else the one whose town is the longest prefix of the address.
 */
export function matchDeliveryAreaIn(
  areas: readonly DeliveryArea[],
  { postalCode, address }: { postalCode?: string | null; address?: string | null },
): DeliveryArea | null {
  const code = postalCode ? normalizePostalCode(postalCode) : "";
  if (code.length === 7) {
    const byCode = areas.find((area) => area.postalCodes.includes(code));
    if (byCode) return byCode;
  }
  const target = address ? normalizeAddress(address) : "";
  if (!target) return null;
  let best: { area: DeliveryArea; length: number } | null = null;
  for (const area of areas) {
    for (const town of area.towns) {
      const prefix = normalizeAddress(town);
      if (prefix && target.startsWith(prefix) && (!best || prefix.length > best.length)) {
        best = { area, length: prefix.length };
      }
    }
  }
  return best?.area ?? null;
}
