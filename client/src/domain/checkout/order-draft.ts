/**
 * The order draft (the spec's fields) between the cart, the checkout form and the confirmation.
 * Kept in sessionStorage: it holds a name, an address and a phone number, which should not outlive
 * the tab, while a reload in the middle of checkout keeps everything typed so far.
 */

export type ProvisionMethodChoice = "TAKEOUT" | "DELIVERY";

export interface OrderDraft {
  /** The order's code once placed. */
  code: string;
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  email: string;
  tel: string;
  postal_code: string;
  prefecture_id: number | null;
  address1: string;
  address2: string;
  shipping_first_name: string;
  shipping_last_name: string;
  shipping_first_name_kana: string;
  shipping_last_name_kana: string;
  shipping_tel: string;
  shipping_postal_code: string;
  shipping_prefecture_id: number | null;
  shipping_address1: string;
  shipping_address2: string;
  /** null until the customer has chosen takeout or delivery. */
  isTakeout: boolean | null;
  /** Deliver to an address other than the customer's own. */
  isShipping: boolean;
  isReceipt: boolean;
  useCar: boolean;
  /** Pay by card online (true) or at the shop / on delivery (false). */
  isPayment: boolean;
  /** 備考 */
  info: string;
  /** The day of the chosen slot, YYYY-MM-DD. */
  receiving: string;
  /** The chosen slot's start, as the server sent it (ISO date-time). */
  receiving_time: string;
  /** The chosen slot's label, for display. */
  receiving_label: string;
  agreement: boolean;
  car_color: string;
  car_number: string;
  subtotal_price: number;
  shipping_price: number;
  total_price: number;
  credit: string;
  /** Generated once per draft so a repeated 注文を確定する cannot place two orders. */
  idempotencyKey: string;
}

export const DRAFT_STORAGE_KEY = "karaage-order-draft";
export const DRAFT_EVENT = "karaage-order-draft-change";

export const EMPTY_DRAFT: OrderDraft = {
  code: "",
  first_name: "",
  last_name: "",
  first_name_kana: "",
  last_name_kana: "",
  email: "",
  tel: "",
  postal_code: "",
  prefecture_id: null,
  address1: "",
  address2: "",
  shipping_first_name: "",
  shipping_last_name: "",
  shipping_first_name_kana: "",
  shipping_last_name_kana: "",
  shipping_tel: "",
  shipping_postal_code: "",
  shipping_prefecture_id: null,
  shipping_address1: "",
  shipping_address2: "",
  isTakeout: null,
  isShipping: false,
  isReceipt: false,
  useCar: false,
  isPayment: false,
  info: "",
  receiving: "",
  receiving_time: "",
  receiving_label: "",
  agreement: false,
  car_color: "",
  car_number: "",
  subtotal_price: 0,
  shipping_price: 0,
  total_price: 0,
  credit: "",
  idempotencyKey: "",
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cachedDraft: OrderDraft = EMPTY_DRAFT;

/** The same object for the same stored text (useSyncExternalStore). */
export function readDraft(): OrderDraft {
  const raw = storage()?.getItem(DRAFT_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedDraft = parseDraft(raw);
  }
  return cachedDraft;
}

export function parseDraft(raw: string | null): OrderDraft {
  if (!raw) return EMPTY_DRAFT;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return EMPTY_DRAFT;
    const draft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof OrderDraft)[]) {
      const stored = (value as Record<string, unknown>)[key];
      const fallback = EMPTY_DRAFT[key];
      // The nullable fields (prefecture ids, isTakeout) hold a number or a boolean once set.
      const fits =
        fallback === null
          ? stored === null || typeof stored === "number" || typeof stored === "boolean"
          : typeof stored === typeof fallback;
      if (fits) (draft as Record<string, unknown>)[key] = stored;
    }
    return draft;
  } catch {
    return EMPTY_DRAFT;
  }
}

function write(draft: OrderDraft | null): void {
  const store = storage();
  if (store) {
    if (draft) store.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    else store.removeItem(DRAFT_STORAGE_KEY);
  }
  window.dispatchEvent(new Event(DRAFT_EVENT));
}

/** Saves the whole draft, replacing what was there. */
export function saveDraft(draft: OrderDraft): void {
  write(draft);
}

/** Changes some fields and keeps the rest. */
export function updateDraft(changes: Partial<OrderDraft>): OrderDraft {
  const next = { ...readDraft(), ...changes };
  write(next);
  return next;
}

export function clearDraft(): void {
  write(null);
}

/** The draft's idempotency key, created the first time it is needed. */
export function ensureIdempotencyKey(): string {
  const current = readDraft().idempotencyKey;
  if (current) return current;
  return updateDraft({ idempotencyKey: crypto.randomUUID() }).idempotencyKey;
}

export function subscribeDraft(onChange: () => void): () => void {
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === DRAFT_STORAGE_KEY || key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(DRAFT_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(DRAFT_EVENT, onChange);
  };
}

export function methodOfDraft(draft: OrderDraft): ProvisionMethodChoice | null {
  if (draft.isTakeout === null) return null;
  return draft.isTakeout ? "TAKEOUT" : "DELIVERY";
}

// The order just placed: its code and secret let this tab show it (a guest has no other key).
const LAST_ORDER_KEY = "karaage-last-order";

export interface PlacedOrderKey {
  code: string;
  secret: string;
}

export function saveLastOrder(order: PlacedOrderKey): void {
  storage()?.setItem(LAST_ORDER_KEY, JSON.stringify(order));
}

export function readLastOrder(code: string): PlacedOrderKey | null {
  try {
    const value = JSON.parse(storage()?.getItem(LAST_ORDER_KEY) ?? "null") as PlacedOrderKey | null;
    return value && value.code === code && typeof value.secret === "string" ? value : null;
  } catch {
    return null;
  }
}
