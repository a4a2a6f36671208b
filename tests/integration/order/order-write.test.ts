// placeOrder's write transaction runs raw SQL (decision 0030): on PostgreSQL on a pg client of the
// shared pool, on PGlite in a Prisma interactive transaction, both through db/sql-transaction.ts.
// What it answers must be what Prisma itself reads back for the order (dates as Date, enums as
// strings, Json as values), its mail is queued in the same transaction, and a failure rolls back
// everything, the job included. Runs on whichever database the suite uses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation, sqlTransaction } from "../../../server/src/db/sql-transaction.js";
import { createJobs, JOB_SCHEMA, jobIdFor } from "../../../server/src/jobs/jobs.js";
import { defineMailJobs } from "../../../server/src/jobs/mail-jobs.js";
import { composeMail, createQueuedMailer, type MailMessage } from "../../../server/src/lib/mail.js";
import { parseInput } from "../../../server/src/lib/parse.js";
import {
  type OrderDeps,
  orderInclude,
  placeOrder,
  placeValidOrder,
} from "../../../server/src/modules/order/order.service.js";
import { sandboxGateway } from "../../../server/src/modules/payment/sandbox-gateway.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { placeOrderSchema } from "../../../shared/order.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { mailJobsTo } from "../jobs/helpers.js";
import {
  demoProduct,
  futureSlot,
  gql,
  type Line,
  orderInput,
  PLACE_ORDER,
  setCapacity,
  totalOf,
} from "./helpers.js";

let app: TestApp;
let deps: OrderDeps;
let slot: Slot;
let lines: Line[];
let total: number;

beforeAll(async () => {
  app = await startTestApp();
  const jobs = createJobs({ sql: app.db.jobSql });
  defineMailJobs(jobs, { send: async () => {} }); // never started: only queues
  deps = {
    prisma: app.db.prisma,
    mailer: createQueuedMailer(jobs),
    publicUrl: "http://127.0.0.1",
    gateway: sandboxGateway,
  };
  slot = await futureSlot(app.db.prisma, "TAKEOUT", 1);
  await setCapacity(app.db.prisma, "TAKEOUT", slot, 20);
  const demo = await demoProduct(app.db.prisma);
  lines = [
    {
      productId: demo.product.id,
      productOptionId: demo.option.id,
      toppingOptionIds: [demo.toppingOption.id],
      quantity: 2,
    },
    { productId: demo.product.id, productOptionId: demo.bigOption.id, toppingOptionIds: [], quantity: 1 },
  ];
  total = await totalOf(app.db.prisma, lines);
});

afterAll(async () => {
  await app?.close();
});

const reread = (id: number) =>
  app.db.prisma.order.findUniqueOrThrow({ where: { id }, include: orderInclude });

/** The confirmation job of an order, as the job queue stored it. */
async function confirmationJob(orderId: number) {
  const { rows } = await app.db.jobSql.executeSql(`SELECT name, data FROM ${JOB_SCHEMA}.job WHERE id = $1`, [
    jobIdFor(`order-placed:${orderId}`),
  ]);
  return rows[0] as { name: string; data: { message: MailMessage } } | undefined;
}

describe("placeOrder's write transaction", () => {
  it("answers a card order with lines, toppings and payment exactly as Prisma reads it back, its mail queued", async () => {
    const email = `write-card-${Date.now()}@example.jp`;
    const placed = await placeOrder(
      deps,
      null,
      orderInput(slot, lines, total, {
        paymentMethod: "CARD",
        email,
        note: "からあげ多め",
        isReceipt: true,
        receiptName: "株式会社テスト",
      }),
    );
    const stored = await reread(placed.order.id);
    expect(placed.order).toEqual(stored);
    expect(placed.order.createdAt).toBeInstanceOf(Date);
    expect(placed.order.createdAt.getTime()).toBe(placed.order.updatedAt.getTime());
    expect(placed.order.slotStartsAt.getTime()).toBe(slot.startsAt.getTime());
    expect(placed.order.status).toBe("AWAITING_PAYMENT");
    expect(placed.order.paymentStatus).toBe("UNPAID");
    expect(placed.order.channel).toBe("ONLINE");
    expect(Array.isArray(placed.order.taxes)).toBe(true);
    expect(placed.order.items).toHaveLength(2);
    expect(placed.order.items[0]!.toppings).toHaveLength(1);
    expect(placed.order.payments).toHaveLength(1);
    expect(placed.paymentUrl).toContain(placed.order.payments[0]!.trackingId);
    // The defaults of the columns not given are the database's, as with Prisma's create.
    expect(placed.order.printCount).toBe(0);
    expect(placed.order.version).toBe(0);
    expect(placed.order.shippingLastName).toBeNull();

    const job = await confirmationJob(placed.order.id);
    expect(job?.name).toBe("mail");
    expect(job?.data.message.to).toBe(email);
    expect(job?.data.message.text).toContain(placed.order.code);
    expect(job?.data.message.text).toContain(`/order/status/${placed.order.code}?secret=`);
  });

  it("writes a counter order paid in cash (PAID, paidAt, shop fields) as Prisma reads it back", async () => {
    const now = new Date();
    const input = parseInput(
      placeOrderSchema,
      orderInput(slot, lines.slice(1), await totalOf(app.db.prisma, lines.slice(1))),
    );
    const placed = await placeValidOrder(
      deps,
      null,
      input,
      {
        channel: "SHOP",
        shopKind: "COUNTER",
        shopPayment: "CASH",
        slot: "CHOSEN",
        ignoreCapacity: false,
        ignorePause: false,
      },
      now,
    );
    expect(placed.order).toEqual(await reread(placed.order.id));
    expect(placed.order.paymentStatus).toBe("PAID");
    expect(placed.order.paidAt?.getTime()).toBe(now.getTime());
    expect(placed.order.shopKind).toBe("COUNTER");
    expect(placed.order.shopPayment).toBe("CASH");
    expect(placed.order.payments).toEqual([]);
    expect(placed.paymentUrl).toBeNull();
  });
});

