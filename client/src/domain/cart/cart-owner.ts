// Whose cart the local cart is (read on every page; the sync itself loads only when needed).
/** Whose server cart the local cart mirrors, and whether a change has not reached it yet. */
export interface CartOwner {
  uid: string;
  dirty: boolean;
  /**
   * A merge sent with this key whose answer has not come back (the page may have changed under it):
   * the next load sends it again with the same key, which the server adds only once.
   */
  merging?: string;
}

export const CART_OWNER_KEY = "karaage-cart-owner";

export function parseOwner(raw: string | null): CartOwner | null {
  try {
    const value = JSON.parse(raw ?? "null") as Partial<CartOwner> | null;
    if (!value || typeof value.uid !== "string") return null;
    return typeof value.merging === "string" && value.merging
      ? { uid: value.uid, dirty: value.dirty === true, merging: value.merging }
      : { uid: value.uid, dirty: value.dirty === true };
  } catch {
    return null;
  }
}
