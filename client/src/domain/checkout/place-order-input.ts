import type { PlaceOrderInput } from "../../gql/graphql";
import type { CartItem } from "../cart/cart-items";
import type { OrderDraft } from "./order-draft";

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** What placeOrder receives: ids and counts only; the server prices everything itself. */
export function placeOrderInput(
  draft: OrderDraft,
  items: readonly CartItem[],
  expectedTotal: number,
  idempotencyKey: string,
): PlaceOrderInput {
  const delivery = draft.isTakeout === false;
  const shipping = delivery && draft.isShipping;
  return {
    idempotencyKey,
    method: delivery ? "DELIVERY" : "TAKEOUT",
    slotStartsAt: draft.receiving_time,
    paymentMethod: draft.isPayment ? "CARD" : "AT_SHOP",
    lastName: draft.last_name,
    firstName: draft.first_name,
    lastNameKana: draft.last_name_kana,
    firstNameKana: draft.first_name_kana,
    email: draft.email,
    tel: draft.tel,
    postalCode: orNull(draft.postal_code),
    prefectureId: draft.prefecture_id,
    address1: orNull(draft.address1),
    address2: orNull(draft.address2),
    isShipping: shipping,
    ...(shipping
      ? {
          shippingLastName: draft.shipping_last_name,
          shippingFirstName: draft.shipping_first_name,
          shippingLastNameKana: draft.shipping_last_name_kana,
          shippingFirstNameKana: draft.shipping_first_name_kana,
          shippingTel: draft.shipping_tel,
          shippingPostalCode: draft.shipping_postal_code,
          shippingPrefectureId: draft.shipping_prefecture_id,
          shippingAddress1: draft.shipping_address1,
          shippingAddress2: orNull(draft.shipping_address2),
        }
      : {}),
    isReceipt: draft.isReceipt,
    useCar: !delivery && draft.useCar,
    carColor: !delivery && draft.useCar ? draft.car_color : null,
    carNumber: !delivery && draft.useCar ? draft.car_number : null,
    note: orNull(draft.info),
    agreement: draft.agreement,
    items: items.map((item) => ({
      productId: Number(item.productId),
      productOptionId: item.options.option ? Number(item.options.option.id) : null,
      toppingOptionIds: item.options.toppings.map((topping) => Number(topping.id)),
      quantity: item.count,
    })),
    expectedTotal,
  };
}

/** The new total in the server's price-changed message (お支払い金額が変更されました（新しい合計 1,234円）…). */
export function newTotalIn(message: string): number | null {
  const match = /新しい合計\s*([0-9,]+)円/.exec(message);
  return match?.[1] ? Number(match[1].replaceAll(",", "")) : null;
}

/** Whether the draft has what the confirmation needs (else back to the form). */
export function draftIsComplete(draft: OrderDraft): boolean {
  return Boolean(
    draft.isTakeout !== null && draft.receiving_time && draft.last_name && draft.email && draft.agreement,
  );
}
