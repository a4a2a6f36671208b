/**
 * Counter and phone orders taken by staff at /shop (decision 0013). The same rules for the shop's
 * form and the server (GraphQL placeShopOrder, POST /api/admin/shop/orders).
 */

import { ORDER_LIMITS, ORDER_MESSAGES, orderItemSchema } from "./order.js";
import { EMAIL_PATTERN, phoneSchema, VALIDATION_MESSAGES } from "./validation.js";
import { z } from "./zod-ja.js";

export const SHOP_ORDER_KINDS = ["COUNTER", "PHONE"] as const;
export const SHOP_PAYMENTS = ["CASH", "CARD", "PAYPAY"] as const;
export type ShopOrderKind = (typeof SHOP_ORDER_KINDS)[number];
export type ShopPayment = (typeof SHOP_PAYMENTS)[number];

export const SHOP_ORDER_LABELS: Record<ShopOrderKind, string> = { COUNTER: "店頭", PHONE: "電話" };
export const SHOP_PAYMENT_LABELS: Record<ShopPayment, string> = {
  CASH: "現金",
  CARD: "カード",
  PAYPAY: "PayPay",
};

export const SHOP_ORDER_MESSAGES = {
  kind: "店頭か電話かを選択してください",
  nameRequired: "お名前を入力してください",
  nameLength: "お名前は30文字以内で入力してください",
  telRequired: "電話番号を入力してください",
  payment: "お支払い方法（現金・カード・PayPay）を選択してください",
  slotRequired: "電話注文は受け取り日時を選択してください",
} as const;

/** An empty field or a JSON null reads as absent (a date would otherwise coerce null to 1970). */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

export const shopOrderSchema = z
  .object({
    idempotencyKey: z
      .string(ORDER_MESSAGES.idempotencyKey)
      .regex(/^[A-Za-z0-9_-]{16,100}$/, ORDER_MESSAGES.idempotencyKey),
    kind: z.enum(SHOP_ORDER_KINDS, SHOP_ORDER_MESSAGES.kind),
    /** A name to call (counter, optional; kana or any script) or the caller's name (phone). */
    name: z.preprocess(
      blankToUndefined,
      z.string().trim().max(30, SHOP_ORDER_MESSAGES.nameLength).optional(),
    ),
    /** Mobile or landline, hyphens optional; stored as digits only. */
    tel: z.preprocess(blankToUndefined, phoneSchema.optional()),
    email: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(EMAIL_PATTERN, VALIDATION_MESSAGES.email)
        .transform((e) => e.toLowerCase())
        .optional(),
    ),
    /** Absent on a counter order: pickup now, the next slot after the lead time. */
    slotStartsAt: z.preprocess(blankToUndefined, z.coerce.date(ORDER_MESSAGES.slot).optional()),
    /** A counter order paid as it is placed; absent: paid right after (payShopOrder) or at pickup. */
    payment: z.preprocess(blankToUndefined, z.enum(SHOP_PAYMENTS, SHOP_ORDER_MESSAGES.payment).optional()),
    note: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(ORDER_LIMITS.noteLength, `備考は${ORDER_LIMITS.noteLength}文字以内で入力してください`)
        .optional(),
    ),
    items: z
      .array(orderItemSchema, ORDER_MESSAGES.emptyCart)
      .min(1, ORDER_MESSAGES.emptyCart)
      .max(ORDER_LIMITS.maxLines, ORDER_MESSAGES.tooManyLines),
    expectedTotal: z.number(ORDER_MESSAGES.expectedTotal).int(ORDER_MESSAGES.expectedTotal).min(0),
  })
  .superRefine((order, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (order.kind === "PHONE") {
      if (!order.name) missing("name", SHOP_ORDER_MESSAGES.nameRequired);
      if (!order.tel) missing("tel", SHOP_ORDER_MESSAGES.telRequired);
      if (!order.slotStartsAt) missing("slotStartsAt", SHOP_ORDER_MESSAGES.slotRequired);
    }
  });
export type ShopOrderInput = z.input<typeof shopOrderSchema>;
export type ShopOrder = z.output<typeof shopOrderSchema>;

export const SHOP_PAY_MESSAGES = {
  order: "お会計するご注文を指定してください",
  receivedRequired: "お預かり金額を入力してください",
  receivedNumber: "お預かり金額は半角数字（円）で入力してください",
  receivedNegative: "お預かり金額は0円以上で入力してください",
  receivedTooLarge: "お預かり金額が大きすぎます。入力をご確認ください",
  /** The server's words once it knows the order's total. */
  short: (total: number) => `お預かり金額が合計（${total.toLocaleString("ja-JP")}円）に足りません`,
  paid: "このご注文はお支払い済みです",
  closed: "キャンセル済み・お渡し済みのご注文はお会計できません",
} as const;

/** A counter order paid right after it was placed (or at pickup): how, and for cash what was received. */
export const shopPaySchema = z
  .object({
    code: z.string(SHOP_PAY_MESSAGES.order).trim().min(1, SHOP_PAY_MESSAGES.order),
    method: z.enum(SHOP_PAYMENTS, SHOP_ORDER_MESSAGES.payment),
    /** 現金 only: yen received, whole and not negative (a text field's digits are accepted). */
    received: z.preprocess(
      (v) =>
        typeof v === "string" && v.trim() !== "" ? Number(v.trim().replaceAll(",", "")) : blankToUndefined(v),
      z
        .number(SHOP_PAY_MESSAGES.receivedNumber)
        .int(SHOP_PAY_MESSAGES.receivedNumber)
        .min(0, SHOP_PAY_MESSAGES.receivedNegative)
        .max(10_000_000, SHOP_PAY_MESSAGES.receivedTooLarge)
        .optional(),
    ),
  })
  .superRefine((pay, ctx) => {
    if (pay.method === "CASH" && pay.received === undefined)
      ctx.addIssue({ code: "custom", path: ["received"], message: SHOP_PAY_MESSAGES.receivedRequired });
  });
export type ShopPayInput = z.input<typeof shopPaySchema>;

/** The change for cash received against the total; null when the amount falls short. */
export function cashChange(total: number, received: number): number | null {
  return received >= total ? received - total : null;
}

/** Finding a caller by phone number at the counter: the same phone rule as a phone order. */
export const shopPhoneLookupSchema = z.object({
  tel: z
    .string(SHOP_ORDER_MESSAGES.telRequired)
    .trim()
    .min(1, SHOP_ORDER_MESSAGES.telRequired)
    .pipe(phoneSchema),
});
