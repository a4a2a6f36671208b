// Sales from per-day summaries (decision 0050): whatever orders are written and however their
// status, slot, money or payment change afterwards, the summaries kept by the orders' own writes
// equal the sum over the counted orders (a property over random orders, fast-check). And the
// reconciliation (issue 28): card payments and refunds by the day they happened, the net, the
// takings at the store; the CSVs stream, gzip when asked, each card sale with its payment id.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../../server/src/generated/prisma/client.js";
import { addDays, tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { generateOrderCode } from "../../../server/src/modules/order/order-secrets.js";
import { COUNTED, salesReport } from "../../../server/src/modules/sales/sales.service.js";
import { TALLY_SELECT, Tally } from "../../../server/src/modules/sales/sales-tally.js";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";
import { adminSession } from "../board/helpers.js";
import { csvRecords } from "./csv-read.js";

let app: TestApp;

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
});
afterAll(async () => {
  await app?.close();
});

const STATUSES = ["RECEIVED", "PRINTING", "READY", "PROVIDED", "CANCELLED", "AWAITING_PAYMENT"] as const;
const taxLine = fc.record({
  rate: fc.constantFrom(8, 10),
  amount: fc.integer({ min: 0, max: 20_000 }),
  tax: fc.integer({ min: 0, max: 2_000 }),
});
const orderArb = fc.record({
  day: fc.integer({ min: 0, max: 3 }),
  minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  channel: fc.constantFrom("ONLINE", "SHOP") as fc.Arbitrary<"ONLINE" | "SHOP">,
  shopKind: fc.constantFrom(null, "COUNTER", "PHONE") as fc.Arbitrary<"COUNTER" | "PHONE" | null>,
  shopPayment: fc.constantFrom(null, "CASH", "CARD", "PAYPAY") as fc.Arbitrary<
    "CASH" | "CARD" | "PAYPAY" | null
  >,
  paymentMethod: fc.constantFrom("AT_SHOP", "CARD") as fc.Arbitrary<"AT_SHOP" | "CARD">,
  method: fc.constantFrom("TAKEOUT", "DELIVERY") as fc.Arbitrary<"TAKEOUT" | "DELIVERY">,
  status: fc.constantFrom(...STATUSES),
  total: fc.integer({ min: 0, max: 50_000 }),
  taxes: fc.array(taxLine, { maxLength: 2 }),
  quantities: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }),
  // What happens afterwards: paid, cancelled, moved to another day, repriced, or nothing.
  later: fc.option(
    fc.oneof(
      fc.record({ status: fc.constantFrom(...STATUSES) }),
      fc.record({ day: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ total: fc.integer({ min: 0, max: 50_000 }), shopPayment: fc.constantFrom("CASH", "CARD") }),
    ),
  ),
});

let runs = 0;

async function oracle(prisma: PrismaClient, from: string, to: string) {
  const orders = await prisma.order.findMany({
    where: { ...COUNTED, slotStartsAt: { gte: tokyoInstant(from), lt: tokyoInstant(addDays(to, 1)) } },
    select: TALLY_SELECT,
  });
  const days = new Map<string, Tally>();
  const total = new Tally();
  for (const o of orders) {
    const day = tokyoClock(o.slotStartsAt).date;
    if (!days.has(day)) days.set(day, new Tally());
    days.get(day)!.add(o);
    total.add(o);
  }
  return { days, total: total.result() };
}

