// placeOrder writes in one raw SQL statement (decisions 0030, 0032): on PostgreSQL straight on the
// shared pool, on PGlite through Prisma's raw query, both through db/sql-statement.ts. What it
// answers must be what Prisma itself reads back for the order (dates as Date, enums as strings,
// Json as values); its confirmation mail, composed before the write, must be the mail the stored
// order gives, and its job the row pg-boss's own send writes; a refused statement writes nothing,
// the job included. Runs on whichever database the suite uses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation, sqlStatements } from "../../../server/src/db/sql-statement.js";
import { createJobs, JOB_SCHEMA, type Jobs } from "../../../server/src/jobs/jobs.js";
import { parseInput } from "../../../server/src/lib/parse.js";
import {
  composeMail,
  createQueuedMailer,
  MAIL_QUEUE,
  type MailMessage,
} from "../../../server/src/mail/mail.js";
import { defineMailJobs } from "../../../server/src/mail/mail-jobs.js";
import { placeOrder, placeValidOrder } from "../../../server/src/modules/order/order.service.js";
import type { OrderDeps } from "../../../server/src/modules/order/order-answer.js";
import { arrivalUrl } from "../../../server/src/modules/order/order-confirmation.js";
import { orderConfirmationMail } from "../../../server/src/modules/order/order-mail.js";
import { arrivalSecret, sha256 } from "../../../server/src/modules/order/order-secrets.js";
import { SLOT_FULL } from "../../../server/src/modules/order/order-slot.js";
import { type FullOrder, orderInclude } from "../../../server/src/modules/order/order-statement.js";
import { statusUrl } from "../../../server/src/modules/order/order-status-link.js";
import { sandboxGateway } from "../../../server/src/modules/payment/sandbox-gateway.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { ratesInForce } from "../../../server/src/modules/settings/tax.service.js";
import { placeOrderSchema } from "../../../shared/order.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { mailJobsTo } from "../../support/jobs.js";
import {
  demoProduct,
  futureSlot,
  type Line,
  orderInput,
  PLACE_ORDER,
  setCapacity,
  totalOf,
} from "./helpers.js";

let app: TestApp;
let jobs: Jobs;
let deps: OrderDeps;
let slot: Slot;
let lines: Line[];
let total: number;

