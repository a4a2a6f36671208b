// Today's figures and sales by day and month, with the CSV export, on a fixed clock
// (Monday 2030-06-03 12:00, Tokyo): orders count on their slot's Tokyo day; cancelled and
// unpaid card orders are not sales; an open order whose slot has ended is late.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Prisma } from "../../../server/src/generated/prisma/client.js";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";
import { adminSession, insertOrder } from "../board/helpers.js";
import { tokyo } from "../provision/helpers.js";

describe("sales figures", () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof adminSession>>;

  const order = async (slot: Date, data: Prisma.OrderUpdateInput = {}, name?: string) => {
    const created = await insertOrder(app.db.prisma, slot, name ? { lastName: name } : {});
    return app.db.prisma.order.update({ where: { id: created.id }, data });
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tokyo("2030-06-03", "12:00"));
    app = await startTestApp({ seed: false });
    await app.db.prisma.administrator.create({
      data: {
        name: "店長",
        email: TEST_ADMIN.email,
        passwordHash: await hashPassword(TEST_ADMIN.password),
        role: "OWNER",
      },
    });
    admin = await adminSession(app.url);
    // Today: a provided takeout paid at the shop, a late open one, an open delivery paid by card,
    // a cancelled one and an unpaid card order; plus yesterday, last month and just after midnight.
    await order(tokyo("2030-06-03", "11:00"), { status: "PROVIDED" });
    await order(tokyo("2030-06-03", "11:30"), { status: "RECEIVED" }, "遅延");
    await order(tokyo("2030-06-03", "18:00"), {
      method: "DELIVERY",
      paymentMethod: "CARD",
      paymentStatus: "PAID",
      total: 2500,
      status: "PRINTING",
    });
    await order(tokyo("2030-06-03", "13:00"), { status: "CANCELLED" });
    await order(tokyo("2030-06-03", "13:00"), { status: "AWAITING_PAYMENT", paymentMethod: "CARD" });
    await order(tokyo("2030-06-02", "23:45"), { status: "PROVIDED", total: 500 }, '前日, "夜"');
    await order(tokyo("2030-05-31", "12:00"), { status: "PROVIDED", total: 700 });
    await order(tokyo("2030-06-04", "00:00"), { status: "RECEIVED" });
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  it("answers today's figures per method and payment, open and late orders", async () => {
    const res = await admin.rest("GET", "/admin/sales/today");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date: "2030-06-03",
      order_count: 3,
      item_count: 6,
      sales: 1080 + 1080 + 2500,
      by_method: [
        { provision_method: "takeout", order_count: 2, item_count: 4, sales: 2160 },
        { provision_method: "delivery", order_count: 1, item_count: 2, sales: 2500 },
      ],
      by_payment: [
        { payment_method: "at_shop", order_count: 2, item_count: 4, sales: 2160 },
        { payment_method: "card", order_count: 1, item_count: 2, sales: 2500 },
      ],
      open_count: 2,
      late_count: 1,
      cancelled_count: 1,
    });
    const gql = await admin.gql("{ todayFigures { sales lateCount byMethod { method sales } } }");
    expect(gql.data?.todayFigures).toEqual({
      sales: 4660,
      lateCount: 1,
      byMethod: [
        { method: "TAKEOUT", sales: 2160 },
        { method: "DELIVERY", sales: 2500 },
      ],
    });
  });

  it("sums sales by day and by month on the slot's Tokyo day", async () => {
    const days = await admin.rest("GET", "/admin/sales?from=2030-05-31&to=2030-06-04&group=day");
    expect(days.body.rows.map((r: { period: string; sales: number }) => [r.period, r.sales])).toEqual([
      ["2030-05-31", 700],
      ["2030-06-02", 500],
      ["2030-06-03", 4660],
      ["2030-06-04", 1080],
    ]);
    expect(days.body.total).toEqual({ order_count: 6, item_count: 12, sales: 6940 });
    const months = await admin.gql(`{ salesReport(from: "2030-05-01", to: "2030-06-30", groupBy: MONTH) {
      ... on QuerySalesReportSuccess { data { sales rows { period orderCount sales takeoutSales deliverySales } } } } }`);
    expect(months.data?.salesReport.data.rows).toEqual([
      { period: "2030-05", orderCount: 1, sales: 700, takeoutSales: 700, deliverySales: 0 },
      { period: "2030-06", orderCount: 5, sales: 6240, takeoutSales: 3740, deliverySales: 2500 },
    ]);
  });

  it("refuses a reversed or malformed range in Japanese", async () => {
    const reversed = await admin.rest("GET", "/admin/sales?from=2030-06-03&to=2030-06-01");
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual(["終了日は開始日以降の日付にしてください"]);
    const bad = await admin.rest("GET", "/admin/sales/orders.csv?from=june&to=2030-06-01");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(["開始日は日付で入力してください"]);
  });

  it("exports the day's orders as CSV for Excel: BOM, Japanese headers, CRLF, quoted fields", async () => {
    const res = await fetch(`${app.url}/api/admin/sales/orders.csv?from=2030-06-02&to=2030-06-03`, {
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="orders-2030-06-02_2030-06-03.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "注文番号,受取日,受取時刻,受取方法,支払方法,状態,お名前,電話番号,品数,小計（税抜）,配達料（税抜）,消費税,合計（税込）,注文日時",
    );
    expect(lines).toHaveLength(1 + 6 + 1); // header, six orders, the final CRLF
    expect(lines[1]).toMatch(
      /^[^,]+,2030-06-02,23:45,テイクアウト,店頭・配達時払い,受け渡し済み,"前日, ""夜"" 花子",/,
    );
    expect(lines.some((l) => l.includes(",2030-06-03,18:00,デリバリー,クレジットカード,調理中,"))).toBe(true);
    expect(lines.some((l) => l.includes(",キャンセル,"))).toBe(true);
  });
});
