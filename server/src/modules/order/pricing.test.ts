import { describe, expect, it } from "vitest";
import { ValidationError } from "../../errors.js";
import { type CatalogProduct, type PricingRules, priceOrder } from "./pricing.js";

const rates = { REDUCED: 8, STANDARD: 10 };
const sauce = {
  id: 20,
  name: "甘酢タレ",
  isPublic: true,
  options: [
    { id: 201, name: "小", price: 99 },
    { id: 202, name: "大", price: 150 },
  ],
};
const secret = { id: 21, name: "非公開", isPublic: false, options: [{ id: 211, name: "並", price: 50 }] };
const other = { id: 22, name: "ゆず塩", isPublic: true, options: [{ id: 221, name: "並", price: 60 }] };

const product = (over: Partial<CatalogProduct> & { id: number }): CatalogProduct => ({
  name: `商品${over.id}`,
  price: 100,
  taxKind: "REDUCED",
  isPublic: true,
  isTakeout: true,
  isDelivery: true,
  provision: null,
  options: [],
  toppings: [],
  ...over,
});

const set = product({
  id: 1,
  name: "からあげ",
  price: 0,
  options: [
    { id: 11, name: "5個", price: 500 },
    { id: 12, name: "10個", price: 990 },
  ],
  toppings: [{ topping: sauce }, { topping: secret }],
});
const cola = product({ id: 2, name: "コーラ", price: 150, taxKind: "STANDARD" });
const takeoutOnly = product({ id: 3, name: "店頭限定", isDelivery: false });
const winter = product({
  id: 4,
  name: "冬限定",
  provision: { startOn: new Date("2026-12-01"), endOn: new Date("2026-12-25") },
});
const hidden = product({ id: 5, isPublic: false });
const catalog = new Map(
  [set, cola, takeoutOnly, winter, hidden, product({ id: 6, toppings: [{ topping: other }] })].map((p) => [
    p.id,
    p,
  ]),
);

const takeout: PricingRules = { method: "TAKEOUT", slotDate: "2026-11-23", rates };
const area = { id: 7, name: "広島市中区", fee: 300, minimumOrder: 1500 };
const delivery: PricingRules = { method: "DELIVERY", slotDate: "2026-11-23", rates, deliveryArea: area };

const line = (
  productId: number,
  productOptionId: number | null,
  quantity = 1,
  toppingOptionIds: number[] = [],
) => ({
  productId,
  productOptionId,
  quantity,
  toppingOptionIds,
});

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as Error).message;
  }
  throw new Error("expected a ValidationError");
};

describe("pricing", () => {
  it("prices each line from the option and topping prices times the quantity", () => {
    const priced = priceOrder([line(1, 11, 3, [201])], catalog, takeout);
    expect(priced.lines[0]).toMatchObject({
      unitPrice: 500,
      toppingsPrice: 99,
      quantity: 3,
      lineTotal: 1797,
      taxRate: 8,
    });
    expect(priced.lines[0]?.toppings).toEqual([
      { toppingOptionId: 201, toppingName: "甘酢タレ", optionName: "小", price: 99 },
    ]);
    expect(priced.subtotal).toBe(1797);
  });

  it("rounds tax once per rate on the sum, not per line (Japan's invoice rule)", () => {
    // 99 × 1.08 = 106.92 per topping-only line; per-line floors would give 106 + 106.
    const priced = priceOrder([line(6, null, 1, [221]), line(6, null, 1, [221])], catalog, takeout);
    // each line 160, sum 320, tax floor(25.6) = 25
    expect(priced.taxes).toEqual([{ rate: 8, taxable: 320, tax: 25 }]);
    expect(priced.total).toBe(345);
  });

  it("keeps separate totals per tax rate, standard before reduced", () => {
    const priced = priceOrder([line(1, 12), line(2, null, 2)], catalog, takeout);
    expect(priced.taxes).toEqual([
      { rate: 10, taxable: 300, tax: 30 },
      { rate: 8, taxable: 990, tax: 79 },
    ]);
    expect(priced.taxTotal).toBe(109);
    expect(priced.total).toBe(990 + 300 + 109);
  });

  it("adds the delivery fee at the standard rate and checks the minimum on the tax-inclusive items", () => {
    const priced = priceOrder([line(1, 12, 2)], catalog, delivery);
    expect(priced.itemsTotalWithTax).toBe(2138);
    expect(priced.shippingFee).toBe(300);
    expect(priced.taxes).toEqual([
      { rate: 10, taxable: 300, tax: 30 },
      { rate: 8, taxable: 1980, tax: 158 },
    ]);
    expect(priced.total).toBe(1980 + 300 + 188);
    expect(priced.deliveryAreaId).toBe(7);
    expect(messageOf(() => priceOrder([line(1, 12)], catalog, delivery))).toBe(
      "広島市中区への配達は1,500円（税込）以上のご注文で承ります。あと431円分ご注文ください",
    );
    expect(
      messageOf(() => priceOrder([line(1, 12, 2)], catalog, { ...delivery, deliveryArea: null })),
    ).toMatch(/配達エリア外/);
  });

  it("requires an option of the product itself when the product has options", () => {
    expect(messageOf(() => priceOrder([line(1, null)], catalog, takeout))).toBe(
      "「からあげ」のオプションを選択してください",
    );
    expect(messageOf(() => priceOrder([line(1, 99)], catalog, takeout))).toMatch(
      /オプションは「からあげ」のものではありません/,
    );
    expect(messageOf(() => priceOrder([line(2, 11)], catalog, takeout))).toMatch(/オプションがありません/);
  });

  it("accepts only public toppings linked to the product, one option per topping", () => {
    expect(messageOf(() => priceOrder([line(1, 11, 1, [221])], catalog, takeout))).toMatch(/追加できません/);
    expect(messageOf(() => priceOrder([line(1, 11, 1, [211])], catalog, takeout))).toMatch(/追加できません/);
    expect(messageOf(() => priceOrder([line(1, 11, 1, [201, 202])], catalog, takeout))).toMatch(/1つだけ/);
  });

  it("refuses hidden, unknown, wrong-method and out-of-season products and bad quantities", () => {
    expect(messageOf(() => priceOrder([line(5, null)], catalog, takeout))).toMatch(
      /現在ご注文いただけません/,
    );
    expect(messageOf(() => priceOrder([line(404, null)], catalog, takeout))).toMatch(
      /現在ご注文いただけません/,
    );
    expect(messageOf(() => priceOrder([line(3, null, 20)], catalog, delivery))).toMatch(
      /デリバリーではご注文いただけません/,
    );
    expect(messageOf(() => priceOrder([line(4, null)], catalog, takeout))).toBe(
      "「冬限定」は11月23日にはご提供できません。受け取り日を変更してください",
    );
    expect(priceOrder([line(4, null)], catalog, { ...takeout, slotDate: "2026-12-25" }).total).toBe(108);
    expect(messageOf(() => priceOrder([line(2, null, 100)], catalog, takeout))).toMatch(/1〜99/);
    expect(messageOf(() => priceOrder([line(2, null, 0)], catalog, takeout))).toMatch(/1〜99/);
    expect(messageOf(() => priceOrder([], catalog, takeout))).toMatch(/カートに商品がありません/);
  });
});
