// The confirmation mail as the customer reads it (issue 26, point 10).
import { describe, expect, it } from "vitest";
import { type MailOrder, orderConfirmationMail } from "./order-mail.js";

const order = (extra: Partial<MailOrder> = {}) =>
  ({
    code: "ABC123",
    email: "hanako@example.jp",
    lastName: "広島",
    firstName: "花子",
    method: "TAKEOUT",
    paymentMethod: "AT_SHOP",
    slotStartsAt: new Date("2026-11-26T03:00:00Z"),
    slotEndsAt: new Date("2026-11-26T03:15:00Z"),
    useCar: false,
    isReceipt: false,
    receiptName: null,
    itemsTotal: 1760,
    deliveryFee: 0,
    total: 1760,
    taxes: [{ rate: 8, amount: 1760, tax: 130 }],
    invoiceRegistrationNumber: null,
    items: [
      {
        productName: "からあげ弁当",
        optionName: "並",
        taxRate: 8,
        unitAmount: 880,
        quantity: 2,
        amount: 1760,
        toppings: [{ toppingName: "チーズ", optionName: "1枚", priceWithTax: 100 }],
      },
    ],
    ...extra,
  }) as unknown as MailOrder;

const textOf = (o: MailOrder) => orderConfirmationMail(o, "http://shop.test/a", "http://shop.test/s", 8).text;

describe("the confirmation mail", () => {
  it("asks a pay-at-shop pickup to pay 「店頭で」", () => {
    expect(textOf(order())).toContain("店頭でお支払いください");
    expect(textOf(order({ method: "DELIVERY" }))).toContain("お届け時にお支払いください");
  });

  it("lists toppings under their item, inside the unit price, never as extra money", () => {
    const text = textOf(order());
    expect(text).toContain(
      "・からあげ弁当（並）※\n　トッピング: チーズ（1枚）\n　880円（トッピング込み） × 2　1,760円",
    );
    expect(text).not.toMatch(/\+ チーズ|チーズ（1枚） 100円/);
  });

  it("separates the building from the street address", () => {
    const text = textOf(
      order({
        method: "DELIVERY",
        postalCode: "7300011",
        prefectureId: 34,
        address1: "広島市中区基町6-78",
        address2: "紙屋町ハイツ101",
      }),
    );
    expect(text).toContain("お届け先: 〒730-0011 広島県広島市中区基町6-78 紙屋町ハイツ101");
  });

  it("names the 領収書's addressee when a receipt was asked for", () => {
    expect(textOf(order({ isReceipt: true, receiptName: "株式会社もみじ" }))).toContain(
      "領収書の宛名: 株式会社もみじ",
    );
    expect(textOf(order())).not.toContain("領収書");
  });
});
