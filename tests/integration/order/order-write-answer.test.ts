// placeOrder writes in one raw SQL statement (decisions 0030, 0032): on PostgreSQL straight on the
// shared pool, on PGlite through Prisma's raw query, both through db/sql-statement.ts. What it
// answers must be what Prisma itself reads back for the order (dates as Date, enums as strings,
// Json as values), and text the database cannot store is refused as before the raw write.
// The statement's job, refusals and replays: order-write-statement.test.ts.
import { describe, expect, it } from "vitest";
import { parseInput } from "../../../server/src/lib/parse.js";
import { placeOrder, placeValidOrder } from "../../../server/src/modules/order/order.service.js";
import { placeOrderSchema } from "../../../shared/order.js";
import { gql } from "../../support/http.js";
import { mailJobsTo } from "../../support/jobs.js";
import { orderInput, PLACE_ORDER, totalOf } from "./helpers.js";
import {
  app,
  confirmationJob,
  deps,
  lines,
  mailOfStored,
  reread,
  slot,
  total,
  withOrderWriteApp,
} from "./order-write-setup.js";

withOrderWriteApp();

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
