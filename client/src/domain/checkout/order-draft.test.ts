import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubWindow } from "../../test-support/fake-window";
import {
  clearDraft,
  DRAFT_EVENT,
  DRAFT_STORAGE_KEY,
  EMPTY_DRAFT,
  ensureIdempotencyKey,
  methodOfDraft,
  parseDraft,
  readDraft,
  readLastOrder,
  saveDraft,
  saveLastOrder,
  updateDraft,
} from "./order-draft";

let session: Map<string, string>;
let events: string[];
beforeEach(() => {
  ({ events } = stubWindow());
  session = new Map();
  Object.assign(window, {
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
      removeItem: (key: string) => void session.delete(key),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the order draft", () => {
  it("starts empty, with no method chosen", () => {
    expect(readDraft()).toEqual(EMPTY_DRAFT);
    expect(methodOfDraft(readDraft())).toBeNull();
  });

  it("is saved in full in sessionStorage and announced", () => {
    saveDraft({ ...EMPTY_DRAFT, lastName: "山田", method: "TAKEOUT" });
    expect(JSON.parse(session.get(DRAFT_STORAGE_KEY) ?? "{}")).toMatchObject({ lastName: "山田" });
    expect(events).toContain(DRAFT_EVENT);
    expect(methodOfDraft(readDraft())).toBe("TAKEOUT");
  });

  it("is updated in part, keeping the other fields", () => {
    saveDraft({ ...EMPTY_DRAFT, lastName: "山田", firstName: "花子" });
    updateDraft({ method: "DELIVERY", prefectureId: 34 });
    expect(readDraft()).toMatchObject({
      lastName: "山田",
      firstName: "花子",
      method: "DELIVERY",
      prefectureId: 34,
    });
    expect(methodOfDraft(readDraft())).toBe("DELIVERY");
  });

  it("is cleared", () => {
    updateDraft({ email: "hanako@example.jp" });
    clearDraft();
    expect(session.has(DRAFT_STORAGE_KEY)).toBe(false);
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });

  it("keeps one idempotency key until it is cleared", () => {
    const key = ensureIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(ensureIdempotencyKey()).toBe(key);
    clearDraft();
    expect(ensureIdempotencyKey()).not.toBe(key);
  });

  it("ignores stored fields of the wrong type", () => {
    const draft = parseDraft(
      JSON.stringify({ lastName: 3, email: "a@b.jp", prefectureId: "34", method: "TAKEAWAY" }),
    );
    expect(draft).toMatchObject({ lastName: "", email: "a@b.jp", prefectureId: null, method: null });
    expect(parseDraft("{broken")).toEqual(EMPTY_DRAFT);
  });

  it("reads a draft stored under the spec's old snake_case names", () => {
    const draft = parseDraft(
      JSON.stringify({
        last_name: "山田",
        first_name_kana: "ハナコ",
        prefecture_id: 34,
        isTakeout: false,
        isPayment: true,
        receiving_time: "2026-11-23T03:00:00.000Z",
        info: "玄関前に",
        subtotal_price: 1420,
      }),
    );
    expect(draft).toEqual({
      ...EMPTY_DRAFT,
      lastName: "山田",
      firstNameKana: "ハナコ",
      prefectureId: 34,
      method: "DELIVERY",
      paymentMethod: "CARD",
      slotStartsAt: "2026-11-23T03:00:00.000Z",
      note: "玄関前に",
    });
  });
});

describe("the last placed order", () => {
  it("is found again by its code only", () => {
    saveLastOrder({ code: "AC3D4E", secret: "s3cret" });
    expect(readLastOrder("AC3D4E")).toEqual({ code: "AC3D4E", secret: "s3cret" });
    expect(readLastOrder("XXXXXX")).toBeNull();
  });
});
