// Counter orders (placeShopOrder, POST /api/admin/shop/orders): channel SHOP / COUNTER, paid at the
// counter or later, and the slot for now within capacity. Decision 0013. Phone orders:
// shop-order-phone.test.ts.

import { describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { placeShopOrder } from "../../../server/src/modules/order/shop-order.service.js";
import { futureSlot, setCapacity } from "./helpers.js";
import {
  app,
  counter,
  deps,
  PLACE_SHOP_ORDER,
  slot,
  staff,
  staffViewer,
  total,
  withShopOrderApp,
} from "./shop-order-setup.js";

withShopOrderApp();

describe("a counter order", () => {
  it("is paid at the counter, needs no name, and over REST answers channel, kind and payment", async () => {
    const res = await staff.rest("POST", "/admin/shop/orders", {
      ...counter({ payment: "card", slotStartsAt: slot.startsAt.toISOString(), name: "からあげ" }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order).toMatchObject({
      channel: "SHOP",
      shop_kind: "COUNTER",
      shop_payment: "CARD",
      status: "RECEIVED",
      payment_status: "PAID",
      last_name: "からあげ",
      email: "",
      total_price: total,
    });
    const { data } = await staff.gql(PLACE_SHOP_ORDER, {
      input: counter({ slotStartsAt: slot.startsAt.toISOString() }),
    });
    expect(data?.placeShopOrder.data.order).toMatchObject({ lastName: "", shopPayment: "CASH" });
  });

  it("without a payment is placed unpaid, to be paid right after or at pickup", async () => {
    // At a chosen slot, not the one the next test fills: "now" exists only during opening hours
    // (the next test gives its own clock).
    const later = await futureSlot(app.db.prisma, "TAKEOUT", 3);
    const { data } = await staff.gql(PLACE_SHOP_ORDER, {
      input: counter({ payment: null, slotStartsAt: later.startsAt.toISOString() }),
    });
    expect(data?.placeShopOrder.data.order).toMatchObject({
      shopKind: "COUNTER",
      shopPayment: null,
      paymentStatus: "UNPAID",
      paidAt: null,
    });
  });

  it("for now takes the next slot after the lead time, within the slot's capacity unless the owner allows more", async () => {
    const prisma = app.db.prisma;
    const day = tokyoClock(slot.startsAt).date;
    const rule = await prisma.provisionWeekday.findFirstOrThrow({
      where: { setting: { method: "TAKEOUT" }, weekday: tokyoClock(slot.startsAt).weekday },
    });
    // Two hours before opening: the first slot of the day. Just past the first slot's lead: the second.
    const early = tokyoInstant(day, rule.opensAt - 120);
    const first = await placeShopOrder(deps, staffViewer, counter(), early);
    expect(first.order.slotStartsAt).toEqual(tokyoInstant(day, rule.opensAt));
    expect(first.order).toMatchObject({ channel: "SHOP", shopKind: "COUNTER", paymentStatus: "PAID" });
    const late = tokyoInstant(day, rule.opensAt - rule.leadMinutes + 1);
    const second = await placeShopOrder(deps, staffViewer, counter(), late);
    expect(second.order.slotStartsAt).toEqual(tokyoInstant(day, rule.opensAt + rule.slotMinutes));

    // The first slot is full at capacity 1: "now" moves on, unless the owner lets the counter overbook.
    await setCapacity(prisma, "TAKEOUT", slot, 1);
    try {
      const full = await placeShopOrder(deps, staffViewer, counter(), early);
      expect(full.order.slotStartsAt).toEqual(tokyoInstant(day, rule.opensAt + 2 * rule.slotMinutes));
      await prisma.provisionSetting.update({
        where: { method: "TAKEOUT" },
        data: { shopIgnoresCapacity: true },
      });
      invalidateCatalog(prisma);
      const over = await placeShopOrder(deps, staffViewer, counter(), early);
      expect(over.order.slotStartsAt).toEqual(tokyoInstant(day, rule.opensAt));
    } finally {
      await setCapacity(prisma, "TAKEOUT", slot, rule.capacityPerSlot);
      await prisma.provisionSetting.update({
        where: { method: "TAKEOUT" },
        data: { shopIgnoresCapacity: false },
      });
      invalidateCatalog(prisma);
    }
  });

  it("for now is refused when no slot is left today", async () => {
    const day = tokyoClock(slot.startsAt).date;
    const error = await placeShopOrder(deps, staffViewer, counter(), tokyoInstant(day, 23 * 60 + 59)).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toContain("本日これから受け取りできる時間帯がありません");
  });
});
