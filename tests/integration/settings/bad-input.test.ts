// The bad input, through both doors, on a fixed clock (Monday 2030-06-03, Tokyo): impossible
// hours, capacity 0 or 10,000, overlapping delivery areas, a registration number that is not T and
// 13 digits, dates in the past. Each answers a Japanese message naming the field (REST 422,
// GraphQL's ValidationError with the field's path), and nothing changes.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import type { Json } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { fixClosedDates, tokyo } from "../provision/helpers.js";

type Session = Awaited<ReturnType<typeof adminSession>>;

const SETTING_FIELDS =
  "daysAhead weekdays { weekday isOpen opensAt lastOrderAt slotMinutes leadMinutes capacityPerSlot } closedDates { date reason }";
const UPDATE_SETTING = `mutation($id: ID!, $input: ProvisionSettingInput!) { updateProvisionSetting(id: $id, input: $input) {
  __typename ... on ValidationError { message fieldErrors { field messages } } } }`;
const CREATE_AREA = `mutation($input: DeliveryAreaInput!) { createDeliveryArea(input: $input) { __typename
  ... on MutationCreateDeliveryAreaSuccess { data { id } }
  ... on ValidationError { message fieldErrors { field messages } } } }`;
const UPDATE_AREA = `mutation($id: ID!, $input: DeliveryAreaInput!) { updateDeliveryArea(id: $id, input: $input) { __typename
  ... on ValidationError { message fieldErrors { field messages } } } }`;
const UPDATE_TAX = `mutation($input: TaxRateInput!) { updateTaxRate(id: "STANDARD", input: $input) { __typename
  ... on ValidationError { message fieldErrors { field messages } } } }`;
const UPDATE_NUMBER = `mutation($input: InvoiceRegistrationInput!) { updateInvoiceRegistration(input: $input) { __typename
  ... on ValidationError { message fieldErrors { field messages } } } }`;
const PAUSE = `mutation($input: PauseReceptionInput!) { pauseReception(methods: [TAKEOUT], input: $input) { __typename
  ... on ValidationError { message fieldErrors { field messages } } } }`;

