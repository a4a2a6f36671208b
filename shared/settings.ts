/**
 * Rules for the shop's settings forms (hours and slots, pause and busy mode, tax, delivery areas),
 * shared by the back office's forms and the server. Messages name the field, in Japanese.
 * Rules that depend on today's date are factories taking the Tokyo day (YYYY-MM-DD).
 */

import { WEEKDAYS } from "./constants.js";
import { z } from "./zod-ja.js";

export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const INVOICE_REGISTRATION_PATTERN = /^T[0-9]{13}$/;

/**
 * The demo shop's registration number: well-formed (its first digit is the check digit of the
 * twelve after it), but no business's. The seed saves it so that a newcomer's first order shows a
 * complete 適格簡易請求書; the back office asks the owner to replace it.
 */
export const DEMO_INVOICE_REGISTRATION_NUMBER = "T7123456789012";

/**
 * Whether a registration number's check digit is right: the National Tax Agency's rule for the
 * 13-digit number (法人番号), 9 − (Σ digit × (1 or 2, alternating from the right)) mod 9.
 */
export function hasValidInvoiceCheckDigit(number: string): boolean {
  if (!INVOICE_REGISTRATION_PATTERN.test(number)) return false;
  const base = number.slice(2);
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return Number(number[1]) === 9 - (sum % 9);
}

export const SETTING_LIMITS = {
  capacity: { min: 1, max: 999 },
  /** Kitchen units: of one product option, and of a slot (decision 0045). */
  kitchenUnits: { min: 1, max: 1000 },
  slotMinutes: { min: 5, max: 120 },
  leadMinutes: { min: 0, max: 1440 },
  daysAhead: { min: 0, max: 60 },
  busyMinutes: { min: 5, max: 180 },
  taxRate: { min: 0, max: 30 },
  yen: { max: 1_000_000 },
} as const;

/** A real calendar day written YYYY-MM-DD ("2030-02-30" is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const calendarDate = (label: string) =>
  z
    .string(`${label}は日付で入力してください`)
    .refine(isCalendarDate, { error: `${label}は日付で入力してください` });

/** "11:30" -> 690. */
export function timeToMinutes(time: string): number {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
}

/** 690 -> "11:30". */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const weekdayName = (weekday: number) => `${WEEKDAYS[weekday]?.name ?? "?"}曜日`;

const intBetween = (label: string, min: number, max: number, unit: string) =>
  z.coerce
    .number({ error: `${label}を入力してください` })
    .int({ error: `${label}は整数で入力してください` })
    .min(min, { error: `${label}は${min}〜${max}${unit}で入力してください` })
    .max(max, { error: `${label}は${min}〜${max}${unit}で入力してください` });

/** The kitchen units of one product option (唐揚げ5個 = 1 basket): an integer 1..1000. */
export const kitchenUnitsSchema = intBetween(
  "調理単位",
  SETTING_LIMITS.kitchenUnits.min,
  SETTING_LIMITS.kitchenUnits.max,
  "",
);

const time = (label: string) =>
  z
    .string(`${label}は「11:00」の形式で入力してください`)
    .regex(TIME_PATTERN, { error: `${label}は「11:00」の形式で入力してください` });

