import { CAR_MESSAGES, ORDER_MESSAGES } from "@shared/order";
import { VALIDATION_MESSAGES } from "@shared/validation";
import { describe, expect, it } from "vitest";
import { type CheckoutValues, checkoutSchema, checkoutSchemaIn } from "./checkout-schema";

const takeout: CheckoutValues = {
  method: "TAKEOUT",
  lastName: "山田",
  firstName: "花子",
  lastNameKana: "ヤマダ",
  firstNameKana: "ハナコ",
  email: "Hanako@Example.jp",
  tel: "09012345678",
  postalCode: "",
  prefectureId: "",
  address1: "",
  address2: "",
  isShipping: false,
  shippingLastName: "",
  shippingFirstName: "",
  shippingLastNameKana: "",
  shippingFirstNameKana: "",
  shippingTel: "",
  shippingPostalCode: "",
  shippingPrefectureId: "",
  shippingAddress1: "",
  shippingAddress2: "",
  slotStartsAt: "2026-11-23T03:00:00.000Z",
  slotLabel: "12:00",
  paymentMethod: "AT_SHOP",
  isReceipt: false,
  receiptName: "",
  useCar: false,
  carColor: "",
  carNumber: "",
  note: "",
  agreement: true,
};

function messages(values: CheckoutValues, schema = checkoutSchema): Record<string, string | undefined> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the checkout form", () => {
  it("accepts a takeout order without an address and lower-cases the e-mail", () => {
    const result = checkoutSchema.safeParse(takeout);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe("hanako@example.jp");
  });

  it("needs the terms agreed and a time slot chosen", () => {
    expect(messages({ ...takeout, agreement: false, slotStartsAt: "" })).toEqual({
      agreement: ORDER_MESSAGES.agreement,
      slotStartsAt: ORDER_MESSAGES.slot,
    });
  });

  it("rejects a reading that is not katakana and a phone that is not a mobile number", () => {
    expect(messages({ ...takeout, lastNameKana: "やまだ", tel: "0821234567" })).toEqual({
      lastNameKana: VALIDATION_MESSAGES.kana,
      tel: VALIDATION_MESSAGES.mobilePhone,
    });
  });

  it("needs the address for delivery, and the recipient's when delivering elsewhere", () => {
    expect(Object.keys(messages({ ...takeout, method: "DELIVERY" }))).toEqual([
      "postalCode",
      "prefectureId",
      "address1",
    ]);
    const elsewhere = messages({
      ...takeout,
      method: "DELIVERY",
      isShipping: true,
      shippingLastNameKana: "やまだ",
    });
    expect(elsewhere).toMatchObject({
      shippingPostalCode: VALIDATION_MESSAGES.postalCodeRequired,
      shippingLastName: "お届け先の姓を入力してください",
      shippingLastNameKana: VALIDATION_MESSAGES.kana,
    });
    expect(elsewhere).not.toHaveProperty("postalCode");
  });

  it("asks for the car's colour and number when picking up by car", () => {
    expect(messages({ ...takeout, useCar: true })).toEqual({
      carColor: CAR_MESSAGES.color,
      carNumber: CAR_MESSAGES.number,
    });
  });

  it("rejects a postal code that is not 7 digits", () => {
    expect(messages({ ...takeout, postalCode: "730-0035" })).toEqual({
      postalCode: VALIDATION_MESSAGES.postalCodeFormat,
    });
  });
});

describe("the reading (フリガナ) by the page's language (issue 35)", () => {
  const noReading = { ...takeout, lastNameKana: "", firstNameKana: "" };

  it("is required on the Japanese page", () => {
    expect(messages(noReading)).toEqual({
      lastNameKana: "セイを入力してください",
      firstNameKana: "メイを入力してください",
    });
  });

  it("may be left empty on the English, Chinese and Korean pages, but is katakana when given", () => {
    for (const language of ["en", "zh", "ko"] as const) {
      expect(messages(noReading, checkoutSchemaIn(language))).toEqual({});
      expect(messages({ ...noReading, lastNameKana: "Smith" }, checkoutSchemaIn(language))).toEqual({
        lastNameKana: VALIDATION_MESSAGES.kana,
      });
    }
  });

  it("is not asked of another addressee on the English page", () => {
    const recipient = {
      ...noReading,
      method: "DELIVERY",
      postalCode: "7300035",
      prefectureId: "34",
      address1: "広島市中区本通1-1",
      isShipping: true,
      shippingLastName: "Smith",
      shippingFirstName: "John",
      shippingTel: "09012345678",
      shippingPostalCode: "7300035",
      shippingPrefectureId: "34",
      shippingAddress1: "広島市中区本通1-2",
    } satisfies CheckoutValues;
    expect(messages(recipient, checkoutSchemaIn("en"))).toEqual({});
    expect(messages(recipient)).toMatchObject({
      shippingLastNameKana: "お届け先のセイを入力してください",
      shippingFirstNameKana: "お届け先のメイを入力してください",
    });
  });
});
