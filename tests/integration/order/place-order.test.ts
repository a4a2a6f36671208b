// placeOrder through GraphQL and POST /api/orders on the seeded demo shop: prices from our rows,
// tampered totals, foreign options and toppings, slots, the confirmation mail, validation messages.
// Delivery and the simplified invoice: place-order-delivery.test.ts.

import { describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { withTax } from "../../../shared/pricing.js";
import { rest } from "../../support/http.js";
import { type Line, orderInput, totalOf } from "./helpers.js";
import { app, demo, orderCount, place, slot, smtp, withPlaceOrderApp } from "./place-order-setup.js";

withPlaceOrderApp();

describe("placeOrder", () => {
  it("prices the order from the shop's rows, answers RECEIVED for pay-at-shop and mails the confirmation", async () => {
    const items: Line[] = [
      {
        productId: demo.product.id,
        productOptionId: demo.bigOption.id,
        toppingOptionIds: [demo.toppingOption.id],
        quantity: 3,
      },
    ];
    const total = await totalOf(app.db.prisma, items);
    const since = smtp.mails.length;
    const { data } = await place({ ...orderInput(slot, items, total), email: "taro@example.jp" });
    const placed = data?.placeOrder;
    expect(placed.__typename, JSON.stringify(placed)).toBe("MutationPlaceOrderSuccess");
    const order = placed.data.order;
    expect(order).toMatchObject({ status: "RECEIVED", total, shippingFee: 0 });
    expect(order.code).toMatch(/^[ACDEFGHJKLMNPQRTUVWXY3479]{6}$/);
    expect(order.items[0]).toMatchObject({
      productName: demo.product.name,
      optionName: demo.bigOption.name,
      quantity: 3,
      lineTotal: (demo.bigOption.price + demo.toppingOption.price) * 3,
      unitAmount: withTax(demo.bigOption.price, 8) + withTax(demo.toppingOption.price, 8),
      amount: total,
      toppings: [
        {
          toppingName: demo.topping.name,
          optionName: demo.toppingOption.name,
          price: demo.toppingOption.price,
          priceWithTax: withTax(demo.toppingOption.price, 8),
        },
      ],
    });
    // The tax is the tax contained in the 8 % total, rounded down once.
    const tax = Math.floor((total * 8) / 108);
    expect(order.taxes).toEqual([{ rate: 8, amount: total, tax }]);
    expect(order).toMatchObject({ itemsTotal: total, deliveryFee: 0, taxTotal: tax });
    expect(placed.data.paymentUrl).toBeNull();

    const mail = await smtp.waitFor("taro@example.jp", since);
    expect(mail.subject).toContain(order.code);
    expect(mail.text).toContain(`合計 ${total.toLocaleString("ja-JP")}円（税込）`);
    expect(mail.text).toContain(
      `8%対象 ${total.toLocaleString("ja-JP")}円（内消費税 ${tax.toLocaleString("ja-JP")}円）`,
    );
    expect(mail.text).toContain(`${demo.topping.name}（${demo.toppingOption.name}）`);
    expect(mail.text).toMatch(/\d+月\d+日\([日月火水木金土]\) \d{2}:\d{2}/);
    expect(mail.text).toContain(
      `http://shop.test/cart/arrive/${order.code}?secret=${encodeURIComponent(placed.data.arrivalSecret)}`,
    );
  });

  it("only compares the client's total: a tampered total answers the new total and writes nothing", async () => {
    const items: Line[] = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(app.db.prisma, items);
    const before = await orderCount();
    const usage = await app.db.prisma.slotUsage.findMany();
    const { data } = await place(orderInput(slot, items, 1));
    // A typed answer carrying the server's quote: the client reads numbers, never the message.
    expect(data?.placeOrder.__typename).toBe("PriceChangedError");
    expect(data?.placeOrder.quote).toMatchObject({ total, itemsTotal: total, lines: [{ amount: total }] });
    // Prices sent with the lines (as a tampered client might) are ignored: only the total is compared.
    const tampered = await rest(app.url, "POST", "/orders", {
      order: {
        ...orderInput(slot, [], 1),
        order_details: [
          {
            product_id: demo.product.id,
            product_option_id: demo.option.id,
            quantity: 1,
            price: 1,
            unit_price: 1,
          },
        ],
        total_price: 1,
      },
    });
    expect(tampered.status).toBe(422);
    expect(tampered.body.errors).toEqual([
      `お支払い金額が変更されました（新しい合計 ${total.toLocaleString("ja-JP")}円）。内容をご確認のうえ、もう一度ご注文ください`,
    ]);
    expect(tampered.body.quote).toMatchObject({ total_price: total, subtotal_price: total, orderable: true });
    expect(await orderCount()).toBe(before);
    expect(await app.db.prisma.slotUsage.findMany()).toEqual(usage);
  });

  it("rejects an option or a topping that does not belong to the product", async () => {
    const other = await app.db.prisma.productOption.findFirstOrThrow({
      where: { productId: { not: demo.product.id } },
    });
    const foreignTopping = await app.db.prisma.toppingOption.findFirst({
      where: { topping: { products: { none: { productId: demo.product.id } } } },
    });
    const before = await orderCount();
    const wrongOption = await place(
      orderInput(
        slot,
        [{ productId: demo.product.id, productOptionId: other.id, toppingOptionIds: [], quantity: 1 }],
        0,
      ),
    );
    expect(wrongOption.data?.placeOrder.message).toMatch(
      /「.+」の選択されたオプションは現在ご注文いただけません/,
    );
    const noOption = await place(
      orderInput(
        slot,
        [{ productId: demo.product.id, productOptionId: null, toppingOptionIds: [], quantity: 1 }],
        0,
      ),
    );
    expect(noOption.data?.placeOrder.message).toMatch(/オプションを選択してください/);
    if (foreignTopping) {
      const wrongTopping = await place(
        orderInput(
          slot,
          [
            {
              productId: demo.product.id,
              productOptionId: demo.option.id,
              toppingOptionIds: [foreignTopping.id],
              quantity: 1,
            },
          ],
          0,
        ),
      );
      expect(wrongTopping.data?.placeOrder.message).toMatch(/追加できません/);
    }
    const tooMany = await place(
      orderInput(
        slot,
        [
          {
            productId: demo.product.id,
            productOptionId: demo.option.id,
            toppingOptionIds: [],
            quantity: 100,
          },
        ],
        0,
      ),
    );
    expect(tooMany.data?.placeOrder.__typename).toBe("ValidationError");
    expect(await orderCount()).toBe(before);
  });

  it("refuses a slot that is not offered (closed day or not a slot start)", async () => {
    const items: Line[] = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(app.db.prisma, items);
    const offGrid = new Date(slot.startsAt.getTime() + 7 * 60_000);
    const { data } = await place({ ...orderInput(slot, items, total), slotStartsAt: offGrid.toISOString() });
    expect(data?.placeOrder.message).toMatch(/受け取り日時はご指定いただけません/);
    const past = await place({
      ...orderInput(slot, items, total),
      slotStartsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(past.data?.placeOrder.message).toMatch(/受け取り日時はご指定いただけません/);
  });

  it("refuses every slot while the shop has paused online orders", async () => {
    const items: Line[] = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(app.db.prisma, items);
    const before = await orderCount();
    await app.db.prisma.provisionSetting.update({
      where: { method: "TAKEOUT" },
      data: { isAccepting: false },
    });
    invalidateCatalog(app.db.prisma);
    try {
      const { data } = await place(orderInput(slot, items, total));
      expect(data?.placeOrder.message).toMatch(/受け取り日時はご指定いただけません/);
    } finally {
      await app.db.prisma.provisionSetting.update({
        where: { method: "TAKEOUT" },
        data: { isAccepting: true },
      });
      invalidateCatalog(app.db.prisma);
    }
    expect(await orderCount()).toBe(before);
  });

  it("answers the shared validation messages for bad customer fields", async () => {
    const res = await rest(app.url, "POST", "/orders", {
      order: { ...orderInput(slot, [], 0), tel: "0312345678", agreement: false },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        "正しい携帯電話番号を入力してください",
        "利用規約に同意してください",
        "カートに商品がありません",
      ]),
    );
  });
});