export const weekdayRuleSchema = z
  .object({
    weekday: z
      .number("曜日を0〜6で指定してください")
      .int("曜日を0〜6で指定してください")
      .min(0, "曜日を0〜6で指定してください")
      .max(6, "曜日を0〜6で指定してください"),
    isOpen: z.boolean("営業するかどうかを選択してください"),
    opensAt: time("受付開始"),
    lastOrderAt: time("最終受付"),
    slotMinutes: intBetween("枠の長さ", SETTING_LIMITS.slotMinutes.min, SETTING_LIMITS.slotMinutes.max, "分"),
    leadMinutes: intBetween("準備時間", SETTING_LIMITS.leadMinutes.min, SETTING_LIMITS.leadMinutes.max, "分"),
    capacityPerSlot: intBetween(
      "1枠の受付数",
      SETTING_LIMITS.capacity.min,
      SETTING_LIMITS.capacity.max,
      "件",
    ),
    /** Kitchen units per slot (fryer load); null: only orders count; absent: unchanged. */
    unitsPerSlot: intBetween(
      "1枠の調理単位数",
      SETTING_LIMITS.kitchenUnits.min,
      SETTING_LIMITS.kitchenUnits.max,
      "",
    ).nullish(),
  })
  .superRefine((rule, ctx) => {
    if (!TIME_PATTERN.test(rule.opensAt) || !TIME_PATTERN.test(rule.lastOrderAt)) return;
    if (timeToMinutes(rule.lastOrderAt) < timeToMinutes(rule.opensAt)) {
      ctx.addIssue({
        code: "custom",
        path: ["lastOrderAt"],
        message: `${weekdayName(rule.weekday)}の最終受付は受付開始（${rule.opensAt}）以降の時刻にしてください`,
      });
    }
  });
export type WeekdayRuleInput = z.input<typeof weekdayRuleSchema>;

export const closedDateSchema = z.object({
  date: calendarDate("休業日"),
  reason: z
    .string("休業日の理由は文字で入力してください")
    .trim()
    .max(50, { error: "休業日の理由は50文字以内で入力してください" })
    .default(""),
});

/** Hours, slots and closed dates of one method; closed dates may not be before `today`. */
export function provisionSettingSchema(today: string) {
  return z
    .object({
      daysAhead: intBetween("予約可能日数", SETTING_LIMITS.daysAhead.min, SETTING_LIMITS.daysAhead.max, "日"),
      weekdays: z
        .array(weekdayRuleSchema, "曜日ごとの設定を7日分送信してください")
        .length(7, { error: "曜日ごとの設定を7日分送信してください" }),
      closedDates: z
        .array(closedDateSchema, "休業日の一覧を送信してください")
        .max(366, { error: "休業日が多すぎます" })
        .default([]),
      /** Counter and phone orders (/shop) may go past a slot's online capacity; absent: unchanged. */
      shopIgnoresCapacity: z.boolean("店頭注文の受付数の扱いを選択してください").nullish(),
      /** Takeout only: mail the customer when the order is ready (absent: unchanged). */
      readyMail: z.boolean("準備完了メールの設定はオン・オフで指定してください").optional(),
    })
    .superRefine((input, ctx) => {
      const days = input.weekdays.map((w) => w.weekday).sort();
      if (days.join() !== "0,1,2,3,4,5,6") {
        ctx.addIssue({
          code: "custom",
          path: ["weekdays"],
          message: "曜日ごとの設定を日曜から土曜まで1件ずつ送信してください",
        });
      }
      const seen = new Set<string>();
      input.closedDates.forEach((closed, index) => {
        if (closed.date < today) {
          ctx.addIssue({
            code: "custom",
            path: ["closedDates", index, "date"],
            message: `休業日（${closed.date}）に過去の日付は指定できません`,
          });
        }
        if (seen.has(closed.date)) {
          ctx.addIssue({
            code: "custom",
            path: ["closedDates", index, "date"],
            message: `休業日（${closed.date}）が重複しています`,
          });
        }
        seen.add(closed.date);
      });
    });
}
export type ProvisionSettingInput = z.input<ReturnType<typeof provisionSettingSchema>>;

export const PAUSE_DURATIONS = [15, 30, 60] as const;

/** Pause now: for a number of minutes, until a time (today, Tokyo), or until resumed by hand. */
export const pauseSchema = z
  .object({
    reason: z
      .string("停止の理由は文字で入力してください")
      .trim()
      .max(100, { error: "停止の理由は100文字以内で入力してください" })
      .default(""),
    minutes: z
      .number("停止する時間は分数で指定してください")
      .int("停止する時間は分数で指定してください")
      .min(1, { error: "停止する時間は1分以上にしてください" })
      .max(24 * 60, {
        error: "停止する時間は24時間以内にしてください",
      })
      .nullish(),
    until: z
      .string("再開時刻は「14:30」の形式で入力してください")
      .regex(TIME_PATTERN, { error: "再開時刻は「14:30」の形式で入力してください" })
      .nullish(),
  })
  .refine((input) => !(input.minutes && input.until), {
    path: ["until"],
    message: "再開は「分数」か「時刻」のどちらかで指定してください",
  });
