import type { ProvisionMethod } from "../../gql/graphql";
import type { CheckoutData, CheckoutValues } from "./checkout-schema";
import type { OrderDraft } from "./order-draft";

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

// The form and the draft share PlaceOrderInput's names; only the prefectures differ (a select
// gives text, the input takes an id).
const idText = (id: number | null) => (id ? String(id) : "");
const idOf = (text: string) => (text ? Number(text) : null);

/** The form's values from the draft; an empty draft takes the signed-in customer's profile. */
export function valuesFromDraft(
  draft: OrderDraft,
  method: ProvisionMethod,
  profile?: Profile | null,
): CheckoutValues {
  const person =
    profile && !draft.lastName && !draft.email
      ? {
          ...profile,
          postalCode: profile.postalCode ?? "",
          address1: profile.address1 ?? "",
          address2: profile.address2 ?? "",
        }
      : draft;
  return {
    method,
    lastName: person.lastName,
    firstName: person.firstName,
    lastNameKana: person.lastNameKana,
    firstNameKana: person.firstNameKana,
    email: person.email,
    tel: person.tel,
    postalCode: person.postalCode,
    prefectureId: idText(person.prefectureId),
    address1: person.address1,
    address2: person.address2,
    isShipping: draft.isShipping,
    shippingLastName: draft.shippingLastName,
    shippingFirstName: draft.shippingFirstName,
    shippingLastNameKana: draft.shippingLastNameKana,
    shippingFirstNameKana: draft.shippingFirstNameKana,
    shippingTel: draft.shippingTel,
    shippingPostalCode: draft.shippingPostalCode,
    shippingPrefectureId: idText(draft.shippingPrefectureId),
    shippingAddress1: draft.shippingAddress1,
    shippingAddress2: draft.shippingAddress2,
    slotStartsAt: draft.slotStartsAt,
    slotLabel: draft.slotLabel,
    paymentMethod: draft.paymentMethod,
    isReceipt: draft.isReceipt,
    receiptName: draft.receiptName,
    useCar: draft.useCar,
    carColor: draft.carColor,
    carNumber: draft.carNumber,
    note: draft.note,
    agreement: draft.agreement,
  };
}

/** The draft after the form: the idempotency key and code stay as they were. */
export function draftFromValues(values: CheckoutData, draft: OrderDraft): OrderDraft {
  const shipping = values.method === "DELIVERY" && values.isShipping;
  const car = values.method === "TAKEOUT" && values.useCar;
  return {
    ...draft,
    ...values,
    prefectureId: idOf(values.prefectureId),
    isShipping: shipping,
    shippingLastName: shipping ? values.shippingLastName : "",
    shippingFirstName: shipping ? values.shippingFirstName : "",
    shippingLastNameKana: shipping ? values.shippingLastNameKana : "",
    shippingFirstNameKana: shipping ? values.shippingFirstNameKana : "",
    shippingTel: shipping ? values.shippingTel : "",
    shippingPostalCode: shipping ? values.shippingPostalCode : "",
    shippingPrefectureId: shipping ? idOf(values.shippingPrefectureId) : null,
    shippingAddress1: shipping ? values.shippingAddress1 : "",
    shippingAddress2: shipping ? values.shippingAddress2 : "",
    useCar: car,
    carColor: car ? values.carColor : "",
    carNumber: car ? values.carNumber : "",
  };
}

/**
 * The draft while the customer types (before the form is valid): every field as typed, so that a
 * reload of /cart/info gives it all back, the slot included. Fields the form does not have keep
 * the draft's value; nothing is trimmed or dropped until the form is sent (draftFromValues).
 */
export function draftFromTyped(values: Partial<CheckoutValues>, draft: OrderDraft): OrderDraft {
  const next: OrderDraft = { ...draft };
  const target = next as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (key === "prefectureId" || key === "shippingPrefectureId") {
      if (typeof value === "string") target[key] = idOf(value);
    } else if (key === "method") {
      if (value === "TAKEOUT" || value === "DELIVERY") next.method = value;
    } else if (key === "paymentMethod") {
      if (value === "AT_SHOP" || value === "CARD") next.paymentMethod = value;
    } else if (key in draft && typeof value === typeof target[key]) {
      target[key] = value;
    }
  }
  return next;
}
