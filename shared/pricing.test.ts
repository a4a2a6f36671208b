import { describe, expect, it } from "vitest";
import {
  formatTaxIncluded,
  formatYen,
  listCountText,
  taxExclusiveFor,
  taxMultiplier,
  withTax,
} from "./pricing";

describe("withTax", () => {
  it("adds the reduced 8% rate to a round price", () => {
    expect(withTax(450, 8)).toBe(486);
    expect(withTax(1000, 8)).toBe(1080);
  });

  it("rounds fractions of a yen down", () => {
    expect(withTax(99, 8)).toBe(106); // 106.92
    expect(withTax(1, 10)).toBe(1); // 1.1
    expect(withTax(333, 10)).toBe(366); // 366.3
  });

  it("avoids floating point error where price * 1.08 would overshoot", () => {
    // 100 * 1.08 === 108.00000000000001 in floating point; integer math gives exactly 108.
    expect(withTax(100, 8)).toBe(108);
    expect(withTax(25, 8)).toBe(27);
  });

  it("leaves zero and a zero rate untouched", () => {
    expect(withTax(0, 8)).toBe(0);
    expect(withTax(480, 0)).toBe(480);
  });
});

describe("taxMultiplier", () => {
  it("is rate / 100 + 1", () => {
    expect(taxMultiplier(8)).toBe(1.08);
    expect(taxMultiplier(10)).toBe(1.1);
    expect(taxMultiplier(0)).toBe(1);
  });
});

describe("formatYen", () => {
  it("groups thousands and appends 円", () => {
    expect(formatYen(1080)).toBe("1,080円");
    expect(formatYen(486)).toBe("486円");
    expect(formatYen(0)).toBe("0円");
    expect(formatYen(1234567)).toBe("1,234,567円");
  });

  it("prints what Intl.NumberFormat(ja-JP) prints for whole yen, refunds and fractions included", () => {
    const intl = new Intl.NumberFormat("ja-JP", { maximumFractionDigits: 0 });
    for (const amount of [0, 5, 999, 1000, 9999, 10000, 123456, 1000000, -1, -1080, -1234567, 12.4, 1080.5]) {
      expect(formatYen(amount)).toBe(`${intl.format(amount)}円`);
    }
  });

  it("marks tax-inclusive prices the shop's way", () => {
    expect(formatTaxIncluded(486)).toBe("486円（税込）");
  });
});

describe("listCountText", () => {
  it("shows the range of the current page and the total", () => {
    expect(listCountText({ page: 1, perPage: 20, total: 57 })).toBe("1-20件表示 / 全57件");
    expect(listCountText({ page: 2, perPage: 20, total: 57 })).toBe("21-40件表示 / 全57件");
  });

  it("stops the range at the total on the last page", () => {
    expect(listCountText({ page: 3, perPage: 20, total: 57 })).toBe("41-57件表示 / 全57件");
    expect(listCountText({ page: 1, perPage: 20, total: 1 })).toBe("1-1件表示 / 全1件");
  });

  it("reads 0-0 for an empty list", () => {
    expect(listCountText({ page: 1, perPage: 20, total: 0 })).toBe("0-0件表示 / 全0件");
  });
});

describe("taxExclusiveFor", () => {
  it("finds the tax-exclusive price whose shown price is exactly the one entered", () => {
    for (const rate of [8, 10]) {
      for (let shown = 0; shown <= 3000; shown += 1) {
        const answer = taxExclusiveFor(shown, rate);
        if ("price" in answer) expect(withTax(answer.price, rate)).toBe(shown);
        // Every price that some stored price shows is found.
        expect("price" in taxExclusiveFor(withTax(shown, rate), rate)).toBe(true);
      }
    }
    expect(taxExclusiveFor(540, 8)).toEqual({ price: 500 });
    expect(taxExclusiveFor(650, 8)).toEqual({ price: 602 });
    expect(taxExclusiveFor(330, 10)).toEqual({ price: 300 });
  });

  it("names the nearest shown prices when the one entered can never be shown", () => {
    expect(taxExclusiveFor(13, 8)).toEqual({ nearest: [12, 14] });
    const [below, above] = (taxExclusiveFor(13, 8) as { nearest: [number, number] }).nearest;
    expect("price" in taxExclusiveFor(below, 8) && "price" in taxExclusiveFor(above, 8)).toBe(true);
  });
});
