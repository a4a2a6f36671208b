import { describe, expect, it } from "vitest";
import { ValidationError } from "../../errors.js";
import {
  type CatalogProduct,
  containedTaxLines,
  orderableLines,
  type PricingItem,
  type PricingRules,
  quoteOrder,
} from "./pricing.js";

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

/** A quote that must be orderable, as placeOrder requires. */
const priceOrder = (items: PricingItem[], products: typeof catalog, rules: PricingRules) => {
  const quote = quoteOrder(items, products, rules);
  orderableLines(quote);
  return quote;
};

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
  it("prices a line as the shown unit price (option and each topping tax-inclusive) times the quantity", () => {
    const quote = priceOrder([line(1, 11, 3, [201])], catalog, takeout);
    expect(quote.lines[0]?.priced).toMatchObject({
      unitPrice: 500,
      toppingsPrice: 99,
      quantity: 3,
      lineTotal: 1797,
      taxRate: 8,
      unitAmount: 540 + 106,
      amount: (540 + 106) * 3,
    });
    expect(quote.lines[0]?.priced?.toppings).toEqual([
      { toppingOptionId: 201, toppingName: "甘酢タレ", optionName: "小", price: 99, priceWithTax: 106 },
    ]);
    expect(quote.itemsTotal).toBe(1938);
    expect(quote.total).toBe(1938);
  });

  it("charges exactly the sum of the amounts shown, whatever the rounding of each price", () => {
    // Prices whose 8 % is not whole: 630 × 2 must be 1,260 and 1,180 × 4 must be 4,720, not a yen more.
    const shop = new Map([
      [1, product({ id: 1, price: 361 })], // 389.88 shown as 389
      [2, product({ id: 2, price: 584 })], // 630.72 shown as 630
      [3, product({ id: 3, price: 1093 })], // 1,180.44 shown as 1,180
    ]);
    const a = quoteOrder([line(2, null, 2)], shop, takeout);
    expect(a.lines[0]?.priced?.unitAmount).toBe(630);
    expect(a.total).toBe(1260);
    const b = quoteOrder([line(3, null, 4)], shop, takeout);
    expect(b.total).toBe(4720);
    const c = quoteOrder([line(1, null, 2)], shop, takeout);
    expect(c.total).toBe(2 * c.lines[0]!.priced!.unitAmount);
  });

  it("shows tax per rate as the tax contained in that rate's total, rounded down once", () => {
    // Two lines of 172 (108 + 64): 344 at 8 % contains 25.48 yen of tax.
    const quote = priceOrder([line(6, null, 1, [221]), line(6, null, 1, [221])], catalog, takeout);
    expect(quote.taxes).toEqual([{ rate: 8, amount: 344, tax: 25 }]);
    expect(quote.total).toBe(344);
  });

  it("keeps separate totals per tax rate, standard before reduced", () => {
    const quote = priceOrder([line(1, 12), line(2, null, 2)], catalog, takeout);
    expect(quote.taxes).toEqual([
      { rate: 10, amount: 330, tax: 30 },
      { rate: 8, amount: 1069, tax: 79 },
    ]);
    expect(quote.taxTotal).toBe(109);
    expect(quote.total).toBe(1069 + 330);
  });

  it("adds the delivery fee as shown at the standard rate and checks the minimum on the items as shown", () => {
    const quote = priceOrder([line(1, 12, 2)], catalog, delivery);
    expect(quote.itemsTotal).toBe(2138);
    expect(quote.deliveryFee).toBe(330);
    expect(quote.taxes).toEqual([
      { rate: 10, amount: 330, tax: 30 },
      { rate: 8, amount: 2138, tax: 158 },
    ]);
    expect(quote.total).toBe(2138 + 330);
    expect(quote.deliveryArea?.id).toBe(7);
    expect(messageOf(() => priceOrder([line(1, 12)], catalog, delivery))).toBe(
      "広島市中区への配達は1,500円（税込）以上のご注文で承ります。あと431円分ご注文ください",
    );
    expect(
      messageOf(() => priceOrder([line(1, 12, 2)], catalog, { ...delivery, deliveryArea: null })),
    ).toMatch(/配達エリア外/);
  });

  it("charges no fee and checks no minimum while the delivery address is not known", () => {
    const quote = quoteOrder([line(1, 12)], catalog, { ...delivery, deliveryArea: undefined });
    expect(quote.deliveryFee).toBe(0);
    expect(quote.problems).toEqual([]);
    // With the smallest minimum of any area, the cart can warn before the address is entered.
    const early = quoteOrder([line(1, 12)], catalog, {
      ...delivery,
      deliveryArea: undefined,
      lowestMinimum: 1500,
    });
    expect(early.problems.map((p) => p.message)).toEqual([
      "デリバリーは1,500円（税込）以上のご注文で承ります。あと431円分ご注文ください",
    ]);
  });

  it("requires an option of the product itself when the product has options", () => {
    expect(messageOf(() => priceOrder([line(1, null)], catalog, takeout))).toBe(
      "「からあげ」のオプションを選択してください",
    );
    expect(messageOf(() => priceOrder([line(1, 99)], catalog, takeout))).toBe(
      "「からあげ」の選択されたオプションは現在ご注文いただけません",
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
      "「冬限定」は11月23日にはご提供できません。日付を変更してください",
    );
    expect(priceOrder([line(4, null)], catalog, { ...takeout, slotDate: "2026-12-25" }).total).toBe(108);
    expect(messageOf(() => priceOrder([line(2, null, 100)], catalog, takeout))).toMatch(/1〜99/);
    expect(messageOf(() => priceOrder([line(2, null, 0)], catalog, takeout))).toMatch(/1〜99/);
    expect(messageOf(() => priceOrder([], catalog, takeout))).toMatch(/カートに商品がありません/);
  });

  it("reports what blocks the order per line instead of throwing, and prices what it can", () => {
    const quote = quoteOrder([line(1, 11), line(404, null), line(3, null, 2), line(1, 99)], catalog, {
      ...delivery,
      deliveryArea: undefined,
    });
    expect(quote.lines.map((l) => l.priced?.amount ?? null)).toEqual([540, null, 216, null]);
    expect(quote.itemsTotal).toBe(540 + 216);
    expect(quote.problems.map((p) => [p.code, p.lineIndex])).toEqual([
      ["UNAVAILABLE", 1],
      ["NOT_FOR_METHOD", 2],
      ["OPTION_INVALID", 3],
    ]);
  });

  it("keeps a sold-out product or option on the quote, priced, and refuses to order it", () => {
    const soldOut = new Map(catalog);
    soldOut.set(2, { ...cola, soldOut: true });
    soldOut.set(1, { ...set, options: [set.options[0]!, { ...set.options[1]!, soldOut: true }] });
    const quote = quoteOrder([line(2, null), line(1, 12), line(1, 11)], soldOut, takeout);
    expect(quote.problems.map((p) => [p.code, p.lineIndex, p.message])).toEqual([
      ["SOLD_OUT", 0, "「コーラ」は本日品切れです"],
      ["SOLD_OUT", 1, "「からあげ」（10個）は本日品切れです"],
    ]);
    expect(quote.lines[0]?.priced?.amount).toBe(165);
    expect(messageOf(() => orderableLines(quote))).toBe("「コーラ」は本日品切れです");
  });
});

describe("toppings", () => {
  it("are food: shown and taxed at the reduced rate even on a standard-rate product", () => {
    const drinks = new Map([[7, product({ id: 7, taxKind: "STANDARD", toppings: [{ topping: sauce }] })]]);
    const quote = priceOrder([line(7, null, 2, [201])], drinks, takeout);
    expect(quote.lines[0]?.priced).toMatchObject({ taxRate: 10, unitAmount: 110 + 106, amount: 432 });
    expect(quote.taxes).toEqual([
      { rate: 10, amount: 220, tax: 20 },
      { rate: 8, amount: 212, tax: 15 },
    ]);
    expect(quote.total).toBe(432);
  });
});

describe("containedTaxLines", () => {
  it("rounds the contained tax down once per rate and lists the standard rate first", () => {
    expect(
      containedTaxLines([
        { rate: 8, amount: 1080 },
        { rate: 10, amount: 110 },
        { rate: 8, amount: 1 },
        { rate: 10, amount: 0 },
      ]),
    ).toEqual([
      { rate: 10, amount: 110, tax: 10 },
      { rate: 8, amount: 1081, tax: 80 },
    ]);
  });
});
