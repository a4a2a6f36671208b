// Tax rates with the day a new rate applies, and the invoice registration number, on a fixed clock
// (2030-06-03, Tokyo). OWNER only; STAFF reads. Orders keep the rate they were placed under.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { currentRates, invoiceRegistration } from "../../../server/src/modules/settings/tax.service.js";
import { DEMO_INVOICE_REGISTRATION_NUMBER } from "../../../shared/settings.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { adminSession, insertOrder } from "../board/helpers.js";
import { tokyo } from "../provision/helpers.js";
import { staffSession } from "./helpers.js";

describe("tax settings", () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof adminSession>>;
  let staff: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tokyo("2030-06-03", "10:00"));
    app = await startTestApp();
    owner = await adminSession(app.url);
    staff = await staffSession(app);
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  const menuRate = async () => (await rest(app.url, "POST", "/products", {})).body.tax_rate;

  it("answers the edit call with the rate in force, for the id or the kind", async () => {
    const res = await owner.rest("GET", "/admin/taxes/reduced/edit");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tax: { kind: "reduced", tax_rate: 8, scheduled: [] },
      tax_rate: 8,
      invoice_registration_number: DEMO_INVOICE_REGISTRATION_NUMBER,
    });
    const byId = await owner.rest("GET", `/admin/taxes/${res.body.taxes[1].id}/edit`);
    expect(byId.body.tax).toMatchObject({ kind: "standard", tax_rate: 10 });
    expect((await owner.rest("GET", "/admin/taxes/9999/edit")).status).toBe(404);
  });

  it("schedules a rate from a later day: today's menu and prices keep the old rate until that day", async () => {
    const order = await insertOrder(app.db.prisma, tokyo("2030-06-03", "12:00"));
    const res = await owner.rest("PUT", "/admin/taxes/reduced", {
      tax: { tax_rate: 10, effective_from: "2030-06-10" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tax: { tax_rate: 8, scheduled: [{ tax_rate: 10, effective_from: "2030-06-10" }] },
      tax_rate: 8,
    });
    expect(await menuRate()).toBe(8);
    expect((await currentRates(app.db.prisma, tokyoInstant("2030-06-09", 23 * 60 + 59))).REDUCED).toBe(8);
    expect((await currentRates(app.db.prisma, tokyoInstant("2030-06-10"))).REDUCED).toBe(10);

    vi.setSystemTime(tokyoInstant("2030-06-10", 9 * 60));
    expect(await menuRate()).toBe(10);
    const edit = await owner.rest("GET", "/admin/taxes/reduced/edit");
    expect(edit.body.tax).toMatchObject({ tax_rate: 10, scheduled: [] });
    // The order placed before keeps its own rate.
    const kept = await app.db.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { items: true },
    });
    expect(kept.items[0]?.taxRate).toBe(8);
    expect(kept.taxes).toEqual(order.taxes);
  });

  it("changes a rate from today at once", async () => {
    vi.setSystemTime(tokyoInstant("2030-06-10", 10 * 60));
    const res = await owner.rest("PUT", "/admin/taxes/reduced", { tax: { tax_rate: 8 } });
    expect(res.body.tax_rate).toBe(8);
    expect(await menuRate()).toBe(8);
    const row = await app.db.prisma.taxRate.findUniqueOrThrow({ where: { kind: "REDUCED" } });
    expect(row.rate).toBe(8);
  });

  it.each([
    [{ tax_rate: 10, effective_from: "2030-06-09" }, "適用開始日に過去の日付は指定できません"],
    [{ tax_rate: 31 }, "税率は0〜30%で入力してください"],
    [{ tax_rate: "abc" }, "税率を入力してください"],
  ])("refuses %j with a Japanese 422 and changes nothing", async (tax, message) => {
    vi.setSystemTime(tokyoInstant("2030-06-10", 10 * 60));
    const before = (await owner.rest("GET", "/admin/taxes/standard/edit")).body;
    const res = await owner.rest("PUT", "/admin/taxes/standard", { tax });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([message]);
    expect((await owner.rest("GET", "/admin/taxes/standard/edit")).body).toEqual(before);
  });

  it("stores the invoice registration number, T and 13 digits only", async () => {
    const bad = await owner.rest("PUT", "/admin/invoice_registration", {
      invoice_registration_number: "T123",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(["登録番号は「T」と13桁の数字で入力してください"]);
    // The demo shop's number stays as it was.
    expect(await invoiceRegistration(app.db.prisma)).toBe(DEMO_INVOICE_REGISTRATION_NUMBER);
    const ok = await owner.rest("PUT", "/admin/invoice_registration", {
      invoice_registration_number: "T1234567890123",
    });
    expect(ok.body).toEqual({ invoice_registration_number: "T1234567890123" });
    expect(await invoiceRegistration(app.db.prisma)).toBe("T1234567890123");
    const read = await staff.gql("{ taxSettings { invoiceRegistrationNumber rates { kind rate } } }");
    expect(read.data?.taxSettings).toEqual({
      invoiceRegistrationNumber: "T1234567890123",
      rates: [
        { kind: "REDUCED", rate: 8 },
        { kind: "STANDARD", rate: 10 },
      ],
    });
  });

  it("lets STAFF read but not change the rates or the number", async () => {
    expect((await staff.rest("GET", "/admin/taxes/reduced/edit")).status).toBe(200);
    const put = await staff.rest("PUT", "/admin/taxes/reduced", { tax: { tax_rate: 5 } });
    expect(put.status).toBe(403);
    expect(put.body.errors).toEqual(["この操作はオーナーのみ行えます"]);
    const number = await staff.rest("PUT", "/admin/invoice_registration", {
      invoice_registration_number: "T9999999999999",
    });
    expect(number.status).toBe(403);
    const gql = await staff.gql(
      `mutation { updateTaxRate(id: "REDUCED", input: { rate: 5 }) { __typename } }`,
    );
    expect(gql.errors?.[0]?.extensions?.code ?? gql.data?.updateTaxRate?.__typename).toMatch(
      /FORBIDDEN|ForbiddenError/,
    );
    expect((await currentRates(app.db.prisma)).REDUCED).toBe(8);
    expect(await invoiceRegistration(app.db.prisma)).toBe("T1234567890123");
  });

  it("changes over GraphQL for the owner", async () => {
    vi.setSystemTime(tokyoInstant("2030-06-10", 10 * 60));
    const res = await owner.gql(
      `mutation($input: TaxRateInput!) { updateTaxRate(id: "STANDARD", input: $input) { __typename
        ... on MutationUpdateTaxRateSuccess { data { rates { kind rate scheduled { rate effectiveFrom createdBy } } } } } }`,
      { input: { rate: 12, effectiveFrom: addDays("2030-06-10", 1) } },
    );
    expect(res.data?.updateTaxRate.data.rates[1]).toMatchObject({
      kind: "STANDARD",
      rate: 10,
      scheduled: [{ rate: 12, effectiveFrom: "2030-06-11", createdBy: expect.any(String) }],
    });
  });
});
