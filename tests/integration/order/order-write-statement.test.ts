// placeOrder's one statement (decisions 0030, 0032): its confirmation mail, composed before the
// write, must be the mail the stored order gives, and its job the row pg-boss's own send writes; a
// refused statement writes nothing, the job included. Runs on whichever database the suite uses.
// What the statement answers: order-write-answer.test.ts.
import { describe, expect, it } from "vitest";
import { isUniqueViolation, sqlStatements } from "../../../server/src/db/sql-statement.js";
import { JOB_SCHEMA } from "../../../server/src/jobs/jobs.js";
import { composeMail, MAIL_QUEUE } from "../../../server/src/mail/mail.js";
import { placeOrder } from "../../../server/src/modules/order/order.service.js";
import { SLOT_FULL } from "../../../server/src/modules/order/order-slot.js";
import { gql } from "../../support/http.js";
import { mailJobsTo } from "../../support/jobs.js";
import { futureSlot, orderInput, PLACE_ORDER, totalOf } from "./helpers.js";
import {
  app,
  confirmationJob,
  deps,
  type JobRow,
  jobs,
  lines,
  reread,
  slot,
  total,
  withOrderWriteApp,
} from "./order-write-setup.js";

withOrderWriteApp();

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
