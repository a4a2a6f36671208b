/**
 * The order draft between the cart, the checkout form and the confirmation, in PlaceOrderInput's
 * own field names (the spec's snake_case exists only at the server's REST door). Kept in
 * sessionStorage: it holds a name, an address and a phone number, which should not outlive the
 * tab, while a reload in the middle of checkout keeps everything typed so far.
 */
import type { PaymentMethod, PlaceOrderInput, ProvisionMethod } from "../../gql/graphql";

/**
 * What placeOrder takes from the customer; the items and the expected total come from the cart, the
 * locale from the page's language when the order is placed (issue 35).
 */
type Given = Omit<
  PlaceOrderInput,
  "items" | "expectedTotal" | "method" | "slotStartsAt" | "prefectureId" | "shippingPrefectureId" | "locale"
>;

/**
 * Every PlaceOrderInput field the customer fills in (a field added to the input must be added to
 * EMPTY_DRAFT, or this does not compile), never null except where "not chosen yet" is a value,
 * plus what only the screens need.
 */
export type OrderDraft = { [K in keyof Given]-?: NonNullable<Given[K]> } & {
  /** null until the customer has chosen takeout or delivery. */
  method: ProvisionMethod | null;
  /** The chosen slot's start, as the server sent it (ISO date-time); "" until chosen. */
  slotStartsAt: string;
  prefectureId: number | null;
  shippingPrefectureId: number | null;
  /** The chosen slot's label, for display. */
  slotLabel: string;
  /** The order's code once placed. */
  code: string;
};

export const DRAFT_STORAGE_KEY = "karaage-order-draft";
export const DRAFT_EVENT = "karaage-order-draft-change";

export const EMPTY_DRAFT: OrderDraft = {
  idempotencyKey: "",
  method: null,
  slotStartsAt: "",
  slotLabel: "",
  paymentMethod: "AT_SHOP" satisfies PaymentMethod,
  lastName: "",
  firstName: "",
  lastNameKana: "",
  firstNameKana: "",
  email: "",
  tel: "",
  postalCode: "",
  prefectureId: null,
  address1: "",
  address2: "",
  isShipping: false,
  shippingLastName: "",
  shippingFirstName: "",
  shippingLastNameKana: "",
  shippingFirstNameKana: "",
  shippingTel: "",
  shippingPostalCode: "",
  shippingPrefectureId: null,
  shippingAddress1: "",
  shippingAddress2: "",
  isReceipt: false,
  receiptName: "",
  useCar: false,
  carColor: "",
  carNumber: "",
  note: "",
  lineTicket: "",
  agreement: false,
  code: "",
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
    const stored = fromLegacy(value as Record<string, unknown>);
    const draft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof OrderDraft)[]) {
      const field = stored[key];
      const fallback = EMPTY_DRAFT[key];
      const fits =
        key === "method"
          ? field === null || field === "TAKEOUT" || field === "DELIVERY"
          : key === "paymentMethod"
            ? field === "AT_SHOP" || field === "CARD"
            : fallback === null
              ? field === null || typeof field === "number"
              : typeof field === typeof fallback;
      if (fits) (draft as Record<string, unknown>)[key] = field;
    }
    return draft;
  } catch {
    return EMPTY_DRAFT;
  }
}

// Drafts stored before the draft took PlaceOrderInput's names (snake_case, isTakeout, isPayment).
const LEGACY_NAMES: Record<string, keyof OrderDraft> = {
  first_name: "firstName",
  last_name: "lastName",
  first_name_kana: "firstNameKana",
  last_name_kana: "lastNameKana",
  postal_code: "postalCode",
  prefecture_id: "prefectureId",
  shipping_first_name: "shippingFirstName",
  shipping_last_name: "shippingLastName",
  shipping_first_name_kana: "shippingFirstNameKana",
  shipping_last_name_kana: "shippingLastNameKana",
  shipping_tel: "shippingTel",
  shipping_postal_code: "shippingPostalCode",
  shipping_prefecture_id: "shippingPrefectureId",
  shipping_address1: "shippingAddress1",
  shipping_address2: "shippingAddress2",
  receiving_time: "slotStartsAt",
  receiving_label: "slotLabel",
  car_color: "carColor",
  car_number: "carNumber",
  info: "note",
};

function fromLegacy(stored: Record<string, unknown>): Record<string, unknown> {
  if (!("isTakeout" in stored) && !("last_name" in stored)) return stored;
  const migrated: Record<string, unknown> = { ...stored };
  for (const [old, name] of Object.entries(LEGACY_NAMES)) if (old in stored) migrated[name] = stored[old];
  if (typeof stored.isTakeout === "boolean") migrated.method = stored.isTakeout ? "TAKEOUT" : "DELIVERY";
  if (typeof stored.isPayment === "boolean") migrated.paymentMethod = stored.isPayment ? "CARD" : "AT_SHOP";
  return migrated;
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

/** After the cart is emptied: forgets what the customer typed, keeps the method they chose. */
export function clearTypedDraft(): void {
  const { method } = readDraft();
  write(method ? { ...EMPTY_DRAFT, method } : null);
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

export function methodOfDraft(draft: OrderDraft): ProvisionMethod | null {
  return draft.method;
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
