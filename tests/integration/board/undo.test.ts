// 元に戻す (decision 0045): 提供済み and 来店なし can be undone for 2 minutes; their customer mail
// waits in the job queue until then and is gone when undone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_SCHEMA } from "../../../server/src/jobs/jobs.js";
import { tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { MAIL_QUEUE } from "../../../server/src/mail/mail.js";
import { undoStaffAction } from "../../../server/src/modules/order/order-undo.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { adminSession, insertOrder } from "./helpers.js";

let app: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
const noon = () => tokyoInstant(tokyoClock(new Date()).date, 12 * 60);

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminSession(app.url);
});
afterAll(() => app?.close());

const ORDER = "id status undoableUntil cancelReason";
const undo = (id: number) =>
  admin.gql(
    `mutation($id: ID!) { undoOrderAction(id: $id) { __typename
      ... on MutationUndoOrderActionSuccess { data { ${ORDER} } } ... on Error { message } } }`,
    { id: String(id) },
  );

async function mailJobs(to: string) {
  const { rows } = await app.db.jobSql.executeSql(
    `SELECT state::text AS state, start_after FROM ${JOB_SCHEMA}.job WHERE name = $1 AND data->'message'->>'to' = $2`,
    [MAIL_QUEUE, to],
  );
  return rows as { state: string; start_after: Date }[];
}

describe("undo on the board", () => {
  it("holds a delivered order's mail for 2 minutes and drops it when お届け済み is undone", async () => {
    const order = await insertOrder(app.db.prisma, noon(), {
      method: "DELIVERY",
      status: "OUT_FOR_DELIVERY",
      email: "undo-provide@example.jp",
    });
    const before = Date.now();
    const provided = await admin.gql(
      `mutation($id: ID!) { markOrderProvided(id: $id) { ... on MutationMarkOrderProvidedSuccess { data { ${ORDER} } } } }`,
      { id: String(order.id) },
    );
    const data = provided.data?.markOrderProvided.data;
    expect(data.status).toBe("PROVIDED");
    const until = new Date(data.undoableUntil).getTime();
    expect(until - before).toBeGreaterThanOrEqual(119_000);
    expect(until - before).toBeLessThan(125_000);
    const [job] = await mailJobs("undo-provide@example.jp");
    expect(job?.state).toBe("created");
    expect(new Date(job!.start_after).getTime()).toBe(until);

    const undone = await undo(order.id);
    expect(undone.data?.undoOrderAction.data).toEqual({
      id: String(order.id),
      status: "OUT_FOR_DELIVERY",
      undoableUntil: null,
      cancelReason: null,
    });
    expect(await mailJobs("undo-provide@example.jp")).toEqual([]);
    // Once only: nothing left to undo.
    expect((await undo(order.id)).data?.undoOrderAction.message).toBe(
      "このご注文には元に戻せる操作がありません",
    );
  });

  it("gives a no-show's place in its slot back when 来店なし is undone, and refuses after 2 minutes", async () => {
    const slotStartsAt = noon();
    const order = await insertOrder(app.db.prisma, slotStartsAt, {
      status: "READY",
      email: "undo-noshow@example.jp",
    });
    await app.db.prisma.order.update({ where: { id: order.id }, data: { kitchenUnits: 4 } });
    const where = { method_slotStartsAt: { method: "TAKEOUT" as const, slotStartsAt } };
    await app.db.prisma.slotUsage.upsert({
      where,
      create: { method: "TAKEOUT", slotStartsAt, orderCount: 1, unitCount: 4 },
      update: { orderCount: { increment: 1 }, unitCount: { increment: 4 } },
    });
    const usage = () => app.db.prisma.slotUsage.findUniqueOrThrow({ where });
    const start = await usage();
    const cancel = await admin.gql(
      `mutation($id: ID!) { cancelOrder(id: $id, reason: NO_SHOW) { ... on MutationCancelOrderSuccess { data { ${ORDER} } } } }`,
      { id: String(order.id) },
    );
    expect(cancel.data?.cancelOrder.data.status).toBe("CANCELLED");
    expect([(await usage()).orderCount, (await usage()).unitCount]).toEqual([
      start.orderCount - 1,
      start.unitCount - 4,
    ]);
    expect((await undo(order.id)).data?.undoOrderAction.data).toMatchObject({
      status: "READY",
      cancelReason: null,
    });
    expect([(await usage()).orderCount, (await usage()).unitCount]).toEqual([
      start.orderCount,
      start.unitCount,
    ]);
    expect(await mailJobs("undo-noshow@example.jp")).toEqual([]);

    // Cancelled again; three minutes later it stays cancelled, and its mail stays queued.
    await admin.gql(`mutation($id: ID!) { cancelOrder(id: $id, reason: NO_SHOW) { __typename } }`, {
      id: String(order.id),
    });
    const late = new Date(Date.now() + 3 * 60_000);
    await expect(undoStaffAction({ prisma: app.db.prisma }, order.id, late)).rejects.toThrow(
      "2分を過ぎたため、元に戻せません",
    );
    expect((await app.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      "CANCELLED",
    );
    expect((await mailJobs("undo-noshow@example.jp")).map((j) => j.state)).toEqual(["created"]);
  });

  it("does not offer undo for 準備完了", async () => {
    const order = await insertOrder(app.db.prisma, noon(), { status: "PRINTING" });
    const ready = await admin.gql(
      `mutation($id: ID!) { markOrderReady(id: $id) { ... on MutationMarkOrderReadySuccess { data { ${ORDER} } } } }`,
      { id: String(order.id) },
    );
    expect(ready.data?.markOrderReady.data.undoableUntil).toBeNull();
    expect((await undo(order.id)).data?.undoOrderAction.message).toBe(
      "このご注文には元に戻せる操作がありません",
    );
  });
});
