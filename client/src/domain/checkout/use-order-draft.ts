import { useSyncExternalStore } from "react";
import { EMPTY_DRAFT, type OrderDraft, readDraft, subscribeDraft } from "./order-draft";

const emptyDraft = () => EMPTY_DRAFT;

/** The order draft, re-rendering when any tab or screen writes it. */
export function useOrderDraft(): OrderDraft {
  return useSyncExternalStore(subscribeDraft, readDraft, emptyDraft);
}
