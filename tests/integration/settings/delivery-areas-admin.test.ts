// Delivery areas edited by staff (REST and GraphQL): created, edited, deactivated and deleted
// areas show at once in the public list with their tax-inclusive fee; overlapping postal codes or
// address prefixes are refused in Japanese and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { type Json, rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";

describe("delivery areas in the back office", () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminSession(app.url);
  });
  afterAll(() => app?.close());

  const publicNames = async () =>
    ((await rest(app.url, "GET", "/delivery_areas")).body.delivery_areas as Json[]).map((a) => a.name);
  const area = {
    name: "広島市佐伯区",
    postal_codes: ["7315101", "731-5102"],
    towns: ["広島市佐伯区"],
    fee: 455,
    minimum_order: 3000,
  };

  it("creates an area that the public list shows at once, fee tax-inclusive", async () => {
    expect(await publicNames()).not.toContain("広島市佐伯区");
    const res = await admin.rest("POST", "/admin/delivery_areas", { delivery_area: area });
    expect(res.status).toBe(201);
    expect(res.body.delivery_area).toMatchObject({
      name: "広島市佐伯区",
      postal_codes: ["7315101", "7315102"],
      fee: 455,
      fee_with_tax: 500,
      is_active: true,
    });
    const listed = (await rest(app.url, "GET", "/delivery_areas")).body.delivery_areas.find(
      (a: Json) => a.name === "広島市佐伯区",
    );
    expect(listed).toMatchObject({ fee_with_tax: 500, minimum_order: 3000 });
    const match = await admin.gql(`{ deliveryAreaFor(postalCode: "7315102") { name } }`);
    expect(match.data?.deliveryAreaFor).toEqual({ name: "広島市佐伯区" });
  });

  it("edits, deactivates and deletes: the public list follows", async () => {
    const all = (await admin.rest("GET", "/admin/delivery_areas")).body.delivery_areas as Json[];
    const id = all.find((a) => a.name === "広島市佐伯区")!.id;
    const edited = await admin.rest("PUT", `/admin/delivery_areas/${id}`, {
      delivery_area: { ...area, name: "佐伯区", fee: 0, is_active: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.delivery_area).toMatchObject({ name: "佐伯区", fee_with_tax: 0, is_active: false });
    expect(await publicNames()).not.toContain("佐伯区");
    const admins = (await admin.rest("GET", "/admin/delivery_areas")).body.delivery_areas as Json[];
    expect(admins.map((a) => a.name)).toContain("佐伯区");
    expect((await admin.rest("DELETE", `/admin/delivery_areas/${id}`)).status).toBe(200);
    expect((await admin.rest("DELETE", `/admin/delivery_areas/${id}`)).status).toBe(404);
  });

  it.each([
    [{ ...area, postal_codes: ["7300035"] }, "郵便番号 7300035 はすでに「広島市中区」に登録されています"],
    [
      { ...area, postal_codes: [], towns: ["広島市 南区"] },
      "住所「広島市南区」はすでに「広島市南区」に登録されています",
    ],
    [{ ...area, postal_codes: [], towns: [] }, "郵便番号か住所を1つ以上入力してください"],
    [{ ...area, postal_codes: ["123"] }, "配達エリアの郵便番号は半角数字7桁で入力してください"],
    [{ ...area, fee: -1 }, "配達料は0〜1000000円で入力してください"],
    [{ ...area, name: "" }, "エリア名を入力してください"],
  ])("refuses %j with a Japanese 422", async (input, message) => {
    const before = await app.db.prisma.deliveryArea.count();
    const res = await admin.rest("POST", "/admin/delivery_areas", { delivery_area: input });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContain(message);
    expect(await app.db.prisma.deliveryArea.count()).toBe(before);
  });

  it("allows a longer address prefix inside another area's ward", async () => {
    const res = await admin.rest("POST", "/admin/delivery_areas", {
      delivery_area: { name: "紙屋町", towns: ["広島市中区紙屋町"], fee: 0, minimum_order: 1000 },
    });
    expect(res.status).toBe(201);
  });

  it("does the same over GraphQL", async () => {
    const create = await admin.gql(
      `mutation($input: DeliveryAreaInput!) { createDeliveryArea(input: $input) { __typename
        ... on MutationCreateDeliveryAreaSuccess { data { id name feeWithTax isActive } }
        ... on ValidationError { message fieldErrors { field messages } } } }`,
      { input: { name: "安芸区", postalCodes: ["7360001"], fee: 300, minimumOrder: 2500 } },
    );
    expect(create.data?.createDeliveryArea.data).toMatchObject({
      name: "安芸区",
      feeWithTax: 330,
      isActive: true,
    });
    const overlap = await admin.gql(
      `mutation($input: DeliveryAreaInput!) { createDeliveryArea(input: $input) { __typename
        ... on ValidationError { message fieldErrors { field messages } } } }`,
      { input: { name: "重複", postalCodes: ["7360001"], fee: 0, minimumOrder: 0 } },
    );
    expect(overlap.data?.createDeliveryArea.fieldErrors).toEqual([
      { field: "postalCodes", messages: ["郵便番号 7360001 はすでに「安芸区」に登録されています"] },
    ]);
    const id = create.data?.createDeliveryArea.data.id;
    const del = await admin.gql(
      `mutation($id: ID!) { deleteDeliveryArea(id: $id) { __typename
      ... on MutationDeleteDeliveryAreaSuccess { data } } }`,
      { id },
    );
    expect(del.data?.deleteDeliveryArea.data).toBe(id);
    const list = await admin.gql("{ adminDeliveryAreas { name isActive } }");
    expect(list.data?.adminDeliveryAreas.map((a: Json) => a.name)).not.toContain("安芸区");
  });
});