describe("text the database cannot store, as before the raw write", () => {
  it("refuses a NUL with the same 4xx and writes nothing; stores a lone surrogate as U+FFFD", async () => {
    const email = `write-hostile-${Date.now()}@example.jp`;
    const usage = () =>
      app.db.prisma.slotUsage.findUnique({
        where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: slot.startsAt } },
      });
    const before = (await usage())?.orderCount ?? 0;
    for (const extra of [{ note: "a\u0000b" }, { useCar: true, carColor: "白\u0000" }]) {
      const res = await gql(app.url, PLACE_ORDER, {
        input: orderInput(slot, lines, total, { ...extra, email }),
      });
      expect(res.errors?.[0]).toMatchObject({
        message: "使用できない文字（制御文字など）が含まれています",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(await app.db.prisma.order.count({ where: { email } })).toBe(0);
    expect((await usage())?.orderCount ?? 0).toBe(before);
    expect(await mailJobsTo(app.db, email)).toBe(0);

    const placed = await placeOrder(
      deps,
      null,
      orderInput(slot, lines, total, { email, lastName: "山\ud800", note: "x\udc00y" }),
    );
    const stored = await reread(placed.order.id);
    expect(stored.lastName).toBe("山\ufffd");
    expect(stored.note).toBe("x\ufffdy");
    expect(placed.order).toEqual(stored);
  });
});

describe("sqlTransaction", () => {
  const mail = (to: string) => composeMail(to, "テスト", ["本文"]);
  const at = new Date(Date.UTC(2030, 0, 1, 3, 0));
  const usage = () =>
    app.db.prisma.slotUsage.findUnique({
      where: { method_slotStartsAt: { method: "DELIVERY", slotStartsAt: at } },
    });

  it("commits its statements and the job queued in it together, or neither", async () => {
    const write = (to: string, fail: boolean) =>
      sqlTransaction(app.db.prisma, async (tx) => {
        await tx.executeSql(
          `INSERT INTO "SlotUsage" ("method", "slotStartsAt", "orderCount") VALUES ('DELIVERY', $1::timestamptz, 1)
           ON CONFLICT ("method", "slotStartsAt") DO UPDATE SET "orderCount" = "SlotUsage"."orderCount" + 1`,
          [at],
        );
        await deps.mailer.send(mail(to), { tx });
        if (fail) throw new Error("rolled back after the mail was queued");
        return "done";
      });

    await expect(write("sqltx-rollback@example.jp", true)).rejects.toThrow("rolled back");
    expect(await usage()).toBeNull();
    expect(await mailJobsTo(app.db, "sqltx-rollback@example.jp")).toBe(0);

    await expect(write("sqltx-commit@example.jp", false)).resolves.toBe("done");
    expect((await usage())?.orderCount).toBe(1);
    expect(await mailJobsTo(app.db, "sqltx-commit@example.jp")).toBe(1);
  });

  it("reports a unique violation as one, rolls it back and leaves the connection usable", async () => {
    const code = `U${Date.now().toString(36).slice(-5).toUpperCase()}`;
    // Read before: PGlite has one connection, which the transaction holds.
    const order = await reread((await app.db.prisma.order.findFirstOrThrow({ select: { id: true } })).id);
    const { id: _id, items: _items, payments: _payments, ...row } = order;
    const copy = JSON.stringify({ ...row, code, idempotencyKey: null });
    const insertTwice = sqlTransaction(app.db.prisma, async (tx) => {
      await tx.executeSql(`UPDATE "SlotUsage" SET "orderCount" = 7 WHERE "slotStartsAt" = $1::timestamptz`, [
        at,
      ]);
      const insert = `INSERT INTO "Order" (code, method, status, "paymentMethod", "slotStartsAt", "slotEndsAt",
          "lastName", "firstName", "lastNameKana", "firstNameKana", email, tel, "itemsTotal", "deliveryFee",
          subtotal, "shippingFee", "taxTotal", total, "updatedAt")
        SELECT code, method, status, "paymentMethod", "slotStartsAt", "slotEndsAt", "lastName", "firstName",
          "lastNameKana", "firstNameKana", email, tel, "itemsTotal", "deliveryFee", subtotal, "shippingFee",
          "taxTotal", total, "updatedAt"
        FROM jsonb_populate_record(NULL::"Order", $1::jsonb)`;
      await tx.executeSql(insert, [copy]);
      await tx.executeSql(insert, [copy]);
    });
    const error = await insertTwice.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(await app.db.prisma.order.count({ where: { code } })).toBe(0);
    expect((await usage())?.orderCount).toBe(1); // the update before it is rolled back too
    expect(isUniqueViolation(new Error("connection refused"))).toBe(false);

    // Every connection still works (a client left inside a failed transaction would not).
    const counts = await Promise.all(
      Array.from({ length: 12 }, () =>
        sqlTransaction(app.db.prisma, async (tx) => (await tx.executeSql("SELECT 1 AS one")).rows),
      ),
    );
    expect(counts.every((rows) => (rows[0] as { one: number }).one === 1)).toBe(true);
  });
});
