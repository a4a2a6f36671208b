/**
 * The checkout form (/cart/info). Field rules come from the shared order and account rules, so the
 * form and placeOrder reject the same input with the same words; this file only adds what a form
 * needs on top (text inputs for numbers, the choice of a slot, car details when arriving by car).
 */
import { ACCOUNT_MESSAGES } from "@shared/account";
import { ORDER_LIMITS, ORDER_MESSAGES, placeOrderSchema } from "@shared/order";
import { kanaSchema, mobilePhoneSchema, VALIDATION_MESSAGES } from "@shared/validation";
import { z } from "@shared/zod-ja";

const order = placeOrderSchema.shape;
const text = (label: string, max: number) => z.string().trim().max(max, ACCOUNT_MESSAGES.tooLong(label, max));
const postal = z
  .string()
  .trim()
  .regex(/^(|[0-9]{7})$/, VALIDATION_MESSAGES.postalCodeFormat);
const prefecture = z.string().regex(/^(|[1-9]|[1-3][0-9]|4[0-7])$/, ACCOUNT_MESSAGES.prefecture);

export const CAR_MESSAGES = {
  color: "車の色を入力してください",
  number: "車のナンバーを入力してください",
} as const;

export const checkoutSchema = z
  .object({
    method: z.enum(["TAKEOUT", "DELIVERY"], ORDER_MESSAGES.method),
    lastName: order.lastName,
    firstName: order.firstName,
    lastNameKana: order.lastNameKana,
    firstNameKana: order.firstNameKana,
    email: order.email,
    tel: order.tel,
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
    paymentMethod: z.enum(["AT_SHOP", "CARD"], ORDER_MESSAGES.paymentMethod),
    isReceipt: z.boolean(),
    receiptName: text("領収書の宛名", 50),
    useCar: z.boolean(),
    carColor: text("車の色", 20),
    carNumber: text("車のナンバー", 20),
    note: text("備考", ORDER_LIMITS.noteLength),
    agreement: z.boolean().refine((agreed) => agreed, ORDER_MESSAGES.agreement),
  })
  .superRefine((form, ctx) => {
    const fail = (path: keyof typeof form, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (form.method === "DELIVERY") {
      const prefix = form.isShipping ? "shipping" : "";
      const postalCode = form.isShipping ? form.shippingPostalCode : form.postalCode;
      const prefectureId = form.isShipping ? form.shippingPrefectureId : form.prefectureId;
      const address1 = form.isShipping ? form.shippingAddress1 : form.address1;
      const key = (name: string) =>
        (prefix ? `shipping${name}` : name.charAt(0).toLowerCase() + name.slice(1)) as keyof typeof form;
      if (!postalCode) fail(key("PostalCode"), VALIDATION_MESSAGES.postalCodeRequired);
      if (!prefectureId) fail(key("PrefectureId"), ACCOUNT_MESSAGES.prefecture);
      if (!address1) fail(key("Address1"), ORDER_MESSAGES.deliveryAddress);
    }
    if (form.isShipping) {
      const required = [
        ["shippingLastName", "姓"],
        ["shippingFirstName", "名"],
        ["shippingLastNameKana", "セイ"],
        ["shippingFirstNameKana", "メイ"],
        ["shippingTel", "電話番号"],
      ] as const;
      for (const [field, label] of required)
        if (!form[field]) fail(field, ACCOUNT_MESSAGES.required(`お届け先の${label}`));
      for (const field of ["shippingLastNameKana", "shippingFirstNameKana"] as const) {
        const parsed = kanaSchema.safeParse(form[field]);
        if (form[field] && !parsed.success) fail(field, VALIDATION_MESSAGES.kana);
      }
      if (form.shippingTel && !mobilePhoneSchema.safeParse(form.shippingTel).success)
        fail("shippingTel", VALIDATION_MESSAGES.mobilePhone);
    }
    if (form.method === "TAKEOUT" && form.useCar) {
      if (!form.carColor) fail("carColor", CAR_MESSAGES.color);
      if (!form.carNumber) fail("carNumber", CAR_MESSAGES.number);
    }
  });

export type CheckoutValues = z.input<typeof checkoutSchema>;
export type CheckoutData = z.output<typeof checkoutSchema>;

export const CHECKOUT_FIELDS = Object.keys(checkoutSchema.shape) as (keyof CheckoutValues)[];
