import { CombinedGraphQLErrors } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { deliveryAddress } from "../../domain/order/order-address";
import { applyOrderToBoard, belongsToBoard, isAuthorizationError, isNewOrderEvent } from "./board-events";
import { minutesLeftText, paymentLabel } from "./order-format";

// 2026-05-10 23:30 in Tokyo: the next Tokyo day starts in 30 minutes.
const now = new Date("2026-05-10T14:30:00Z");
const order = (id: string, slot: string) => ({ id, slotStartsAt: slot });

describe("an order event on a board", () => {
  it("puts an order on today's or the reserve board by its Tokyo slot day", () => {
    expect(belongsToBoard("TODAY", "2026-05-10T14:45:00Z", now)).toBe(true);
    expect(belongsToBoard("TODAY", "2026-05-10T15:00:00Z", now)).toBe(false);
    expect(belongsToBoard("FUTURE", "2026-05-10T15:00:00Z", now)).toBe(true);
    expect(belongsToBoard("FUTURE", "2026-05-09T20:00:00Z", now)).toBe(false);
  });

  it("adds a new order in slot order and replaces a known one in place", () => {
    const board = [order("1", "2026-05-10T03:00:00Z"), order("3", "2026-05-10T05:00:00Z")];
    const added = applyOrderToBoard(board, order("2", "2026-05-10T04:00:00Z"), "TODAY", now);
    expect(added.map((o) => o.id)).toEqual(["1", "2", "3"]);
    const same = applyOrderToBoard(added, order("2", "2026-05-10T04:00:00Z"), "TODAY", now);
    expect(same.map((o) => o.id)).toEqual(["1", "2", "3"]);
  });

  it("removes an order whose slot moved to another day", () => {
    const board = [order("1", "2026-05-10T03:00:00Z")];
    expect(applyOrderToBoard(board, order("1", "2026-05-12T03:00:00Z"), "TODAY", now)).toEqual([]);
  });

  it("counts placed orders paid at the shop and approved card payments as new", () => {
    expect(isNewOrderEvent("PLACED", "RECEIVED")).toBe(true);
    expect(isNewOrderEvent("PLACED", "AWAITING_PAYMENT")).toBe(false);
    expect(isNewOrderEvent("PAID", "RECEIVED")).toBe(true);
    expect(isNewOrderEvent("PRINTING", "PRINTING")).toBe(false);
  });

  it("takes a second PLACED of an order already on the board (a replay's announcement) as no news", () => {
    expect(isNewOrderEvent("PLACED", "RECEIVED", true)).toBe(false);
    expect(isNewOrderEvent("PLACED", "RECEIVED", false)).toBe(true);
    expect(isNewOrderEvent("PAID", "RECEIVED", true)).toBe(true);
  });

  it("gives up resubscribing only when the subscription was refused for the viewer", () => {
    const refused = (code: string) =>
      new CombinedGraphQLErrors({ errors: [{ message: "refused", extensions: { code } }] });
    expect(isAuthorizationError(refused("UNAUTHENTICATED"))).toBe(true);
    expect(isAuthorizationError(refused("FORBIDDEN"))).toBe(true);
    expect(isAuthorizationError(refused("INTERNAL_SERVER_ERROR"))).toBe(false);
    expect(isAuthorizationError(new Error("Socket closed with event 1006"))).toBe(false);
  });
});

describe("order card words", () => {
  it("reads minutes left before the slot and minutes late after it", () => {
    expect(minutesLeftText("2026-05-10T14:42:00Z", now)).toEqual({ text: "あと12分", late: false });
    expect(minutesLeftText("2026-05-10T14:25:00Z", now)).toEqual({ text: "5分遅れ", late: true });
    expect(minutesLeftText("2026-05-10T16:35:00Z", now)).toEqual({ text: "あと2時間5分", late: false });
  });

  it("writes a delivery address with the postal code hyphenated", () => {
    const address = {
      postalCode: "7300035",
      prefectureId: 34,
      address1: "広島市中区本通1-1",
      address2: null,
    };
    const none = {
      shippingPostalCode: null,
      shippingPrefectureId: null,
      shippingAddress1: null,
      shippingAddress2: null,
    };
    expect(deliveryAddress({ ...address, ...none })).toBe("〒730-0035 広島県 広島市中区本通1-1");
  });

  it("names the payment state", () => {
    const base = { method: "TAKEOUT", paymentStatus: "UNPAID" };
    expect(paymentLabel({ ...base, paymentMethod: "AT_SHOP" })).toBe("店頭払い");
    expect(paymentLabel({ ...base, paymentMethod: "CARD" })).toBe("未決済");
    expect(paymentLabel({ ...base, paymentMethod: "CARD", paymentStatus: "PAID" })).toBe("カード決済済み");
  });
});
