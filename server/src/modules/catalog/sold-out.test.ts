import { describe, expect, it } from "vitest";
import { isSoldOut, soldOutColumns, soldOutState, withSoldOut } from "./sold-out.js";

// 2026-11-23 23:59 and 2026-11-24 00:00 in Tokyo (UTC+9).
const lastMinute = new Date("2026-11-23T14:59:00Z");
const midnight = new Date("2026-11-23T15:00:00Z");
const morning = new Date("2026-11-22T23:30:00Z"); // 2026-11-23 08:30 Tokyo

describe("sold out for today", () => {
  it("is sold out for the rest of the Tokyo day it was marked on", () => {
    const mark = soldOutColumns("TODAY", morning);
    expect(mark.soldOutOn?.toISOString().slice(0, 10)).toBe("2026-11-23");
    expect(soldOutState(mark, morning)).toBe("TODAY");
    expect(isSoldOut(mark, lastMinute)).toBe(true);
  });

  it("is available again from Tokyo midnight, when the next business day starts", () => {
    const mark = soldOutColumns("TODAY", morning);
    expect(isSoldOut(mark, midnight)).toBe(false);
    expect(soldOutState(mark, midnight)).toBe("AVAILABLE");
  });

  it("counts a mark made just after UTC midnight as the Tokyo day, not the UTC day", () => {
    // 2026-11-24 00:30 UTC is 09:30 Tokyo on the 24th.
    const mark = soldOutColumns("TODAY", new Date("2026-11-24T00:30:00Z"));
    expect(mark.soldOutOn?.toISOString().slice(0, 10)).toBe("2026-11-24");
    expect(isSoldOut(mark, midnight)).toBe(true);
  });
});

describe("sold out until further notice", () => {
  it("stays sold out across the day boundary until cleared", () => {
    const mark = soldOutColumns("UNTIL_FURTHER_NOTICE", morning);
    expect(isSoldOut(mark, midnight)).toBe(true);
    expect(isSoldOut(mark, new Date("2027-01-01T00:00:00Z"))).toBe(true);
    expect(isSoldOut(soldOutColumns("AVAILABLE", midnight), midnight)).toBe(false);
  });
});

describe("rows for pricing", () => {
  it("carry soldOut on the product and on each option", () => {
    const row = withSoldOut(
      {
        id: 1,
        soldOutOn: null,
        soldOutIndefinitely: false,
        options: [
          { id: 10, ...soldOutColumns("TODAY", morning) },
          { id: 11, soldOutOn: null, soldOutIndefinitely: false },
        ],
      },
      lastMinute,
    );
    expect(row.soldOut).toBe(false);
    expect(row.options.map((o) => [o.id, o.soldOut])).toEqual([
      [10, true],
      [11, false],
    ]);
  });
});
