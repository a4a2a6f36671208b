// The customers as CSV (issue 33): staff only, Japanese headers, every member (or the list's
// search) in batches by id, formula-like text neutralised, gzip when accepted, and streamed: the
// answer starts before the database has answered for the first batch.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { CUSTOMER_CSV_BATCH } from "../../../server/src/modules/customer/customer-csv.js";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";
import { adminHeaders, insertOrder } from "../board/helpers.js";
import { parseCsv } from "../sales/csv-read.js";

const onPostgres = inject("testDatabaseTemplate").kind === "postgres";
const MEMBERS = CUSTOMER_CSV_BATCH * 2 + 17; // three batches, the last one short

let app: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  await app.db.prisma.administrator.create({
    data: {
      name: "店長",
      email: TEST_ADMIN.email,
      passwordHash: await hashPassword(TEST_ADMIN.password),
      role: "OWNER",
    },
  });
  await app.db.prisma.customer.createMany({
    data: Array.from({ length: MEMBERS }, (_, i) => ({
      email: `member${i}@example.jp`,
      passwordHash: "x",
      lastName: i === 0 ? '=HYPERLINK("http://evil.example")' : "広島",
      firstName: i === 0 ? '太郎, "次男"' : `花子${i}`,
      lastNameKana: "ヒロシマ",
      firstNameKana: "ハナコ",
      tel: `090${String(i).padStart(8, "0")}`,
      postalCode: i === 1 ? "7300011" : null,
      prefectureId: i === 1 ? 34 : null,
      address1: i === 1 ? "広島市中区基町1-1" : null,
      address2: i === 1 ? "-1+2" : null,
      confirmedAt: i % 2 === 0 ? new Date("2026-11-01T00:00:00Z") : null,
      createdAt: new Date("2026-11-01T03:04:00Z"),
    })),
  });
  // Orders of two members (the CSV's 注文回数): three of the second's, one of the 600th's.
  const members = await app.db.prisma.customer.findMany({ orderBy: { id: "asc" }, select: { id: true } });
  for (const [index, orders] of [
    [1, 3],
    [600, 1],
  ] as const) {
    for (let i = 0; i < orders; i++) {
      const order = await insertOrder(app.db.prisma, new Date("2026-11-02T03:00:00Z"));
      await app.db.prisma.order.update({ where: { id: order.id }, data: { customerId: members[index]!.id } });
    }
  }
  headers = await adminHeaders(app.url);
});
afterAll(() => app?.close());

const csvOf = (query = "", extra: Record<string, string> = {}) =>
  fetch(`${app.url}/api/admin/customers.csv${query}`, { headers: { ...headers, ...extra } });

describe("the customer CSV", () => {
  it("is for staff only", async () => {
    const res = await fetch(`${app.url}/api/admin/customers.csv`);
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("member");
  });

  it("lists every member once, oldest first, with Japanese headers and neutralised formulas", async () => {
    const res = await csvOf("", { "accept-encoding": "identity" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("content-encoding")).toBeNull();
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes));
    expect(rows[0]).toEqual([
      "会員番号",
      "姓",
      "名",
      "セイ",
      "メイ",
      "メールアドレス",
      "電話番号",
      "郵便番号",
      "都道府県",
      "住所",
      "建物名・部屋番号",
      "注文回数",
      "本登録",
      "登録日時",
    ]);
    const members = rows.slice(1);
    expect(members).toHaveLength(MEMBERS);
    const ids = members.map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(MEMBERS);
    expect(members[0]!.slice(1, 3)).toEqual(['\'=HYPERLINK("http://evil.example")', '太郎, "次男"']);
    expect(members[1]!.slice(5)).toEqual([
      "member1@example.jp",
      "09000000001",
      "7300011",
      "広島県",
      "広島市中区基町1-1",
      "'-1+2",
      "3",
      "未",
      "2026-11-01 12:04",
    ]);
    expect(members[2]![12]).toBe("済");
    // Counted per member, in the batch the member falls in (the 600th is in the second).
    expect(members.map((r) => r[11]).filter((n) => n !== "0")).toEqual(["3", "1"]);
    expect(members[600]![11]).toBe("1");
  });

  it("gives the list's search only, gzip-compressed when accepted", async () => {
    const res = await csvOf(`?q=${encodeURIComponent("花子12")}`, { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const rows = parseCsv(await res.text()).slice(1);
    // 花子12, 花子120…129, 花子1200…1016: every first name that starts with 花子12.
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r[2]!.startsWith("花子12"))).toBe(true);
  });

  // With the orders locked, the first batch's order counts cannot be read: the status and the
  // header row still arrive, then the members once it is free. A file built whole would send
  // nothing until the end. (Customer itself cannot be locked: signing in reads it.)
  it.runIf(onPostgres)("starts sending before the database has answered for the first batch", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = app.db.prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('LOCK TABLE "Order" IN ACCESS EXCLUSIVE MODE');
        locked();
        await released;
      },
      { timeout: 25_000, maxWait: 5_000 },
    );
    await isLocked;
    try {
      const res = await csvOf("", { "accept-encoding": "identity" });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const first = await reader.read();
      const head = new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value);
      expect(head).toBe(
        `\uFEFF会員番号,姓,名,セイ,メイ,メールアドレス,電話番号,郵便番号,都道府県,住所,建物名・部屋番号,注文回数,本登録,登録日時\r\n`,
      );
      release();
      await holder;
      let rest = "";
      const decoder = new TextDecoder();
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        rest += decoder.decode(next.value, { stream: true });
      }
      expect(parseCsv(rest)).toHaveLength(MEMBERS);
    } finally {
      release();
      await holder.catch(() => {});
    }
  });
});