describe("bad settings input over REST and GraphQL", () => {
  let app: TestApp;
  let owner: Session;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tokyo("2030-06-03", "10:00"));
    app = await startTestApp();
    await fixClosedDates(app.db.prisma);
    owner = await adminSession(app.url);
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  /** Everything these inputs could touch, to compare before and after. */
  const snapshot = async () => ({
    settings: await app.db.prisma.provisionSetting.findMany({
      orderBy: { id: "asc" },
      include: { weekdays: { orderBy: { weekday: "asc" } }, closedDates: { orderBy: { date: "asc" } } },
    }),
    areas: await app.db.prisma.deliveryArea.findMany({ orderBy: { id: "asc" } }),
    taxes: await app.db.prisma.taxRate.findMany({ orderBy: { id: "asc" } }),
    taxChanges: await app.db.prisma.taxRateChange.findMany({ orderBy: { id: "asc" } }),
    shop: await app.db.prisma.shopSetting.findMany(),
  });

  const settingInput = async () => {
    const read = await owner.gql(`{ provisionSetting(id: "takeout") { ${SETTING_FIELDS} } }`);
    return structuredClone(read.data?.provisionSetting) as Json;
  };
  const restSetting = async () =>
    (await owner.rest("GET", "/admin/provision_settings/takeout/edit")).body.provision_setting as Json;

  const hours: Array<[string, (gql: Json, rest: Json) => void, string, string]> = [
    [
      "the last order before opening",
      (g, r) => {
        Object.assign(g.weekdays[4], { opensAt: "12:00", lastOrderAt: "11:00" });
        Object.assign(r.provision_weekdays[4], { opens_at: "12:00", last_order_at: "11:00" });
      },
      "weekdays.4.lastOrderAt",
      "木曜日の最終受付は受付開始（12:00）以降の時刻にしてください",
    ],
    [
      "a capacity of 0",
      (g, r) => {
        g.weekdays[1].capacityPerSlot = 0;
        r.provision_weekdays[1].capacity_per_slot = 0;
      },
      "weekdays.1.capacityPerSlot",
      "1枠の受付数は1〜999件で入力してください",
    ],
    [
      "a capacity of 10,000",
      (g, r) => {
        g.weekdays[1].capacityPerSlot = 10_000;
        r.provision_weekdays[1].capacity_per_slot = 10_000;
      },
      "weekdays.1.capacityPerSlot",
      "1枠の受付数は1〜999件で入力してください",
    ],
    [
      "a closed date in the past",
      (g, r) => {
        g.closedDates.push({ date: "2030-06-02", reason: "" });
        r.closed_dates.push({ date: "2030-06-02", reason: "" });
      },
      "closedDates.1.date",
      "休業日（2030-06-02）に過去の日付は指定できません",
    ],
  ];

  it.each(hours)("refuses %s on both doors and changes nothing", async (_name, spoil, path, message) => {
    const before = await snapshot();
    const gqlInput = await settingInput();
    const restInput = await restSetting();
    spoil(gqlInput, restInput);
    gqlInput.daysAhead = 9;
    restInput.days_ahead = 9;

    const gql = await owner.gql(UPDATE_SETTING, { id: "takeout", input: gqlInput });
    expect(gql.data?.updateProvisionSetting).toMatchObject({ __typename: "ValidationError" });
    expect(gql.data?.updateProvisionSetting.fieldErrors).toContainEqual({ field: path, messages: [message] });
    const rest = await owner.rest("PUT", "/admin/provision_settings/takeout", {
      provision_setting: restInput,
    });
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses overlapping delivery areas, created or edited, on both doors", async () => {
    const created = await owner.gql(CREATE_AREA, {
      input: {
        name: "西条テスト",
        postalCodes: ["7399901"],
        towns: ["東広島市西条テスト町"],
        fee: 300,
        minimumOrder: 2000,
      },
    });
    expect(created.data?.createDeliveryArea.__typename).toBe("MutationCreateDeliveryAreaSuccess");
    const other = await owner.rest("POST", "/admin/delivery_areas", {
      delivery_area: {
        name: "八本松テスト",
        postal_codes: ["7399902"],
        towns: ["東広島市八本松テスト町"],
        fee: 400,
        minimum_order: 2500,
      },
    });
    expect(other.status).toBe(201);
    const otherId = other.body.delivery_area?.id ?? other.body.id;
    expect(otherId).toBeDefined();
    const before = await snapshot();

    const code = "郵便番号 7399901 はすでに「西条テスト」に登録されています";
    const town = "住所「東広島市西条テスト町」はすでに「西条テスト」に登録されています";
    const clash = { name: "重複", postalCodes: ["7399901"], fee: 0, minimumOrder: 0 };
    const gqlCreate = await owner.gql(CREATE_AREA, { input: clash });
    expect(gqlCreate.data?.createDeliveryArea.fieldErrors).toEqual([
      { field: "postalCodes", messages: [code] },
    ]);
    const gqlEdit = await owner.gql(UPDATE_AREA, {
      id: otherId,
      input: {
        name: "八本松テスト",
        postalCodes: [],
        towns: ["東広島市 西条テスト町"],
        fee: 400,
        minimumOrder: 2500,
      },
    });
    expect(gqlEdit.data?.updateDeliveryArea.fieldErrors).toEqual([{ field: "towns", messages: [town] }]);

    const restCreate = await owner.rest("POST", "/admin/delivery_areas", {
      delivery_area: { name: "重複", postal_codes: ["739-9901"], fee: 0, minimum_order: 0 },
    });
    expect(restCreate.status).toBe(422);
    expect(restCreate.body.errors).toEqual([code]);
    const restEdit = await owner.rest("PUT", `/admin/delivery_areas/${otherId}`, {
      delivery_area: { name: "八本松テスト", postal_codes: ["7399901"], fee: 400, minimum_order: 2500 },
    });
    expect(restEdit.status).toBe(422);
    expect(restEdit.body.errors).toEqual([code]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    "T123",
    "1234567890123",
    "T12345678901234",
    "t1234567890123",
    "T123456789012X",
  ])("refuses the registration number %j on both doors", async (number) => {
    const before = await snapshot();
    const message = "登録番号は「T」と13桁の数字で入力してください";
    const gql = await owner.gql(UPDATE_NUMBER, { input: { invoiceRegistrationNumber: number } });
    expect(gql.data?.updateInvoiceRegistration).toMatchObject({ __typename: "ValidationError", message });
    expect(gql.data?.updateInvoiceRegistration.fieldErrors).toEqual([
      { field: "invoiceRegistrationNumber", messages: [message] },
    ]);
    const rest = await owner.rest("PUT", "/admin/invoice_registration", {
      invoice_registration_number: number,
    });
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toEqual([message]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a tax rate from a past day on both doors", async () => {
    const before = await snapshot();
    const message = "適用開始日に過去の日付は指定できません";
    const gql = await owner.gql(UPDATE_TAX, { input: { rate: 12, effectiveFrom: "2030-06-02" } });
    expect(gql.data?.updateTaxRate).toMatchObject({ __typename: "ValidationError", message });
    expect(gql.data?.updateTaxRate.fieldErrors).toEqual([{ field: "effectiveFrom", messages: [message] }]);
    const rest = await owner.rest("PUT", "/admin/taxes/standard", {
      tax: { tax_rate: 12, effective_from: "2030-06-02" },
    });
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toEqual([message]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a pause that would resume at a time already past", async () => {
    const before = await snapshot();
    const gql = await owner.gql(PAUSE, { input: { until: "09:30" } });
    expect(gql.data?.pauseReception).toMatchObject({
      __typename: "ValidationError",
      message: "再開時刻は現在より後の時刻を指定してください",
      fieldErrors: [{ field: "until", messages: ["再開時刻は現在より後の時刻を指定してください"] }],
    });
    expect(await snapshot()).toEqual(before);
  });
});
