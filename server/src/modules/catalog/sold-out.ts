// 品切れ (sold out): staff mark a product or one of its options sold out for today, or until
// further notice. "Today" is the Tokyo business day, which begins at Tokyo midnight, the same
// boundary as the menu cache's day (decision 0003), so a mark for yesterday is simply not read as
// sold out any more: nothing has to run at midnight. Pure functions, unit-tested on fixed clocks.
import { dateOnly, tokyoClock } from "../../lib/tokyo-time.js";

export interface SoldOutMark {
  soldOutOn: Date | null;
  soldOutIndefinitely: boolean;
}

export const SOLD_OUT_STATES = ["AVAILABLE", "TODAY", "UNTIL_FURTHER_NOTICE"] as const;
export type SoldOutState = (typeof SOLD_OUT_STATES)[number];

/** The Tokyo business day of `now`, YYYY-MM-DD. */
export function businessDay(now: Date): string {
  return tokyoClock(now).date;
}

export function soldOutState(mark: SoldOutMark, now: Date = new Date()): SoldOutState {
  if (mark.soldOutIndefinitely) return "UNTIL_FURTHER_NOTICE";
  if (mark.soldOutOn && dateOnly(mark.soldOutOn) === businessDay(now)) return "TODAY";
  return "AVAILABLE";
}

export function isSoldOut(mark: SoldOutMark, now: Date = new Date()): boolean {
  return soldOutState(mark, now) !== "AVAILABLE";
}

/** The columns to write for `state` marked at `now`. */
export function soldOutColumns(state: SoldOutState, now: Date = new Date()): SoldOutMark {
  if (state === "UNTIL_FURTHER_NOTICE") return { soldOutOn: null, soldOutIndefinitely: true };
  if (state === "TODAY")
    return { soldOutOn: new Date(`${businessDay(now)}T00:00:00Z`), soldOutIndefinitely: false };
  return { soldOutOn: null, soldOutIndefinitely: false };
}

interface ProductRow extends SoldOutMark {
  options: (SoldOutMark & object)[];
}

/**
 * The rows pricing receives (pricing.ts's CatalogProduct / CatalogOption), each with
 * `soldOut: boolean` as of `now`: the product, and every option.
 */
export function withSoldOut<P extends ProductRow>(
  product: P,
  now: Date = new Date(),
): Omit<P, "options"> & { soldOut: boolean; options: (P["options"][number] & { soldOut: boolean })[] } {
  return {
    ...product,
    soldOut: isSoldOut(product, now),
    options: product.options.map((option) => ({ ...option, soldOut: isSoldOut(option, now) })),
  };
}
