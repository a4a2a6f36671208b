import { VALIDATION_MESSAGES } from "@shared/validation";
import { describe, expect, it } from "vitest";
import { outcomeOf, postalCodeProblem } from "./postal-lookup";

describe("the postal code lookup", () => {
  it("asks for a code, then for 7 half-width digits", () => {
    expect(postalCodeProblem("")).toBe(VALIDATION_MESSAGES.postalCodeRequired);
    expect(postalCodeProblem("730-0035")).toBe(VALIDATION_MESSAGES.postalCodeFormat);
    expect(postalCodeProblem("７３０００３５")).toBe(VALIDATION_MESSAGES.postalCodeFormat);
    expect(postalCodeProblem("7300035")).toBeNull();
  });

  it("fills the prefecture id and the address from the first result", () => {
    const outcome = outcomeOf({
      status: 200,
      message: null,
      results: [
        { zipcode: "7300035", prefcode: "34", address1: "広島県", address2: "広島市中区", address3: "本通" },
        { zipcode: "7300035", prefcode: "34", address1: "広島県", address2: "広島市中区", address3: "別" },
      ],
    });
    expect(outcome).toEqual({ ok: true, prefectureId: "34", address1: "広島市中区本通" });
  });

  it("says the address was not found when there is no result", () => {
    expect(outcomeOf({ status: 200, message: null, results: null })).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.addressNotFound,
    });
  });
});
