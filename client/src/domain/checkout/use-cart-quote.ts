import { useQuery } from "@apollo/client/react";
import { useT } from "../../lib/i18n";
import type { CartItem } from "../cart/cart-items";
import { QuoteQuery } from "./api/quote-query";
import { orderItemsOf } from "./place-order-input";

export interface QuoteContext {
  method: "TAKEOUT" | "DELIVERY" | null;
  slotStartsAt?: string | null;
  /** Delivery: the address the server matches an area with, as placeOrder will send it. */
  postalCode?: string | null;
  /** Delivery: the server decides an area only when postal code, prefecture and city agree. */
  prefectureId?: number | null;
  address1?: string | null;
}

/**
 * The server's quote for the cart as it stands: the cart, checkout and confirmation show its
 * amounts and its problems, and compute none themselves. While a change is being priced the last
 * quote stays on screen (marked as updating) so amounts never flash away.
 */
export function useCartQuote(items: readonly CartItem[], context: QuoteContext) {
  const t = useT();
  const blank = (text?: string | null) => (text?.trim() ? text.trim() : null);
  const input = {
    items: orderItemsOf(items),
    method: context.method,
    slotStartsAt: context.slotStartsAt || null,
    postalCode: context.method === "DELIVERY" ? blank(context.postalCode) : null,
    prefectureId: context.method === "DELIVERY" ? (context.prefectureId ?? null) : null,
    address1: context.method === "DELIVERY" ? blank(context.address1) : null,
  };
  const { data, previousData, loading, error, refetch } = useQuery(QuoteQuery, {
    variables: { input },
    skip: items.length === 0,
    fetchPolicy: "cache-and-network",
  });
  const result = (data ?? previousData)?.quote;
  const quote = result?.__typename === "QueryQuoteSuccess" ? result.data : null;
  // Lines are answered in the cart's order: a stale answer for another cart is not shown.
  const current = quote && quote.lines.length === items.length ? quote : null;
  return {
    quote: current,
    /** A newer quote is on its way (the shown one may be for the previous cart). */
    updating: loading || (quote !== null && current === null),
    refetch,
    failure: result?.__typename === "ValidationError" ? result.message : error ? t("quote.failed") : null,
  };
}

export type CartQuote = NonNullable<ReturnType<typeof useCartQuote>["quote"]>;

/**
 * The server's amount for one line being chosen (the product dialog's 合計): null while no option
 * is chosen; the last amount stays on screen while a change is priced.
 */
export function useLineQuote(
  item: {
    productId: number;
    productOptionId: number | null;
    toppingOptionIds: number[];
    quantity: number;
  } | null,
): number | null {
  const { data, previousData } = useQuery(QuoteQuery, {
    variables: { input: { items: item ? [item] : [], method: null } },
    skip: item === null,
    fetchPolicy: "cache-first",
  });
  const result = (data ?? previousData)?.quote;
  if (item === null || result?.__typename !== "QueryQuoteSuccess") return null;
  return result.data.lines[0]?.amount ?? null;
}
