// Where a delivery goes, as the storefront's receipt and the staff's cards and tickets show it.
import { prefectureById } from "@shared/constants";

export interface AddressFacts {
  postalCode: string | null;
  prefectureId: number | null;
  address1: string | null;
  address2: string | null;
  shippingPostalCode: string | null;
  shippingPrefectureId: number | null;
  shippingAddress1: string | null;
  shippingAddress2: string | null;
}

/** Where a delivery goes: the shipping address when one was given, else the customer's. */
export function deliveryAddress(order: AddressFacts): string {
  const shipping = Boolean(order.shippingAddress1);
  const postal = shipping ? order.shippingPostalCode : order.postalCode;
  const prefecture = prefectureById((shipping ? order.shippingPrefectureId : order.prefectureId) ?? 0);
  const lines = shipping
    ? [order.shippingAddress1, order.shippingAddress2]
    : [order.address1, order.address2];
  const text = [prefecture?.name, ...lines].filter(Boolean).join(" ");
  const zip = postal?.replace(/^(\d{3})-?(\d{4})$/, "$1-$2");
  return zip ? `〒${zip} ${text}` : text;
}
