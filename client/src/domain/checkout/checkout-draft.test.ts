import { placeOrderSchema } from "@shared/order";
import { describe, expect, it } from "vitest";
import { draftFromTyped, draftFromValues, valuesFromDraft } from "./checkout-draft";
import { type CheckoutValues, checkoutSchema } from "./checkout-schema";
import { EMPTY_DRAFT } from "./order-draft";
import { placeOrderInput } from "./place-order-input";

const delivery: CheckoutValues = {
  ...valuesFromDraft(EMPTY_DRAFT, "DELIVERY"),
  lastName: "山田",
  firstName: "花子",
  lastNameKana: "ヤマダ",
  firstNameKana: "ハナコ",
  email: "hanako@example.jp",
  tel: "09012345678",
  postalCode: "7300035",
  prefectureId: "34",
  address1: "広島市中区本通1-23",
  slotStartsAt: "2026-11-23T03:00:00.000Z",
  slotLabel: "12:00〜12:30",
  paymentMethod: "CARD",
  // Left over from a takeout choice: never kept for a delivery.
  useCar: true,
  carColor: "白",
  carNumber: "広島 300 あ 12-34",
  note: "玄関前に置いてください",
  agreement: true,
};

describe("the checkout form and the order draft", () => {
  it("keep the same names from the form to placeOrder's input", () => {
    const draft = draftFromValues(checkoutSchema.parse(delivery), { ...EMPTY_DRAFT, code: "AC3D4E" });
    expect(draft).toMatchObject({
      method: "DELIVERY",
      lastName: "山田",
      prefectureId: 34,
      paymentMethod: "CARD",
      slotLabel: "12:00〜12:30",
      note: "玄関前に置いてください",
      useCar: false,
      carColor: "",
      code: "AC3D4E",
    });
    const input = placeOrderInput(draft, [], 0, "3f1c2a9e-8d7b-4c1e-9a55-0e2b7d6c4f10");
    expect(input).toMatchObject({ method: "DELIVERY", prefectureId: 34, note: "玄関前に置いてください" });
    const parsed = placeOrderSchema.safeParse(input);
    // Only the empty cart is left to complain about.
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."))).toEqual(["items"]);
  });

  it("gives the form back what the draft holds", () => {
    const draft = draftFromValues(checkoutSchema.parse(delivery), EMPTY_DRAFT);
    expect(valuesFromDraft(draft, "DELIVERY")).toEqual({
      ...delivery,
      useCar: false,
      carColor: "",
      carNumber: "",
    });
  });

  it("starts an empty draft from the signed-in customer's profile", () => {
    const profile = {
      lastName: "佐藤",
      firstName: "一郎",
      lastNameKana: "サトウ",
      firstNameKana: "イチロウ",
      email: "ichiro@example.jp",
      tel: "08011112222",
      postalCode: null,
      prefectureId: 34,
      address1: null,
      address2: null,
    };
    expect(valuesFromDraft(EMPTY_DRAFT, "TAKEOUT", profile)).toMatchObject({
      method: "TAKEOUT",
      lastName: "佐藤",
      postalCode: "",
      prefectureId: "34",
      address1: "",
    });
  });

  it("keep what is typed, invalid or not, and give it back to the form after a reload", () => {
    const typed: Partial<CheckoutValues> = {
      method: "TAKEOUT",
      lastName: "山田",
      email: "hanako@",
      prefectureId: "34",
      slotStartsAt: "2026-11-26T04:00:00.000Z",
      slotLabel: "11/26（木） 13:00〜13:15",
      useCar: true,
      carColor: "白",
    };
    const draft = draftFromTyped(typed, { ...EMPTY_DRAFT, method: "TAKEOUT", idempotencyKey: "k" });
    expect(draft).toMatchObject({ ...typed, prefectureId: 34, idempotencyKey: "k" });
    expect(valuesFromDraft(draft, "TAKEOUT")).toMatchObject(typed);
  });
});
