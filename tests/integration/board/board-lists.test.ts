// The staff's boards: today, from tomorrow on, and the paged, searchable history, over REST and
// GraphQL, with Tokyo days whatever the server's zone.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { adminSession, insertOrder } from "./helpers.js";

let app: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
let today = "";
const at = (day: string, minutes: number) => tokyoInstant(day, minutes);
const codes = { todayEarly: "", todayLate: "", tomorrow: "", nextWeek: "", yamada: "", tel: "" };

beforeAll(async () => {
  // The file's clock starts at noon of today's Tokyo date (decision 0037): a run that crosses Tokyo
  // midnight lists the same "today" it wrote.
  today = tokyoClock(new Date()).date;
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(tokyoInstant(today, 12 * 60));
  app = await startTestApp();
  admin = await adminSession(app.url);
  const { prisma } = app.db;
  // Today at 00:00 and 23:45 Tokyo: both belong to today whatever UTC says.
  codes.todayEarly = (await insertOrder(prisma, at(today, 0), { lastName: "早朝" })).code;
  codes.todayLate = (await insertOrder(prisma, at(today, 23 * 60 + 45), { status: "PRINTING" })).code;
  codes.tomorrow = (await insertOrder(prisma, at(addDays(today, 1), 11 * 60))).code;
  codes.nextWeek = (await insertOrder(prisma, at(addDays(today, 7), 12 * 60))).code;
  for (let i = 0; i < 25; i++) {
    const day = addDays(today, -1 - (i % 5));
    const order = await insertOrder(prisma, at(day, 11 * 60 + i), {
      lastName: i === 3 ? "山田" : "広島",
      firstNameKana: i === 3 ? "タロウ" : "ハナコ",
      tel: i === 4 ? "08055556666" : "09012345678",
      status: "PROVIDED",
    });
    if (i === 3) codes.yamada = order.code;
    if (i === 4) codes.tel = order.code;
  }
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const get = (path: string) => admin.rest("GET", path);
const codesOf = (orders: { code: string }[]) => orders.map((o) => o.code);

describe("staff order boards", () => {
  it("GET /api/admin/orders lists today's orders by slot time, Tokyo midnight to midnight", async () => {
    const res = await get("/admin/orders");
    expect(res.status).toBe(200);
    expect(codesOf(res.body.orders)).toEqual([codes.todayEarly, codes.todayLate]);
    expect(res.body.total_count).toBe(2);
    expect(res.body.orders[1]).toMatchObject({ status: "PRINTING", total_price: 1080, print_count: 0 });
    expect(res.body.orders[0].order_details[0]).toMatchObject({ name: "唐揚げ", quantity: 2 });
  });

  it("GET /api/admin/orders/future lists from tomorrow on, soonest first", async () => {
    const res = await get("/admin/orders/future");
    expect(codesOf(res.body.orders)).toEqual([codes.tomorrow, codes.nextWeek]);
  });

  it("GET /api/admin/orders/past pages the history newest first with the totals for the list text", async () => {
    const first = await get("/admin/orders/past");
    expect(first.body).toMatchObject({ total_count: 25, page: 1, per_page: 20 });
    expect(first.body.orders).toHaveLength(20);
    const slots = first.body.orders.map((o: { receiving_time: string }) => o.receiving_time);
    expect([...slots].sort().reverse()).toEqual(slots);
    const second = await get("/admin/orders/past?page=2");
    expect(second.body.orders).toHaveLength(5);
    expect(new Set([...codesOf(first.body.orders), ...codesOf(second.body.orders)]).size).toBe(25);
  });

  it("searches the history by code, name or reading, phone and day", async () => {
    expect(codesOf((await get(`/admin/orders/past?code=${codes.yamada.toLowerCase()}`)).body.orders)).toEqual(
      [codes.yamada],
    );
    expect(codesOf((await get(`/admin/orders/past?name=${encodeURIComponent("山田")}`)).body.orders)).toEqual(
      [codes.yamada],
    );
    expect(
      codesOf((await get(`/admin/orders/past?name=${encodeURIComponent("ヒロシマ タロウ")}`)).body.orders),
    ).toEqual([codes.yamada]);
    expect(codesOf((await get("/admin/orders/past?tel=080-5555-6666")).body.orders)).toEqual([codes.tel]);
    const day = await get(`/admin/orders/past?date=${addDays(today, -1)}`);
    expect(day.body.total_count).toBe(5);
  });

  it("refuses a malformed search with a Japanese message and a 422", async () => {
    for (const [query, message] of [
      ["date=2026-02-30", "日付はYYYY-MM-DDの形式で入力してください"],
      ["tel=abc", "電話番号は半角数字（ハイフンなし可）で入力してください"],
      ["code=%E3%81%82", "注文番号は英数字6文字で入力してください"],
      ["page=0", "ページ番号が正しくありません"],
    ]) {
      const res = await get(`/admin/orders/past?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.errors).toEqual([message]);
    }
  });

  it("answers the same boards over GraphQL", async () => {
    const { data } = await admin.gql(
      `query($search: OrderSearchInput) { adminOrders(period: PAST, perPage: 5, search: $search) {
        __typename ... on QueryAdminOrdersSuccess { data { totalCount page perPage orders { code items { productName } } } }
        ... on ValidationError { message } } }`,
      { search: { name: "山田" } },
    );
    expect(data?.adminOrders.data).toMatchObject({
      totalCount: 1,
      perPage: 5,
      orders: [{ code: codes.yamada, items: [{ productName: "唐揚げ" }] }],
    });
    const bad = await admin.gql(
      `{ adminOrders(period: PAST, search: { date: "tomorrow" }) { __typename ... on ValidationError { message } } }`,
    );
    expect(bad.data?.adminOrders).toEqual({
      __typename: "ValidationError",
      message: "日付はYYYY-MM-DDの形式で入力してください",
    });
  });
});
