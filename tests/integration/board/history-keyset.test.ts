// The history at any size (decision 0050): pages by cursor (keyset) with the count text right on
// every page, forward and back; searches that cannot be turned into a scan of every order (LIKE's
// % and _ match themselves, one or two characters match the start of a name, kana either way);
// bad input answers 422 in Japanese, never 500.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { CURSOR_MESSAGE } from "../../../server/src/modules/order/order-history.js";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";
import { adminSession, insertOrder } from "./helpers.js";

let app: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
const codes: string[] = [];
let wildcardCode = "";

beforeAll(async () => {
  const today = tokyoClock(new Date()).date;
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(tokyoInstant(today, 12 * 60));
  app = await startTestApp({ seed: false });
  const { prisma } = app.db;
  await prisma.administrator.create({
    data: {
      name: "店長",
      email: TEST_ADMIN.email,
      passwordHash: await hashPassword(TEST_ADMIN.password),
      role: "OWNER",
    },
  });
  admin = await adminSession(app.url);
  // 45 past orders, two sharing each slot (the keyset's tie-break on id), newest first in `codes`.
  for (let i = 0; i < 45; i++) {
    const slot = tokyoInstant(addDays(today, -1 - Math.floor(i / 10)), 18 * 60 - Math.floor(i / 2) * 15);
    const order = await insertOrder(prisma, slot, {
      lastName: i === 7 ? "山田" : i === 8 ? "田山" : "広島",
      firstNameKana: i === 9 ? "ヤマグチ" : "ハナコ",
      status: "PROVIDED",
    });
    codes.push(order.code);
  }
  wildcardCode = (
    await insertOrder(prisma, tokyoInstant(addDays(today, -30), 12 * 60), {
      lastName: "100%_本舗",
      status: "PROVIDED",
    })
  ).code;
  codes.push(wildcardCode);
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const get = (path: string) => admin.rest("GET", path);
const codesOf = (orders: { code: string }[]) => orders.map((o) => o.code);

describe("the order history by cursor", () => {
  it("walks every page forward and back by cursor, newest first, the count text right on each", async () => {
    const seen: string[] = [];
    let path = "/admin/orders/past";
    const pages: { page: number; previous: string | null; codes: string[] }[] = [];
    for (let n = 1; n <= 3; n++) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total_count: 46, total_capped: false, page: n, per_page: 20 });
      seen.push(...codesOf(res.body.orders));
      pages.push({ page: n, previous: res.body.previous_cursor, codes: codesOf(res.body.orders) });
      if (n < 3) path = `/admin/orders/past?cursor=${res.body.next_cursor}`;
      else expect(res.body.next_cursor).toBeNull();
    }
    const expected = [...codes];
    // Two orders share each slot: the newer id comes first.
    const ordered = (
      await app.db.prisma.order.findMany({
        orderBy: [{ slotStartsAt: "desc" }, { id: "desc" }],
        select: { code: true },
      })
    ).map((o) => o.code);
    expect(seen).toEqual(ordered);
    expect(new Set(seen)).toEqual(new Set(expected));
    // Back from page 3 to page 2: the same orders, and page 2's numbers.
    const back = await get(`/admin/orders/past?cursor=${pages[2]!.previous}`);
    expect(back.body).toMatchObject({ page: 2, total_count: 46 });
    expect(codesOf(back.body.orders)).toEqual(pages[1]!.codes);
    const first = await get(`/admin/orders/past?cursor=${back.body.previous_cursor}`);
    expect(first.body).toMatchObject({ page: 1, previous_cursor: null });
    expect(codesOf(first.body.orders)).toEqual(pages[0]!.codes);
  });

  it("pages over GraphQL the same way", async () => {
    const query = `query ($cursor: String) { adminOrders(period: PAST, perPage: 40, cursor: $cursor) {
      ... on QueryAdminOrdersSuccess { data { totalCount totalCapped page nextCursor orders { code } } }
      ... on Error { message } } }`;
    const one = (await admin.gql(query)).data?.adminOrders as {
      data: { nextCursor: string; orders: { code: string }[] };
    };
    const two = (await admin.gql(query, { cursor: one.data.nextCursor })).data?.adminOrders as {
      data: { page: number; orders: unknown[]; nextCursor: string | null };
    };
    expect([one.data.orders.length, two.data.page, two.data.orders.length, two.data.nextCursor]).toEqual([
      40,
      2,
      6,
      null,
    ]);
  });

  it("finds a name's start from two characters, anywhere from three, and readings in hiragana", async () => {
    const byName = async (name: string) =>
      codesOf((await get(`/admin/orders/past?name=${encodeURIComponent(name)}`)).body.orders);
    expect(await byName("山田")).toEqual([codes[7]]);
    expect(await byName("田山")).toEqual([codes[8]]);
    expect(await byName("やまぐち")).toEqual([codes[9]]);
    expect(await byName("ﾔﾏｸﾞﾁ")).toEqual([codes[9]]);
    expect(await byName("マグチ")).toEqual([codes[9]]);
    // One or two characters: the start of a name or reading, by the stored heads (issue 33).
    expect(await byName("山")).toEqual([codes[7]]);
    expect(await byName("やま")).toEqual([codes[9]]);
    expect(await byName("ﾔﾏ")).toEqual([codes[9]]);
    expect(await byName("田")).toEqual([codes[8]]);
    expect(await byName("山 ヤマ")).toEqual([]);
    expect(await byName("ダ")).toEqual([]);
    const hiroshima = (await get(`/admin/orders/past?name=${encodeURIComponent("広島")}`)).body;
    expect(hiroshima.total_count).toBe(43);
  });

  it("reads % and _ as themselves, not as wildcards", async () => {
    const byName = async (name: string) =>
      (await get(`/admin/orders/past?name=${encodeURIComponent(name)}`)).body as {
        total_count: number;
        orders: { code: string }[];
      };
    expect((await byName("%")).total_count).toBe(0);
    expect((await byName("_")).total_count).toBe(0);
    expect((await byName("%%")).total_count).toBe(0);
    expect((await byName("_ %")).total_count).toBe(0);
    expect(codesOf((await byName("10")).orders)).toEqual([wildcardCode]);
    expect((await byName("___")).total_count).toBe(0);
    expect(codesOf((await byName("0%_")).orders)).toEqual([wildcardCode]);
  });

  it("refuses a tampered cursor and an overlong query in Japanese, never 500", async () => {
    const good = (await get("/admin/orders/past")).body.next_cursor as string;
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const forged = [
      forge(["not a date", 1, 1, 0]),
      forge(["2026-01-01T00:00:00.000Z", 1, 1, -5]),
      forge(["2026-01-01T00:00:00.000Z", "1 OR 1=1", 1, 0]),
      forge({ at: "2026-01-01T00:00:00.000Z" }),
    ];
    for (const cursor of ["%%%", "abc", ...forged, "A".repeat(5000), good.slice(0, -3)]) {
      const res = await get(`/admin/orders/past?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor.slice(0, 20)).toBe(422);
      expect(res.body.errors).toEqual([CURSOR_MESSAGE]);
    }
    // 10,000 characters: refused by the shared rule before any SQL (over GraphQL: a URL that long
    // is refused by the HTTP server itself, 431).
    const long = await admin.gql(
      `query ($name: String) { adminOrders(period: PAST, search: { name: $name }) {
        __typename ... on Error { message } } }`,
      { name: "あ".repeat(10_000) },
    );
    expect(long.data?.adminOrders).toMatchObject({ __typename: "ValidationError" });
    expect(JSON.stringify(long.data?.adminOrders)).toContain("お名前は50文字以内で入力してください");
  });
});
