import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact.js";
import {
  busySchema,
  deliveryAreaSchema,
  invoiceRegistrationSchema,
  isCalendarDate,
  pauseSchema,
  provisionSettingSchema,
  taxRateSchema,
} from "./settings.js";

const TODAY = "2030-06-03";
const week = Array.from({ length: 7 }, (_, weekday) => ({
  weekday,
  isOpen: weekday !== 2,
  opensAt: "11:00",
  lastOrderAt: "20:30",
  slotMinutes: 15,
  leadMinutes: 20,
  capacityPerSlot: 8,
}));

/** Every message people could see is Japanese: none is made of ASCII only (zod's defaults are English). */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}
const japanese = (list: string[]) => list.every((m) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(m));

describe("settings rules", () => {
  it("accepts a week of hours and a closed date from today on", () => {
    const schema = provisionSettingSchema(TODAY);
    expect(schema.safeParse({ daysAhead: 6, weekdays: week, closedDates: [{ date: TODAY }] }).success).toBe(
      true,
    );
  });

  it("knows real calendar days", () => {
    expect(isCalendarDate("2030-02-28")).toBe(true);
    expect(isCalendarDate("2030-02-30")).toBe(false);
    expect(isCalendarDate("2030-2-3")).toBe(false);
  });

  it.each([
    ["wrong types everywhere", { daysAhead: "x", weekdays: "x", closedDates: 3 }],
    ["a weekday of wrong types", { daysAhead: 1, weekdays: week.map(() => ({ weekday: "a", isOpen: "y" })) }],
    ["null closed dates", { daysAhead: 1, weekdays: week, closedDates: [{ date: null, reason: 5 }] }],
  ])("answers %s in Japanese only", (_name, input) => {
    const found = messages(provisionSettingSchema(TODAY).safeParse(input));
    expect(found.length).toBeGreaterThan(0);
    expect(japanese(found), found.join(" | ")).toBe(true);
  });

  it.each([
    [pauseSchema, { reason: 3, minutes: "x", until: 5 }],
    [busySchema, { minutes: "x", durationMinutes: "y" }],
    [taxRateSchema(TODAY), { rate: null, effectiveFrom: 5 }],
    [invoiceRegistrationSchema, { invoiceRegistrationNumber: 5 }],
    [
      deliveryAreaSchema,
      { name: 1, postalCodes: "x", towns: [1], fee: "a", minimumOrder: null, isActive: "y", position: "z" },
    ],
    [contactSchema, { name: 1, email: 2, tel: 3, subject: null, message: [] }],
  ] as const)("answers wrong types in Japanese (%#)", (schema, input) => {
    const found = messages(schema.safeParse(input));
    expect(found.length).toBeGreaterThan(0);
    expect(japanese(found), found.join(" | ")).toBe(true);
  });
});
