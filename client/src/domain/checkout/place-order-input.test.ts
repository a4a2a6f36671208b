import { placeOrderSchema } from "@shared/order";
import { describe, expect, it } from "vitest";
import type { CartItem } from "../cart/cart-items";
import { EMPTY_DRAFT, type OrderDraft } from "./order-draft";
import { draftIsComplete, placeOrderInput } from "./place-order-input";

const draft: OrderDraft = {
  ...EMPTY_DRAFT,
  method: "TAKEOUT",
  lastName: "山田",
  firstName: "花子",
  lastNameKana: "ヤマダ",
  firstNameKana: "ハナコ",
  email: "hanako@example.jp",
  tel: "09012345678",
  slotStartsAt: "2026-11-23T03:00:00.000Z",
  agreement: true,
  useCar: true,
  carColor: "白",
  carNumber: "広島 300 あ 12-34",
  // Left over from an earlier delivery choice: not sent for takeout.
  shippingLastName: "佐藤",
};

const line: CartItem = {
  id: "1:11:101",
  productId: "1",
  count: 2,
  price: 710,
  exclPrice: 658,
  totalPrice: 1420,
  name: "若鶏のもも唐揚げ",
  isOption: true,
  description: "",
  img: null,
  options: {
    option: { id: "11", name: "5個", price: 650, exclPrice: 602 },
    toppings: [
      { toppingId: "1", toppingName: "甘酢タレ", id: "101", name: "小カップ", price: 60, exclPrice: 56 },
    ],
  },
  isOpen: false,
};

describe("the placeOrder input", () => {
  it("sends ids and counts, the key and the expected total, and passes the shared order rules", () => {
    const input = placeOrderInput(draft, [line], 1421, "3f1c2a9e-8d7b-4c1e-9a55-0e2b7d6c4f10");
    expect(input.items).toEqual([
      { productId: 1, productOptionId: 11, toppingOptionIds: [101], quantity: 2 },
    ]);
    expect(input).toMatchObject({
      method: "TAKEOUT",
      paymentMethod: "AT_SHOP",
      useCar: true,
      carColor: "白",
    });
    expect(input).not.toHaveProperty("shippingLastName");
    expect(placeOrderSchema.safeParse(input).success).toBe(true);
  });

  it("sends back to the form a draft without a slot or the agreement", () => {
    expect(draftIsComplete(draft)).toBe(true);
    expect(draftIsComplete({ ...draft, slotStartsAt: "" })).toBe(false);
    expect(draftIsComplete({ ...draft, agreement: false })).toBe(false);
  });
});
