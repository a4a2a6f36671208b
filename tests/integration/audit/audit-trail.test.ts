// The audit trail: a price, a tax rate, a pause and its resume, an administrator added and
// promoted, a customer deleted and an order cancelled each leave who, what and when; owners read
// it filtered by person, kind and day; staff are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokyoClock } from "../../../server/src/lib/tokyo-time.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import type { Json } from "../../support/http.js";
import { adminSession, insertOrder } from "../board/helpers.js";
import { staffSession } from "../settings/helpers.js";

const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) {
  __typename ... on Error { message } } }`;
const PAUSE = `mutation($input: PauseReceptionInput!) { pauseReception(methods: [TAKEOUT], input: $input) { __typename } }`;
const RESUME = `mutation { resumeReception(methods: [TAKEOUT]) { __typename } }`;
const LOG = `query($kind: String, $actorId: ID, $date: String) { auditLog(kind: $kind, actorId: $actorId, date: $date) {
  __typename ... on QueryAuditLogSuccess { data { entries { kind kindLabel actorName subject detail createdAt }
  actors { id name } kinds { key label } } } ... on Error { message } } }`;

describe("audit trail", () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof adminSession>>;
  let ownerId: number;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await adminSession(app.url);
    ownerId = (await app.db.prisma.administrator.findFirstOrThrow({ where: { role: "OWNER" } })).id;

    const product = await app.db.prisma.product.findFirstOrThrow({
      where: { archivedAt: null, options: { some: {} } },
      include: { options: { orderBy: { position: "asc" } }, toppings: true },
    });
    const edited = await owner.gql(UPDATE_PRODUCT, {
      id: String(product.id),
      input: {
        name: product.name,
        categoryId: String(product.categoryId),
        price: product.price,
        options: product.options.map((o, i) => ({
          id: o.id,
          name: o.name,
          price: o.price + (i === 0 ? 10 : 0),
        })),
        toppingIds: product.toppings.map((t) => t.toppingId),
      },
    });
    expect(edited.data?.updateProduct.__typename, JSON.stringify(edited)).toBe(
      "MutationUpdateProductSuccess",
    );
    expect((await owner.rest("PUT", "/admin/taxes/reduced", { tax: { tax_rate: 9 } })).status).toBe(200);
    expect(
      (await owner.gql(PAUSE, { input: { minutes: 30, reason: "仕込み中" } })).data?.pauseReception,
    ).toBeTruthy();
    expect((await owner.gql(RESUME)).data?.resumeReception).toBeTruthy();
    const added = await owner.rest("POST", "/admin_auth", {
      name: "新人",
      email: "shinjin@example.jp",
      password: "newpass123",
      password_confirmation: "newpass123",
      role: "staff",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const newcomer = await app.db.prisma.administrator.findUniqueOrThrow({
      where: { email: "shinjin@example.jp" },
    });
    expect(
      (await owner.rest("PUT", `/admin/administrators/${newcomer.id}/role`, { role: "owner" })).status,
    ).toBe(200);
    const customer = await app.db.prisma.customer.create({
      data: {
        email: "bye@example.jp",
        passwordHash: "x",
        lastName: "退会",
        firstName: "花子",
        lastNameKana: "タイカイ",
        firstNameKana: "ハナコ",
        tel: "09011110000",
      },
    });
    expect((await owner.rest("DELETE", `/admin/customers/${customer.id}`)).status).toBe(200);
    const order = await insertOrder(app.db.prisma, new Date(Date.now() + 3 * 3_600_000));
    const cancelled = await owner.rest("DELETE", `/admin/orders/${order.id}`, { reason: "SOLD_OUT" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });
  afterAll(() => app?.close());

  it("records who changed what, and when, for each kind", async () => {
    const res = await owner.rest("GET", "/admin/audit");
    expect(res.status).toBe(200);
    const entries = res.body.audit_entries as Json[];
    const owned = entries.filter((e) => e.actor_id === ownerId);
    expect(owned.map((e) => e.kind).sort()).toEqual([
      "administrator",
      "administrator",
      "customer_deleted",
      "order_cancelled",
      "pause",
      "pause",
      "price",
      "tax_rate",
    ]);
    const of = (kind: string) => owned.filter((e) => e.kind === kind).map((e) => [e.subject, e.detail]);
    expect(of("price")[0]?.[1]).toMatch(/^「.+」（税抜） [\d,]+円 → [\d,]+円$/);
    expect(of("tax_rate")).toEqual([["軽減税率", `8% → 9%（${tokyoClock(new Date()).date}から適用）`]]);
    expect(of("pause").map(([, d]) => d)).toEqual([
      "再開",
      expect.stringMatching(/^停止（\d+:\d{2}まで）：仕込み中$/),
    ]);
    expect(of("administrator")).toEqual([
      ["管理者「新人」", "権限 スタッフ → オーナー"],
      ["管理者「新人」", "追加（スタッフ）"],
    ]);
    expect(of("customer_deleted")).toEqual([[expect.stringMatching(/^顧客「退会 花子」/), ""]]);
    expect(of("order_cancelled")).toEqual([[expect.stringMatching(/^注文 [A-Z0-9]+$/), "品切れ"]]);
    expect(owned.every((e) => typeof e.actor_name === "string" && e.actor_name.length > 0)).toBe(true);
    expect(Math.abs(Date.parse(owned[0]!.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it("filters by person, kind and Tokyo day", async () => {
    const today = tokyoClock(new Date()).date;
    const prices = await owner.gql(LOG, { kind: "PRICE" });
    expect(prices.data?.auditLog.data.entries.map((e: Json) => e.kindLabel)).toEqual(["価格"]);
    const mine = await owner.rest("GET", `/admin/audit?actor_id=${ownerId}&date=${today}`);
    expect(mine.body.audit_entries).toHaveLength(8);
    const yesterday = await owner.rest("GET", "/admin/audit?date=2000-01-01");
    expect(yesterday.body.audit_entries).toEqual([]);
    const bad = await owner.rest("GET", "/admin/audit?kind=everything");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(["種類を選び直してください"]);
  });

  it("is for owners only", async () => {
    const staff = await staffSession(app);
    expect((await staff.rest("GET", "/admin/audit")).status).toBe(403);
    const gql = await staff.gql(LOG);
    expect(gql.data?.auditLog ?? null).toBeNull();
    expect(gql.errors?.length).toBeGreaterThan(0);
  });
});
