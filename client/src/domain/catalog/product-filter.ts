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
