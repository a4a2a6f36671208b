import { describe, expect, it } from "vitest";
import { fitWithin } from "./shrink-image";

describe("fitWithin", () => {
  it("scales the longest side down to the limit and keeps the proportions", () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 6000, 1600)).toEqual({ width: 800, height: 1600 });
  });

  it("never enlarges a small photo", () => {
    expect(fitWithin(640, 480, 1600)).toEqual({ width: 640, height: 480 });
  });
});