export type PauseInput = z.input<typeof pauseSchema>;

export const busySchema = z.object({
  minutes: intBetween(
    "混雑時の追加時間",
    SETTING_LIMITS.busyMinutes.min,
    SETTING_LIMITS.busyMinutes.max,
    "分",
  ),
  /** How long busy mode lasts, in minutes; null: until ended by hand. */
  durationMinutes: z
    .number("混雑モードの時間は分数で指定してください")
    .int("混雑モードの時間は分数で指定してください")
    .min(1, "混雑モードの時間は1〜1440分で指定してください")
    .max(24 * 60, "混雑モードの時間は1〜1440分で指定してください")
    .nullish(),
});
export type BusyInput = z.input<typeof busySchema>;

/** A new rate for one kind, from a Tokyo day (today or later; empty means today). */
export function taxRateSchema(today: string) {
  return z.object({
    rate: intBetween("税率", SETTING_LIMITS.taxRate.min, SETTING_LIMITS.taxRate.max, "%"),
    effectiveFrom: calendarDate("適用開始日")
      .refine((date) => date >= today, { error: "適用開始日に過去の日付は指定できません" })
      .nullish(),
  });
}
export type TaxRateInput = z.input<ReturnType<typeof taxRateSchema>>;

export const invoiceRegistrationSchema = z.object({
  invoiceRegistrationNumber: z
    .string("登録番号は「T」と13桁の数字で入力してください")
    .trim()
    .regex(INVOICE_REGISTRATION_PATTERN, { error: "登録番号は「T」と13桁の数字で入力してください" }),
});

const postalCodes = z
  .array(
    z
      .string("配達エリアの郵便番号は半角数字7桁で入力してください")
      .trim()
      .transform((code) => code.replace(/[-‐−ー]/g, ""))
      .pipe(z.string().regex(/^[0-9]{7}$/, { error: "配達エリアの郵便番号は半角数字7桁で入力してください" })),
    "郵便番号は一覧で送信してください",
  )
  .max(500, { error: "郵便番号が多すぎます" });
const towns = z
  .array(
    z
      .string("配達エリアの住所は文字で入力してください")
      .trim()
      .min(2, { error: "配達エリアの住所は2文字以上で入力してください" })
      .max(60, { error: "配達エリアの住所は60文字以内で入力してください" }),
    "住所は一覧で送信してください",
  )
  .max(200, { error: "住所が多すぎます" });

export const deliveryAreaSchema = z
  .object({
    name: z
      .string("エリア名を入力してください")
      .trim()
      .min(1, { error: "エリア名を入力してください" })
      .max(40, { error: "エリア名は40文字以内で入力してください" }),
    postalCodes: postalCodes.default([]),
    towns: towns.default([]),
    fee: intBetween("配達料", 0, SETTING_LIMITS.yen.max, "円"),
    minimumOrder: intBetween("最低注文金額", 0, SETTING_LIMITS.yen.max, "円"),
    isActive: z.boolean("配達するかどうかを選択してください").default(true),
    position: z
      .number("表示順は0〜10000の整数で入力してください")
      .int("表示順は0〜10000の整数で入力してください")
      .min(0, "表示順は0〜10000の整数で入力してください")
      .max(10_000, "表示順は0〜10000の整数で入力してください")
      .default(0),
  })
  .refine((area) => area.postalCodes.length + area.towns.length > 0, {
    path: ["postalCodes"],
    message: "郵便番号か住所を1つ以上入力してください",
  });
export type DeliveryAreaInput = z.input<typeof deliveryAreaSchema>;
