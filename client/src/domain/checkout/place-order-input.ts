import type { PlaceOrderInput } from "../../gql/graphql";
import type { CartItem } from "../cart/cart-items";
import type { OrderDraft } from "./order-draft";

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The cart's lines as the server prices them: ids and counts only. */
export function orderItemsOf(items: readonly CartItem[]) {
  return items.map((item) => ({
    productId: Number(item.productId),
    productOptionId: item.options.option ? Number(item.options.option.id) : null,
    toppingOptionIds: item.options.toppings.map((topping) => Number(topping.id)),
    quantity: item.count,
  }));
}

/** What placeOrder receives: ids and counts only; the server prices everything itself. */
export function placeOrderInput(
  draft: OrderDraft,
  items: readonly CartItem[],
  expectedTotal: number,
  idempotencyKey: string,
): PlaceOrderInput {
  const delivery = draft.method === "DELIVERY";
  const shipping = delivery && draft.isShipping;
  return {
    idempotencyKey,
    method: delivery ? "DELIVERY" : "TAKEOUT",
    slotStartsAt: draft.slotStartsAt,
    paymentMethod: draft.paymentMethod,
    lastName: draft.lastName,
    firstName: draft.firstName,
    lastNameKana: draft.lastNameKana,
    firstNameKana: draft.firstNameKana,
    email: draft.email,
    tel: draft.tel,
    postalCode: orNull(draft.postalCode),
    prefectureId: draft.prefectureId,
    address1: orNull(draft.address1),
    address2: orNull(draft.address2),
    isShipping: shipping,
    ...(shipping
      ? {
          shippingLastName: draft.shippingLastName,
          shippingFirstName: draft.shippingFirstName,
          shippingLastNameKana: draft.shippingLastNameKana,
          shippingFirstNameKana: draft.shippingFirstNameKana,
          shippingTel: draft.shippingTel,
          shippingPostalCode: draft.shippingPostalCode,
          shippingPrefectureId: draft.shippingPrefectureId,
          shippingAddress1: draft.shippingAddress1,
          shippingAddress2: orNull(draft.shippingAddress2),
        }
      : {}),
    isReceipt: draft.isReceipt,
    receiptName: draft.isReceipt ? orNull(draft.receiptName) : null,
    useCar: !delivery && draft.useCar,
    carColor: !delivery && draft.useCar ? draft.carColor : null,
    carNumber: !delivery && draft.useCar ? draft.carNumber : null,
    note: orNull(draft.note),
    lineTicket: orNull(draft.lineTicket),
    agreement: draft.agreement,
    items: orderItemsOf(items),
    expectedTotal,
  };
}

/** Whether the draft has what the confirmation needs (else back to the form). */
export function draftIsComplete(draft: OrderDraft): boolean {
  return Boolean(
    draft.method !== null && draft.slotStartsAt && draft.lastName && draft.email && draft.agreement,
  );
}
