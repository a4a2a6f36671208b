import { describe, expect, it } from "vitest";
import { DEMO_INVOICE_REGISTRATION_NUMBER, hasValidInvoiceCheckDigit } from "./settings.js";

describe("invoice registration number's check digit", () => {
  it("accepts the National Tax Agency's own corporate number and the demo shop's", () => {
    expect(hasValidInvoiceCheckDigit("T7000012050002")).toBe(true);
    expect(hasValidInvoiceCheckDigit(DEMO_INVOICE_REGISTRATION_NUMBER)).toBe(true);
  });

  it("rejects a wrong check digit, a short number and one without T", () => {
    expect(hasValidInvoiceCheckDigit("T1000012050002")).toBe(false);
    expect(hasValidInvoiceCheckDigit("T700001205000")).toBe(false);
    expect(hasValidInvoiceCheckDigit("7000012050002")).toBe(false);
  });
});
