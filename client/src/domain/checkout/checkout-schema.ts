/**
 * The checkout form (/cart/info): placeOrder's shared fields and rules (`placeOrderFields`,
 * `orderRules`), so the form and the server reject the same input with the same words. This file
 * only says how a form holds them (text for numbers and the slot, "" for an empty optional field)
 * and checks another addressee's reading and phone only while that addressee is chosen. The
 * readings (フリガナ) are required on a Japanese page only (issue 35): `checkoutSchemaIn(language)`.
 */
import { ACCOUNT_MESSAGES } from "@shared/account";
import type { Language } from "@shared/i18n/languages";
import { ORDER_LIMITS, ORDER_MESSAGES, orderRules, placeOrderFields } from "@shared/order";
import { kanaSchema, mobilePhoneSchema, VALIDATION_MESSAGES } from "@shared/validation";
import { z } from "@shared/zod-ja";

const text = (label: string, max: number) => z.string().trim().max(max, ACCOUNT_MESSAGES.tooLong(label, max));
const postal = z
  .string()
  .trim()
  .regex(/^(|[0-9]{7})$/, VALIDATION_MESSAGES.postalCodeFormat);
const prefecture = z.string().regex(/^(|[1-9]|[1-3][0-9]|4[0-7])$/, ACCOUNT_MESSAGES.prefecture);

const checkoutFields = placeOrderFields
  .omit({ idempotencyKey: true, items: true, expectedTotal: true, lineTicket: true, locale: true })
  .extend({
    postalCode: postal,
    prefectureId: prefecture,
    address1: text("住所", 100),
    address2: text("建物名・部屋番号", 100),
    isShipping: z.boolean(),
    shippingLastName: text("お届け先の姓", 50),
    shippingFirstName: text("お届け先の名", 50),
    shippingLastNameKana: z.string().trim(),
    shippingFirstNameKana: z.string().trim(),
    shippingTel: z.string().trim(),
    shippingPostalCode: postal,
    shippingPrefectureId: prefecture,
    shippingAddress1: text("お届け先の住所", 100),
    shippingAddress2: text("お届け先の建物名・部屋番号", 100),
    slotStartsAt: z.string().min(1, ORDER_MESSAGES.slot),
    slotLabel: z.string(),
    isReceipt: z.boolean(),
    receiptName: text("領収書の宛名", 50),
    useCar: z.boolean(),
    carColor: text("車の色", 20),
    carNumber: text("車のナンバー", 20),
    note: text("備考", ORDER_LIMITS.noteLength),
    agreement: z.boolean().refine((agreed) => agreed, ORDER_MESSAGES.agreement),
  });

/** The form on a page in `language`: the same rules as the server's for an order in it. */
export const checkoutSchemaIn = (language: Language) =>
  checkoutFields.superRefine((form, ctx) => {
    orderRules({ ...form, locale: language }, ctx);
    if (!form.isShipping) return;
    const fail = (path: keyof typeof form, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    for (const field of ["shippingLastNameKana", "shippingFirstNameKana"] as const)
      if (form[field] && !kanaSchema.safeParse(form[field]).success) fail(field, VALIDATION_MESSAGES.kana);
    if (form.shippingTel && !mobilePhoneSchema.safeParse(form.shippingTel).success)
      fail("shippingTel", VALIDATION_MESSAGES.mobilePhone);
  });

/** The Japanese page's form. */
export const checkoutSchema = checkoutSchemaIn("ja");

export type CheckoutValues = z.input<typeof checkoutSchema>;
export type CheckoutData = z.output<typeof checkoutSchema>;

export const CHECKOUT_FIELDS = Object.keys(checkoutFields.shape) as (keyof CheckoutValues)[];
