// Phone orders (placeShopOrder, POST /api/admin/shop/orders): staff only, channel SHOP / PHONE at
// the chosen slot, idempotency, and refusals that write nothing, with the same pricing as online
// orders. Decision 0013. Counter orders: shop-order-counter.test.ts.

import { describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { addDays, tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { VALIDATION_MESSAGES } from "../../../shared/validation.js";
import { gql, rest } from "../../support/http.js";
import {
  app,
  customerHeaders,
  items,
  orderCount,
  PLACE_SHOP_ORDER,
  phone,
  slot,
  smtp,
  staff,
  total,
  withShopOrderApp,
} from "./shop-order-setup.js";

withShopOrderApp();

describe("who may take a shop order", () => {
  it("refuses an anonymous visitor and a customer, and writes nothing", async () => {
    const before = await orderCount();
    const anonymous = await gql(app.url, PLACE_SHOP_ORDER, { input: phone() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const customer = await gql(app.url, PLACE_SHOP_ORDER, { input: phone() }, customerHeaders);
    expect(customer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await rest(app.url, "POST", "/admin/shop/orders", phone())).status).toBe(401);
    // /api/admin/* does not know a customer's token: the admin guard answers 401 (or 403).
    expect([401, 403]).toContain(
      (await rest(app.url, "POST", "/admin/shop/orders", phone(), customerHeaders)).status,
    );
    expect(await orderCount()).toBe(before);
  });
});

describe("a phone order", () => {
  it("is placed at the chosen slot as channel SHOP / PHONE, unpaid until pickup, and mails when an e-mail is given", async () => {
    const since = smtp.mails.length;
    const { data } = await staff.gql(PLACE_SHOP_ORDER, { input: phone({ email: "Caller@Example.jp" }) });
    const placed = data?.placeShopOrder;
    expect(placed.__typename, JSON.stringify(placed)).toBe("MutationPlaceShopOrderSuccess");
    const order = placed.data.order;
    expect(order).toMatchObject({
      status: "RECEIVED",
      channel: "SHOP",
      shopKind: "PHONE",
      shopPayment: null,
      paymentMethod: "AT_SHOP",
      paymentStatus: "UNPAID",
      lastName: "電話 太郎",
      tel: "08033334444",
      email: "caller@example.jp",
      total,
      slotStartsAt: slot.startsAt.toISOString(),
    });
    expect(order.items[0].toppings).toHaveLength(1);
    const mail = await smtp.waitFor("caller@example.jp", since);
    expect(mail.subject).toContain(order.code);
  });

  it("takes a landline with or without hyphens on both doors, stored as digits, with its 備考", async () => {
    const { data } = await staff.gql(PLACE_SHOP_ORDER, {
      input: phone({ tel: "082-123-4567", note: "  からあげ多めで  " }),
    });
    const placed = data?.placeShopOrder;
    expect(placed.__typename, JSON.stringify(placed)).toBe("MutationPlaceShopOrderSuccess");
    expect(placed.data.order.tel).toBe("0821234567");
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { code: placed.data.order.code } });
    expect(stored.note).toBe("からあげ多めで");
    const res = await staff.rest("POST", "/admin/shop/orders", phone({ tel: "0821234567" }));
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const mobile = await staff.rest("POST", "/admin/shop/orders", phone({ tel: "090-1234-5678" }));
    expect(mobile.status, JSON.stringify(mobile.body)).toBeLessThan(300);
  });

  it("answers the same order for the same key, once", async () => {
    const input = phone();
    const first = await staff.gql(PLACE_SHOP_ORDER, { input });
    const before = await orderCount();
    const again = await staff.gql(PLACE_SHOP_ORDER, { input });
    expect(again.data?.placeShopOrder.data.order.code).toBe(first.data?.placeShopOrder.data.order.code);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ["no phone number", { tel: "" }, "tel", "電話番号を入力してください"],
    ["a number one digit short", { tel: "082-123-456" }, "tel", VALIDATION_MESSAGES.phone],
    ["a mobile number one digit long", { tel: "090123456789" }, "tel", VALIDATION_MESSAGES.phone],
    ["a number with letters", { tel: "082-ABC-4567" }, "tel", VALIDATION_MESSAGES.phone],
    ["no name", { name: " " }, "name", "お名前を入力してください"],
    ["no slot", { slotStartsAt: null }, "slotStartsAt", "電話注文は受け取り日時を選択してください"],
    ["an empty cart", { items: [] }, "items", "カートに商品がありません"],
  ])("refuses %s with a Japanese message and writes nothing", async (_name, extra, field, message) => {
    const before = await orderCount();
    const { data } = await staff.gql(PLACE_SHOP_ORDER, { input: phone(extra) });
    expect(data?.placeShopOrder).toMatchObject({ __typename: "ValidationError" });
    const errors = data?.placeShopOrder.fieldErrors as { field: string; messages: string[] }[];
    expect(errors.find((e) => e.field === field)?.messages).toContain(message);
    const res = await staff.rest("POST", "/admin/shop/orders", phone(extra));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await orderCount()).toBe(before);
  });

  it("refuses a slot in the past, a product no longer offered and a sold-out one, with 422 and nothing written", async () => {
    const before = await orderCount();
    const yesterday = tokyoInstant(addDays(tokyoClock(new Date()).date, -1), 12 * 60);
    const past = await staff.rest(
      "POST",
      "/admin/shop/orders",
      phone({ slot_starts_at: yesterday.toISOString(), slotStartsAt: undefined }),
    );
    expect(past.status).toBe(422);
    expect(JSON.stringify(past.body)).toContain("受け取り日時はご指定いただけません");

    const product = await app.db.prisma.product.findUniqueOrThrow({ where: { id: items[0]!.productId } });
    await app.db.prisma.product.update({ where: { id: product.id }, data: { isPublic: false } });
    invalidateCatalog(app.db.prisma);
    try {
      const gone = await staff.rest("POST", "/admin/shop/orders", phone());
      expect(gone.status).toBe(422);
    } finally {
      await app.db.prisma.product.update({ where: { id: product.id }, data: { isPublic: true } });
      invalidateCatalog(app.db.prisma);
    }
    // 品切れ: refused with a Japanese message naming it, at the counter as online.
    await app.db.prisma.product.update({ where: { id: product.id }, data: { soldOutIndefinitely: true } });
    invalidateCatalog(app.db.prisma);
    try {
      const soldOut = await staff.rest("POST", "/admin/shop/orders", phone());
      expect(soldOut.status).toBe(422);
      expect(JSON.stringify(soldOut.body)).toMatch(/品切れ/);
    } finally {
      await app.db.prisma.product.update({ where: { id: product.id }, data: { soldOutIndefinitely: false } });
      invalidateCatalog(app.db.prisma);
    }
    expect(await orderCount()).toBe(before);
  });
});
