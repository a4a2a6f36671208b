import { describe, expect, it } from "vitest";
import { ConflictError } from "../../errors.js";
import type { OrderStatus } from "../../generated/prisma/client.js";
import { canTransition, type OrderEvent, statusLabel, transition } from "./order-status.js";

const ALL: OrderStatus[] = ["AWAITING_PAYMENT", "RECEIVED", "PRINTING", "PROVIDED", "CANCELLED"];
const EVENTS: OrderEvent[] = ["PAID", "PRINT", "PROVIDE", "CANCEL"];

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

describe("status labels", () => {
  it("say お届け済み for a delivered order and お渡し済み for a pickup handed over", () => {
    expect(statusLabel("PROVIDED", "DELIVERY")).toBe("お届け済み");
    expect(statusLabel("PROVIDED", "TAKEOUT")).toBe("お渡し済み");
    expect(statusLabel("RECEIVED", "DELIVERY")).toBe("受付済み");
  });
});
