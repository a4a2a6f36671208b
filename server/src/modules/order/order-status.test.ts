import { describe, expect, it } from "vitest";
import { ConflictError } from "../../errors.js";
import type { OrderStatus } from "../../generated/prisma/client.js";
import { canTransition, type OrderEvent, restStatus, statusLabel, transition } from "./order-status.js";

const ALL: OrderStatus[] = [
  "AWAITING_PAYMENT",
  "RECEIVED",
  "PRINTING",
  "READY",
  "OUT_FOR_DELIVERY",
  "PROVIDED",
  "CANCELLED",
];
const EVENTS: OrderEvent[] = ["PAID", "PRINT", "READY", "DISPATCH", "PROVIDE", "CANCEL"];

describe("order status machine", () => {
  it("moves a card order to RECEIVED once paid, or to CANCELLED", () => {
    expect(transition({ status: "AWAITING_PAYMENT" }, "PAID")).toBe("RECEIVED");
    expect(transition({ status: "AWAITING_PAYMENT" }, "CANCEL")).toBe("CANCELLED");
  });

  it("takes a received order through printing to provided", () => {
    expect(transition({ status: "RECEIVED" }, "PRINT")).toBe("PRINTING");
    expect(transition({ status: "PRINTING" }, "PROVIDE")).toBe("PROVIDED");
    expect(transition({ status: "RECEIVED" }, "PROVIDE")).toBe("PROVIDED");
  });

  it("cancels received and printing orders", () => {
    expect(transition({ status: "RECEIVED" }, "CANCEL")).toBe("CANCELLED");
    expect(transition({ status: "PRINTING" }, "CANCEL")).toBe("CANCELLED");
  });

  it("refuses everything else with a Japanese conflict", () => {
    expect(() => transition({ status: "RECEIVED" }, "PAID")).toThrow(ConflictError);
    expect(() => transition({ status: "AWAITING_PAYMENT" }, "PRINT")).toThrow(/お支払い待ち/);
    for (const event of EVENTS) expect(canTransition("CANCELLED", event)).toBe(false);
    for (const event of EVENTS.filter((e) => e !== "PRINT"))
      expect(canTransition("PROVIDED", event)).toBe(false);
  });

  it("reprints a ticket or a receipt without changing the status", () => {
    expect(transition({ status: "PRINTING" }, "PRINT")).toBe("PRINTING");
    expect(transition({ status: "PROVIDED" }, "PRINT")).toBe("PROVIDED");
    expect(canTransition("CANCELLED", "PRINT")).toBe(false);
  });

  it("never pays an order twice", () => {
    const paidFrom = ALL.filter((status) => canTransition(status, "PAID"));
    expect(paidFrom).toEqual(["AWAITING_PAYMENT"]);
  });
});

describe("pickup and delivery steps", () => {
  it("makes a pickup ready at the counter, then handed over", () => {
    expect(transition({ status: "PRINTING", method: "TAKEOUT" }, "READY")).toBe("READY");
    expect(transition({ status: "READY", method: "TAKEOUT" }, "PROVIDE")).toBe("PROVIDED");
    expect(transition({ status: "READY", method: "TAKEOUT" }, "CANCEL")).toBe("CANCELLED");
  });

  it("sends a delivery out (配達中), then delivered", () => {
    expect(transition({ status: "RECEIVED", method: "DELIVERY" }, "DISPATCH")).toBe("OUT_FOR_DELIVERY");
    expect(transition({ status: "OUT_FOR_DELIVERY", method: "DELIVERY" }, "PROVIDE")).toBe("PROVIDED");
  });

  it("refuses the other method's step, and a step taken twice", () => {
    expect(() => transition({ status: "RECEIVED", method: "DELIVERY" }, "READY")).toThrow(ConflictError);
    expect(() => transition({ status: "RECEIVED", method: "TAKEOUT" }, "DISPATCH")).toThrow(/配達/);
    expect(() => transition({ status: "OUT_FOR_DELIVERY", method: "DELIVERY" }, "DISPATCH")).toThrow(
      /配達中/,
    );
    expect(() => transition({ status: "READY", method: "TAKEOUT" }, "READY")).toThrow(ConflictError);
    expect(canTransition("READY", "DISPATCH", "DELIVERY")).toBe(false);
  });

  it("answers REST with the five values it always had", () => {
    expect(ALL.map(restStatus)).toEqual([
      "AWAITING_PAYMENT",
      "RECEIVED",
      "PRINTING",
      "PRINTING",
      "PRINTING",
      "PROVIDED",
      "CANCELLED",
    ]);
  });
});

describe("status labels", () => {
  it("say お届け済み for a delivered order and お渡し済み for a pickup handed over", () => {
    expect(statusLabel("PROVIDED", "DELIVERY")).toBe("お届け済み");
    expect(statusLabel("PROVIDED", "TAKEOUT")).toBe("お渡し済み");
    expect(statusLabel("RECEIVED", "DELIVERY")).toBe("受付済み");
    expect(statusLabel("OUT_FOR_DELIVERY", "DELIVERY")).toBe("配達中");
    expect(statusLabel("READY", "TAKEOUT")).toBe("お渡し準備完了");
  });
});
