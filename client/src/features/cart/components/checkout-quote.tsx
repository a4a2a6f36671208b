import type { UseFormReturn } from "react-hook-form";
import { useServerText } from "../../../components/form/server-text";
import { useCart } from "../../../domain/cart/cart-hooks";
import type { CheckoutData, CheckoutValues } from "../../../domain/checkout/checkout-schema";
import { DeliveryTermsNote, QuoteProblems } from "../../../domain/checkout/quote-summary";
import { type CartQuote, useCartQuote } from "../../../domain/checkout/use-cart-quote";
import { DeliveryAreaSummary } from "../../../domain/delivery/delivery-area-summary";
import { useT } from "../../../lib/i18n";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

type CheckoutFormApi = UseFormReturn<CheckoutValues, unknown, CheckoutData>;

const WHOLE_POSTAL_CODE = /^[0-9]{7}$/;

/**
 * The server's quote for what the info step knows so far: method, slot and, for a delivery, the
 * address (a whole postal code is enough; the address is sent once typing pauses).
 */
export function useCheckoutQuote(form: CheckoutFormApi) {
  const { items } = useCart();
  const [
    method,
    slotStartsAt,
    isShipping,
    postalCode,
    address1,
    shippingPostalCode,
    shippingAddress1,
    prefectureId,
    shippingPrefectureId,
  ] = form.watch([
    "method",
    "slotStartsAt",
    "isShipping",
    "postalCode",
    "address1",
    "shippingPostalCode",
    "shippingAddress1",
    "prefectureId",
    "shippingPrefectureId",
  ]);
  const postal = ((isShipping ? shippingPostalCode : postalCode) ?? "").trim();
  const address = useDebouncedValue((isShipping ? shippingAddress1 : address1) ?? "", 400);
  const quoted = useCartQuote(items, {
    method: method === "TAKEOUT" || method === "DELIVERY" ? method : null,
    slotStartsAt: slotStartsAt || null,
    postalCode: WHOLE_POSTAL_CODE.test(postal) ? postal : null,
    prefectureId: Number(isShipping ? shippingPrefectureId : prefectureId) || null,
    address1: address,
  });
  return { ...quoted, items };
}

/** Under the slot: items that cannot be ordered for this method or day (with a removal), the minimum. */
export function CheckoutItemWarnings({
  quote,
  items,
}: {
  quote: CartQuote | null;
  items: ReturnType<typeof useCart>["items"];
}) {
  return <QuoteProblems quote={quote} items={items} exclude={["OUT_OF_AREA", "ADDRESS_MISMATCH"]} />;
}

/** Under the address: the area it falls in with its fee and minimum, or that it is outside every area. */
export function CheckoutAreaNotice({ quote }: { quote: CartQuote | null }) {
  const t = useT();
  const serverText = useServerText();
  const mismatch = quote?.problems.find((p) => p.code === "ADDRESS_MISMATCH");
  if (mismatch) {
    return (
      <p className="form-alert form-alert--error" role="alert" data-testid="address-mismatch">
        {serverText(mismatch)}
      </p>
    );
  }
  const outside = quote?.problems.find((p) => p.code === "OUT_OF_AREA");
  if (outside) {
    return (
      <div className="form-alert form-alert--error" role="alert" data-testid="out-of-area">
        <p>{serverText(outside)}</p>
        <DeliveryAreaSummary open />
      </div>
    );
  }
  if (quote?.deliveryArea) return <DeliveryTermsNote quote={quote} />;
  return (
    <>
      <p className="field__hint">{t("checkout.postalHint")}</p>
      <DeliveryAreaSummary />
    </>
  );
}
