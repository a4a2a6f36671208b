// The shop's timed work as jobs: the end-of-day notice lists the day's open orders; the pause's
// automatic resume is queued with the pause and runs at pausedUntil (last: it pauses takeout).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_SCHEMA } from "../../../server/src/jobs/jobs.js";
import { tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import type { BoardNoticePayload } from "../../../server/src/modules/order/board-notices.js";
import { noticeOpenOrders } from "../../../server/src/modules/order/end-of-day.js";
import { PAUSE_RESUME_QUEUE } from "../../../server/src/modules/settings/reception-control.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { jobsIn, waitUntil } from "../../support/jobs.js";
import { adminHeaders } from "../board/helpers.js";
import { demoProduct, futureSlot, type Line, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe("the end-of-day notice", () => {
  it("lists the day's orders neither provided nor cancelled, and nothing on a quiet day", async () => {
    const slot = await futureSlot(app.db.prisma, "TAKEOUT");
    const demo = await demoProduct(app.db.prisma);
    const items: Line[] = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const { data } = await gql(app.url, PLACE_ORDER, {
      input: orderInput(slot, items, await totalOf(app.db.prisma, items)),
    });
    const orderId = Number(data?.placeOrder.data.order.id);
    const published: BoardNoticePayload[] = [];
    const pubsub = { publish: (_topic: string, notice: BoardNoticePayload) => published.push(notice) };
    const day = tokyoClock(slot.startsAt).date;
    const notice = await noticeOpenOrders(
      { prisma: app.db.prisma, pubsub: pubsub as never },
      tokyoInstant(day, 23 * 60 + 50),
    );
    expect(notice).toMatchObject({ kind: "OPEN_ORDERS_AT_DAY_END", day, openCount: 1, orderIds: [orderId] });
    expect(published).toEqual([notice]);

    const dayBefore = tokyoInstant(day, -10);
    expect(await noticeOpenOrders({ prisma: app.db.prisma, pubsub: pubsub as never }, dayBefore)).toBeNull();
    expect(published).toHaveLength(1);
  });
});

describe("the pause's automatic resume", () => {
  it("is queued with the pause for pausedUntil, and runs then", async () => {
    const headers = await adminHeaders(app.url);
    const { data, errors } = await gql(
      app.url,
      `mutation { pauseReception(methods: [TAKEOUT], input: { minutes: 15, reason: "仕込み中" }) {
        __typename ... on MutationPauseReceptionSuccess { data { method pausedUntil } } } }`,
      {},
      headers,
    );
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    const pausedUntil = new Date(data?.pauseReception.data[0].pausedUntil);
    const { rows } = await app.db.jobSql.executeSql(
      `SELECT data, start_after FROM ${JOB_SCHEMA}.job WHERE name = $1`,
      [PAUSE_RESUME_QUEUE],
    );
    expect(rows).toHaveLength(1);
    const job = rows[0] as { data: { method: string; at: string }; start_after: Date };
    expect(job.data).toEqual({
      method: "TAKEOUT",
      requestId: expect.any(String),
      at: pausedUntil.toISOString(),
    });
    expect(new Date(job.start_after).getTime()).toBe(pausedUntil.getTime());

    // Fifteen minutes later (moved forward here), a worker runs it.
    await app.db.jobSql.executeSql(`UPDATE ${JOB_SCHEMA}.job SET start_after = now() WHERE name = $1`, [
      PAUSE_RESUME_QUEUE,
    ]);
    await waitUntil(async () => (await jobsIn(app.db, PAUSE_RESUME_QUEUE, "completed")) === 1);
  }, 90_000);
});
