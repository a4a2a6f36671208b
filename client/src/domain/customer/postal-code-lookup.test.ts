import { VALIDATION_MESSAGES } from "@shared/validation";
import { describe, expect, it } from "vitest";
import { firstAddress, postalCodeProblem } from "./postal-code-lookup";

describe("the postal code lookup", () => {
  it("asks for a code, then for half-width digits only, then for 7 of them", () => {
    expect(postalCodeProblem("")).toBe(VALIDATION_MESSAGES.postalCodeRequired);
    expect(postalCodeProblem("730-0035")).toBe(VALIDATION_MESSAGES.digitsOnly);
    expect(postalCodeProblem("７３０００３５")).toBe(VALIDATION_MESSAGES.digitsOnly);
    expect(postalCodeProblem("730003")).toBe(VALIDATION_MESSAGES.postalCodeFormat);
    expect(postalCodeProblem(" 7300035 ")).toBeNull();
  });

  it("fills the prefecture id and the address from the first result", () => {
    const found = firstAddress([
      { prefectureId: 34, address2: "広島市中区", address3: "本通" },
      { prefectureId: 34, address2: "広島市中区", address3: "別" },
    ]);
    expect(found).toEqual({ prefectureId: 34, address1: "広島市中区本通" });
  });

  it("finds nothing when there is no result", () => {
    expect(firstAddress([])).toBeNull();
  });
});