beforeAll(async () => {
  app = await startTestApp();
  jobs = createJobs({ sql: app.db.jobSql });
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

interface JobRow {
  name: string;
  data: { message: MailMessage };
  [column: string]: unknown;
}

/** The confirmation job of an order, as the job queue stored it. */
async function confirmationJob(order: FullOrder): Promise<JobRow | undefined> {
  const { rows } = await app.db.jobSql.executeSql(
    `SELECT * FROM ${JOB_SCHEMA}.job
     WHERE name = $1 AND data->'message'->>'to' = $2 AND strpos(data->'message'->>'subject', $3) > 0`,
    [MAIL_QUEUE, order.email, order.code],
  );
  expect(rows.length, `confirmation jobs of ${order.code}`).toBeLessThanOrEqual(1);
  return rows[0] as JobRow | undefined;
}

/**
 * The confirmation the stored order gives, as the order mail composes it. The row holds only the
 * status secret's hash: the secret is the one the queued mail carries, checked against that hash.
 */
async function mailOfStored(order: FullOrder, idempotencyKey: string, queued: MailMessage | undefined) {
  const statusSecret = new URL(
    queued?.text.match(/https?:\/\/\S+\/order\/status\/\S+/)?.[0] ?? "http://x",
  ).searchParams.get("secret");
  expect(order.statusSecretHashes).toEqual([sha256(statusSecret ?? "")]);
  const rates = await ratesInForce(app.db.prisma);
  return orderConfirmationMail(
    order,
    arrivalUrl(deps.publicUrl, order.code, arrivalSecret(idempotencyKey, order.code)),
    statusUrl(deps.publicUrl, order.code, statusSecret ?? ""),
    rates.REDUCED,
  );
}

describe("placeOrder's write statement", () => {
  it("answers a card order with lines, toppings and payment exactly as Prisma reads it back, its mail queued", async () => {
    const email = `write-card-${Date.now()}@example.jp`;
    const input = orderInput(slot, lines, total, {
      paymentMethod: "CARD",
      email,
      note: "からあげ多め",
      isReceipt: true,
      receiptName: "株式会社テスト",
      useCar: true,
      carColor: "白",
      carNumber: "広島 300 あ 12-34",
    });
    const placed = await placeOrder(deps, null, input);
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

    const job = await confirmationJob(stored);
    expect(job?.name).toBe("mail");
    expect(job?.data.message.to).toBe(email);
    expect(job?.data.message.text).toContain(`/order/status/${placed.order.code}?secret=`);
    expect(job?.data.message.text).toContain("お車でお越し: 白 広島 300 あ 12-34");
    // Composed before the write, it is the mail the stored order gives, word for word.
    const expected = await mailOfStored(stored, input.idempotencyKey, job?.data.message);
    expect(job?.data.message).toMatchObject(expected);
    expect(job?.data.message.messageId).toMatch(/^<[0-9a-f-]+@/);
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
    for (const extra of [
      { note: "a\u0000b" },
      { useCar: true, carColor: "白\u0000", carNumber: "広島 300 あ 12-34" },
    ]) {
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

    const input = orderInput(slot, lines, total, { email, lastName: "山\ud800", note: "x\udc00y" });
    const placed = await placeOrder(deps, null, input);
    const stored = await reread(placed.order.id);
    expect(stored.lastName).toBe("山\ufffd");
    expect(stored.note).toBe("x\ufffdy");
    expect(placed.order).toEqual(stored);
    // The mail says what was stored (U+FFFD), as if composed from the row.
    const job = await confirmationJob(stored);
    expect(job?.data.message).toMatchObject(
      await mailOfStored(stored, input.idempotencyKey, job?.data.message),
    );
    expect(job?.data.message.text).toContain("山\ufffd");
  });
});

describe("the order statement", () => {
  const usageOf = (at: Date) =>
    app.db.prisma.slotUsage.findUnique({
      where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: at } },
    });

  it("writes the confirmation's job as pg-boss's own send writes a job", async () => {
    const email = `write-job-${Date.now()}@example.jp`;
    const placed = await placeOrder(deps, null, orderInput(slot, lines, total, { email }));
    const ours = await confirmationJob(placed.order);
    const theirsId = await jobs.send(MAIL_QUEUE, { message: composeMail(email, "比較", ["本文"]) });
    const { rows } = await app.db.jobSql.executeSql(`SELECT * FROM ${JOB_SCHEMA}.job WHERE id = $1`, [
      theirsId,
    ]);
    const theirs = rows[0] as JobRow;
    // Every column the insert wrote, a column pg-boss adds in an upgrade too, but not what the
    // app's own worker may have changed since (it may have taken either job), nor the ids, data
    // and instants (compared as intervals).
    const worked = ["state", "retry_count", "started_on", "completed_on", "output"];
    const comparable = (row: JobRow) => {
      const at = (column: string) => new Date(row[column] as Date).getTime();
      const kept = Object.entries(row).filter(
        ([column]) => !["id", "data", "created_on", "start_after", "keep_until", ...worked].includes(column),
      );
      return {
        ...Object.fromEntries(kept),
        startsAtCreation: at("start_after") - at("created_on"),
        keptFor: at("keep_until") - at("start_after"),
      };
    };
    expect(ours).toBeDefined();
    expect(comparable(ours!)).toEqual(comparable(theirs));
    expect(comparable(ours!)).toMatchObject({ name: MAIL_QUEUE, retry_limit: 12, retry_backoff: true });
  });

  it("writes nothing for a full slot: no order, no place, no mail", async () => {
    const full = await futureSlot(app.db.prisma, "TAKEOUT", 2);
    await app.db.prisma.slotUsage.upsert({
      where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: full.startsAt } },
      create: { method: "TAKEOUT", slotStartsAt: full.startsAt, orderCount: 20 },
      update: { orderCount: 20 },
    });
    const email = `write-full-${Date.now()}@example.jp`;
    const res = await gql(app.url, PLACE_ORDER, {
      input: orderInput(full, lines, await totalOf(app.db.prisma, lines), { email }),
    });
    expect(JSON.stringify(res)).toContain(SLOT_FULL);
    expect(await app.db.prisma.order.count({ where: { email } })).toBe(0);
    expect((await usageOf(full.startsAt))?.orderCount).toBe(20);
    expect(await mailJobsTo(app.db, email)).toBe(0);
  });

  it("answers a replay with its order and queues no second mail", async () => {
    const email = `write-replay-${Date.now()}@example.jp`;
    const input = orderInput(slot, lines, total, { email });
    const first = await placeOrder(deps, null, input);
    const again = await placeOrder(deps, null, input);
    expect(again.order.id).toBe(first.order.id);
    expect(await app.db.prisma.order.count({ where: { email } })).toBe(1);
    expect(await mailJobsTo(app.db, email)).toBe(1);
  });

  it("reports a unique violation as one, writes nothing of the statement, and leaves the pool usable", async () => {
    const code = `U${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const order = await reread((await app.db.prisma.order.findFirstOrThrow({ select: { id: true } })).id);
    const { id: _id, items: _items, payments: _payments, ...row } = order;
    const copy = JSON.stringify({ ...row, code, idempotencyKey: null });
    const before = await app.db.prisma.order.count();
    // Two rows with one code in one statement: the first is not kept either.
    const insertTwice = `INSERT INTO "Order" (code, method, status, "paymentMethod", "slotStartsAt", "slotEndsAt",
        "lastName", "firstName", "lastNameKana", "firstNameKana", email, tel, "itemsTotal", "deliveryFee",
        subtotal, "shippingFee", "taxTotal", total, "updatedAt")
      SELECT code, method, status, "paymentMethod", "slotStartsAt", "slotEndsAt", "lastName", "firstName",
        "lastNameKana", "firstNameKana", email, tel, "itemsTotal", "deliveryFee", subtotal, "shippingFee",
        "taxTotal", total, "updatedAt"
      FROM jsonb_populate_record(NULL::"Order", $1::jsonb) CROSS JOIN generate_series(1, 2)`;
    const error = await sqlStatements(app.db.prisma)
      .executeSql(insertTwice, [copy])
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(await app.db.prisma.order.count({ where: { code } })).toBe(0);
    expect(await app.db.prisma.order.count()).toBe(before);
    expect(isUniqueViolation(new Error("connection refused"))).toBe(false);

    // Every connection still works.
    const ones = await Promise.all(
      Array.from(
        { length: 12 },
        async () => (await sqlStatements(app.db.prisma).executeSql("SELECT 1 AS one")).rows,
      ),
    );
    expect(ones.every((rows) => (rows[0] as { one: number }).one === 1)).toBe(true);
  });
});