describe("sales from per-day summaries", () => {
  it("equal the sum over the orders after any writes (random orders and changes)", async () => {
    const { prisma } = app.db;
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { minLength: 1, maxLength: 8 }), async (orders) => {
        // Each run on days of its own, so runs never see each other's orders.
        const from = addDays("2031-01-01", runs * 10);
        runs += 1;
        const to = addDays(from, 3);
        for (const o of orders) {
          const slot = tokyoInstant(addDays(from, o.day), o.minutes);
          const created = await prisma.order.create({
            data: {
              code: generateOrderCode(),
              channel: o.channel,
              shopKind: o.channel === "SHOP" ? o.shopKind : null,
              shopPayment: o.channel === "SHOP" ? o.shopPayment : null,
              paymentMethod: o.paymentMethod,
              method: o.method,
              status: o.status,
              slotStartsAt: slot,
              slotEndsAt: new Date(slot.getTime() + 15 * 60_000),
              ...{ lastName: "広島", firstName: "花子", lastNameKana: "ヒロシマ", firstNameKana: "ハナコ" },
              ...{ email: "p@example.jp", tel: "09012345678" },
              ...{ itemsTotal: o.total, deliveryFee: 0, subtotal: 0, shippingFee: 0, taxTotal: 0 },
              total: o.total,
              taxes: o.taxes,
              items: {
                create: o.quantities.map((quantity) => ({
                  ...{
                    productName: "唐揚げ",
                    unitPrice: 1,
                    taxRate: 8,
                    lineTotal: 1,
                    unitAmount: 1,
                    amount: 1,
                  },
                  quantity,
                })),
              },
            },
          });
          const later = o.later;
          if (later && "status" in later)
            await prisma.order.update({ where: { id: created.id }, data: later });
          if (later && "day" in later) {
            const moved = tokyoInstant(addDays(from, later.day), o.minutes);
            await prisma.order.update({ where: { id: created.id }, data: { slotStartsAt: moved } });
          }
          if (later && "total" in later)
            await prisma.order.update({ where: { id: created.id }, data: later });
        }
        const report = await salesReport(prisma, { from, to }, "DAY");
        const expected = await oracle(prisma, from, to);
        const strip = <
          T extends {
            reconciliation?: unknown;
            period?: unknown;
            takeoutSales?: unknown;
            deliverySales?: unknown;
          },
        >(
          r: T,
        ) => {
          const { reconciliation, period, takeoutSales, deliverySales, ...figures } = r;
          return figures;
        };
        expect(strip(report.total)).toEqual(expected.total);
        expect(report.rows.map((r) => r.period)).toEqual([...expected.days.keys()].sort());
        for (const row of report.rows) expect(strip(row)).toEqual(expected.days.get(row.period)!.result());
      }),
      { numRuns: 8, seed: 20261126 },
    );
  }, 120_000);

  it("reconciles by day: card payments, refunds, net card, store takings; CSVs carry the payment id", async () => {
    const { prisma } = app.db;
    const admin = await adminSession(app.url);
    const day = "2032-03-10";
    const next = addDays(day, 1);
    const base = {
      method: "TAKEOUT" as const,
      slotEndsAt: tokyoInstant(day, 12 * 60 + 15),
      slotStartsAt: tokyoInstant(day, 12 * 60),
      ...{ lastName: "照合", firstName: "花子", lastNameKana: "ショウゴウ", firstNameKana: "ハナコ" },
      ...{ email: "r@example.jp", tel: "09012345678", status: "PROVIDED" as const },
      ...{ itemsTotal: 0, deliveryFee: 0, subtotal: 0, shippingFee: 0, taxTotal: 0, taxes: [] },
    };
    const card = await prisma.order.create({
      data: { ...base, code: generateOrderCode(), paymentMethod: "CARD", paymentStatus: "PAID", total: 2400 },
    });
    const payment = await prisma.payment.create({
      data: {
        orderId: card.id,
        gateway: "stripe",
        trackingId: "cs_test_recon",
        providerPaymentId: "pi_test_recon",
        amount: 2400,
        status: "PAID",
        completedAt: tokyoInstant(day, 11 * 60),
        refundedAmount: 300,
      },
    });
    await prisma.refund.create({
      data: {
        paymentId: payment.id,
        amount: 300,
        reason: "一部返金",
        idempotencyKey: "recon-refund",
        status: "SUCCEEDED",
        completedAt: tokyoInstant(next, 10 * 60),
      },
    });
    await prisma.order.create({
      data: {
        ...base,
        code: generateOrderCode(),
        channel: "SHOP",
        shopKind: "COUNTER",
        shopPayment: "CASH",
        paymentMethod: "AT_SHOP",
        total: 1500,
      },
    });
    const page = await admin.rest("GET", `/admin/sales?from=${day}&to=${next}&group=day`);
    expect(page.status).toBe(200);
    const recon = Object.fromEntries(
      page.body.rows.map((r: { period: string; reconciliation: unknown }) => [r.period, r.reconciliation]),
    );
    expect(recon).toEqual({
      [day]: { card_payments: 2400, refunds: 0, net_card: 2400, store_takings: 1500 },
      [next]: { card_payments: 0, refunds: 300, net_card: -300, store_takings: 0 },
    });
    expect(page.body.total.reconciliation).toEqual({
      card_payments: 2400,
      refunds: 300,
      net_card: 2100,
      store_takings: 1500,
    });

    // Streamed and gzip-compressed when accepted; each card sale names its payment.
    const res = await fetch(`${app.url}/api/admin/sales/orders.csv?from=${day}&to=${next}`, {
      headers: { ...admin.headers, "accept-encoding": "gzip" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const rows = csvRecords(text);
    expect(rows.map((r) => [r.支払方法, r.決済ID, r.返金額])).toEqual(
      expect.arrayContaining([
        ["オンラインカード決済", "pi_test_recon", "300"],
        ["店頭 現金", "", ""],
      ]),
    );
    const days = await fetch(`${app.url}/api/admin/sales/days.csv?from=${day}&to=${next}`, {
      headers: { ...admin.headers, "accept-encoding": "identity" },
    });
    expect(days.headers.get("content-encoding")).toBeNull();
    const dayRows = csvRecords(new TextDecoder().decode(await days.arrayBuffer()).replace(/^\uFEFF/, ""));
    expect(dayRows.map((r) => [r.日付, r.カード決済, r.返金, r.カード純額, r.店頭受取])).toEqual([
      [day, "2400", "0", "2400", "1500"],
      [next, "0", "300", "-300", "0"],
    ]);
  });
});
