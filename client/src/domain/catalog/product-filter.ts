import { FILTER_TAB, FILTER_TABS, type FilterTabId, type ProductTag } from "@shared/constants";

export function matchesTag(tags: readonly string[], tag: ProductTag | null): boolean {
  return tag === null || tags.includes(tag);
}

/** Reads the `tab` search parameter; anything unknown falls back to すべて. */
export function parseFilterTab(value: string | null): FilterTabId {
  const id = Number(value);
  return FILTER_TABS.find((tab) => tab.id === id)?.id ?? FILTER_TAB.all;
}

export function tagOfTab(id: FilterTabId): ProductTag | null {
  return FILTER_TABS.find((tab) => tab.id === id)?.tag ?? null;
}

/** False when the product contains any of the allergens the customer wants to avoid. */
export function freeOfAllergens(allergens: readonly string[], avoided: readonly string[]): boolean {
  return avoided.every((code) => !allergens.includes(code));
}

/** The `allergen` search parameter: known codes, comma-separated ("wheat,egg"). */
export function parseAvoidedAllergens(value: string | null, known: readonly string[]): string[] {
  return [...new Set((value ?? "").split(",").filter((code) => known.includes(code)))];
}
