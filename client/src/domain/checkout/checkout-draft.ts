import type { CheckoutData, CheckoutValues } from "./checkout-schema";
import type { OrderDraft, ProvisionMethodChoice } from "./order-draft";

export interface Profile {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  email: string;
  tel: string;
  postalCode: string | null;
  prefectureId: number | null;
  address1: string | null;
  address2: string | null;
}

const idText = (id: number | null) => (id ? String(id) : "");

/** The form's values from the draft; an empty draft takes the signed-in customer's profile. */
export function valuesFromDraft(
  draft: OrderDraft,
  method: ProvisionMethodChoice,
  profile?: Profile | null,
): CheckoutValues {
  const useProfile = profile && !draft.last_name && !draft.email;
  return {
    method,
    lastName: useProfile ? profile.lastName : draft.last_name,
    firstName: useProfile ? profile.firstName : draft.first_name,
    lastNameKana: useProfile ? profile.lastNameKana : draft.last_name_kana,
    firstNameKana: useProfile ? profile.firstNameKana : draft.first_name_kana,
    email: useProfile ? profile.email : draft.email,
    tel: useProfile ? profile.tel : draft.tel,
    postalCode: useProfile ? (profile.postalCode ?? "") : draft.postal_code,
    prefectureId: useProfile ? idText(profile.prefectureId) : idText(draft.prefecture_id),
    address1: useProfile ? (profile.address1 ?? "") : draft.address1,
    address2: useProfile ? (profile.address2 ?? "") : draft.address2,
    isShipping: draft.isShipping,
    shippingLastName: draft.shipping_last_name,
    shippingFirstName: draft.shipping_first_name,
    shippingLastNameKana: draft.shipping_last_name_kana,
    shippingFirstNameKana: draft.shipping_first_name_kana,
    shippingTel: draft.shipping_tel,
    shippingPostalCode: draft.shipping_postal_code,
    shippingPrefectureId: idText(draft.shipping_prefecture_id),
    shippingAddress1: draft.shipping_address1,
    shippingAddress2: draft.shipping_address2,
    slotStartsAt: draft.receiving_time,
    slotLabel: draft.receiving_label,
    paymentMethod: draft.isPayment ? "CARD" : "AT_SHOP",
    isReceipt: draft.isReceipt,
    useCar: draft.useCar,
    carColor: draft.car_color,
    carNumber: draft.car_number,
    note: draft.info,
    agreement: draft.agreement,
  };
}

const idOf = (text: string) => (text ? Number(text) : null);

/** The draft after the form: the idempotency key and code stay as they were. */
export function draftFromValues(values: CheckoutData, draft: OrderDraft, receiving: string): OrderDraft {
  const shipping = values.method === "DELIVERY" && values.isShipping;
  return {
    ...draft,
    isTakeout: values.method === "TAKEOUT",
    last_name: values.lastName,
    first_name: values.firstName,
    last_name_kana: values.lastNameKana,
    first_name_kana: values.firstNameKana,
    email: values.email,
    tel: values.tel,
    postal_code: values.postalCode,
    prefecture_id: idOf(values.prefectureId),
    address1: values.address1,
    address2: values.address2,
    isShipping: shipping,
    shipping_last_name: shipping ? values.shippingLastName : "",
    shipping_first_name: shipping ? values.shippingFirstName : "",
    shipping_last_name_kana: shipping ? values.shippingLastNameKana : "",
    shipping_first_name_kana: shipping ? values.shippingFirstNameKana : "",
    shipping_tel: shipping ? values.shippingTel : "",
    shipping_postal_code: shipping ? values.shippingPostalCode : "",
    shipping_prefecture_id: shipping ? idOf(values.shippingPrefectureId) : null,
    shipping_address1: shipping ? values.shippingAddress1 : "",
    shipping_address2: shipping ? values.shippingAddress2 : "",
    receiving,
    receiving_time: values.slotStartsAt,
    receiving_label: values.slotLabel,
    isPayment: values.paymentMethod === "CARD",
    isReceipt: values.isReceipt,
    useCar: values.method === "TAKEOUT" && values.useCar,
    car_color: values.method === "TAKEOUT" && values.useCar ? values.carColor : "",
    car_number: values.method === "TAKEOUT" && values.useCar ? values.carNumber : "",
    info: values.note,
    agreement: values.agreement,
  };
}
