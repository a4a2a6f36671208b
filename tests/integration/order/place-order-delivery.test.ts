// placeOrder through POST /api/orders and GraphQL on the seeded demo shop: delivery with the
// area's fee and minimum order, and the order as a qualified simplified invoice.

import { describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { withTax } from "../../../shared/pricing.js";
import { gql, rest } from "../../support/http.js";
import { adminHeaders } from "../board/helpers.js";
import { futureSlot, type Line, orderInput, totalOf } from "./helpers.js";
import { app, demo, place, slot, smtp, withPlaceOrderApp } from "./place-order-setup.js";

withPlaceOrderApp();

describe("placeOrder", () => {
  it("delivers through POST /api/orders with the area's fee at the standard rate and its minimum order", async () => {
    const area = await app.db.prisma.deliveryArea.findFirstOrThrow({
      where: { isActive: true, fee: { gt: 0 } },
    });
    const dslot = await futureSlot(app.db.prisma, "DELIVERY");
    const address = {
      postal_code: area.postalCodes[0],
      prefecture_id: 34,
      address1: `${area.towns[0]}1-2-3`,
    };
    const small: Line[] = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const base = {
      idempotency_key: crypto.randomUUID(),
      provision_method: "delivery",
      receiving_time: dslot.startsAt.toISOString(),
      payment_method: "at_shop",
      last_name: "広島",
      first_name: "一郎",
      last_name_kana: "ヒロシマ",
      first_name_kana: "イチロウ",
      email: "ichiro@example.jp",
      tel: "08011112222",
      ...address,
      agreement: true,
    };
    const toDetails = (lines: Line[]) =>
      lines.map((l) => ({
        product_id: l.productId,
        product_option_id: l.productOptionId,
        topping_option_ids: l.toppingOptionIds,
        quantity: l.quantity,
      }));
    const tooLittle = await rest(app.url, "POST", "/orders", {
      order: {
        ...base,
        order_details: toDetails(small),
        total_price: await totalOf(app.db.prisma, small, area.fee),
      },
    });
    expect(tooLittle.status).toBe(422);
    expect(tooLittle.body.errors[0]).toMatch(
      new RegExp(`${area.name}への配達は.+以上のご注文で承ります。あと.+円分ご注文ください`),
    );

    const enough: Line[] = [{ ...small[0]!, productOptionId: demo.bigOption.id, quantity: 4 }];
    const total = await totalOf(app.db.prisma, enough, area.fee);
    const ok = await rest(app.url, "POST", "/orders", {
      order: { ...base, order_details: toDetails(enough), total_price: total },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.order).toMatchObject({
      provision_method: "delivery",
      shipping_price: withTax(area.fee, 10),
      subtotal_price: total - withTax(area.fee, 10),
      total_price: total,
      status: "RECEIVED",
    });
    expect(ok.body.order.taxes[0]).toEqual({
      rate: 10,
      amount: withTax(area.fee, 10),
      tax: Math.floor((withTax(area.fee, 10) * 10) / 110),
    });
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { code: ok.body.order.code } });
    expect(stored.deliveryAreaId).toBe(area.id);

    const outside = await rest(app.url, "POST", "/orders", {
      order: {
        ...base,
        idempotency_key: crypto.randomUUID(),
        postal_code: "1000001",
        prefecture_id: 13, // a Tokyo address that agrees with itself (issue 26): outside every area
        address1: "千代田区千代田1-1",
        order_details: toDetails(enough),
        total_price: total,
      },
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors[0]).toMatch(/配達エリア外/);
  });

  it("is a qualified simplified invoice: ※ on reduced-rate items, the registration number as placed, the receipt's addressee", async () => {
    await app.db.prisma.shopSetting.upsert({
      where: { id: 1 },
      create: { id: 1, invoiceRegistrationNumber: "T1234567890123" },
      update: { invoiceRegistrationNumber: "T1234567890123" },
    });
    invalidateCatalog(app.db.prisma);
    const items: Line[] = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 2 },
    ];
    const total = await totalOf(app.db.prisma, items);
    const since = smtp.mails.length;
    const { data } = await place({
      ...orderInput(slot, items, total),
      email: "invoice@example.jp",
      isReceipt: true,
      receiptName: "株式会社からあげ商事",
    });
    const code = data?.placeOrder.data.order.code;
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { code } });
    expect(stored).toMatchObject({
      invoiceRegistrationNumber: "T1234567890123",
      receiptName: "株式会社からあげ商事",
    });
    // A later change of the number does not rewrite the order's.
    await app.db.prisma.shopSetting.update({
      where: { id: 1 },
      data: { invoiceRegistrationNumber: "T9999999999999" },
    });
    invalidateCatalog(app.db.prisma);
    const read = await gql(
      app.url,
      `query($code: String!) { order(code: $code) { invoiceRegistrationNumber receiptName items { isReducedRate } } }`,
      { code },
      await adminHeaders(app.url),
    );
    expect(read.data?.order).toMatchObject({
      invoiceRegistrationNumber: "T1234567890123",
      receiptName: "株式会社からあげ商事",
      items: [{ isReducedRate: true }],
    });
    const mail = await smtp.waitFor("invoice@example.jp", since);
    expect(mail.text).toContain(`${demo.product.name}（${demo.option.name}）※`);
    expect(mail.text).toContain("※は軽減税率対象");
    expect(mail.text).toContain("登録番号 T1234567890123");
  });
});
