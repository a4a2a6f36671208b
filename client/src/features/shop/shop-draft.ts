// What staff entered on /shop/cart/info, kept for the confirmation (sessionStorage: this tab only).
import type { ShopOrderKind, ShopPayment } from "@shared/shop-order";

export interface ShopDraft {
  kind: ShopOrderKind;
  name: string;
  tel: string;
  email: string;
  /** 備考: shown on the board's card and the ticket. */
  note: string;
  /** NOW: the next slot after the lead time; SLOT: slotStartsAt. */
  pickup: "NOW" | "SLOT";
  /** The pickup day chosen first (YYYY-MM-DD), then the slot that day. */
  slotDay: string;
  slotStartsAt: string;
  slotLabel: string;
  payment: ShopPayment;
  /** One key per order being entered: a double tap places one order. */
  idempotencyKey: string;
}

const KEY = "karaage-shop-draft";

export const newDraft = (): ShopDraft => ({
  kind: "COUNTER",
  name: "",
  tel: "",
  email: "",
  note: "",
  pickup: "NOW",
  slotDay: "",
  slotStartsAt: "",
  slotLabel: "",
  payment: "CASH",
  idempotencyKey: crypto.randomUUID(),
});

export function readDraft(): ShopDraft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? { ...newDraft(), ...(JSON.parse(raw) as Partial<ShopDraft>) } : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: ShopDraft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the draft is lost on reload.
  }
}
