// Staff actions on orders through the one state machine, what every open board receives, and
// two staff acting on one order at the same moment. Card orders cancelled, the customer's events
// and live order page: board-actions-customer.test.ts.
import { describe, expect, it } from "vitest";
import { tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { TEST_ADMIN } from "../../setup/test-app.js";
import {
  admin,
  app,
  del,
  eventFor,
  noon,
  placeTakeout,
  put,
  smtp,
  TEST_ADMIN_NAME,
  withBoardActionsApp,
} from "./board-actions-setup.js";
import { adminSession, insertOrder } from "./helpers.js";

withBoardActionsApp();

describe("staff actions", () => {
  it("prints (a second print is a reprint), then provides, each shown on the board", async () => {
    const order = await insertOrder(app.db.prisma, noon());
    const printed = await put(`/admin/orders/${order.code}/printing`);
    expect(printed.status).toBe(200);
    expect(printed.body).toMatchObject({ reprint: false, order: { status: "PRINTING", print_count: 1 } });
    const event = await eventFor(order.code, "PRINTING");
    expect(event?.data?.orderEvents.order).toMatchObject({ status: "PRINTING", printCount: 1 });
    expect(event?.data?.orderEvents.order.items).toEqual([{ productName: "唐揚げ", quantity: 2 }]);

    const again = await put(`/admin/orders/${order.id}/printing`);
    expect(again.body).toMatchObject({ reprint: true, order: { status: "PRINTING", print_count: 2 } });

    const provided = await put(`/admin/orders/${order.id}/provided`);
    expect(provided.status).toBe(200);
    expect(provided.body.status).toBe("PROVIDED");
    expect((await eventFor(order.code, "PROVIDED"))?.data?.orderEvents.order.status).toBe("PROVIDED");
  });

  it("refuses what the state machine forbids with a 409 and a Japanese message, changing nothing", async () => {
    const provided = await insertOrder(app.db.prisma, noon(), { status: "PROVIDED" });
    const cancel = await del(`/admin/orders/${provided.id}`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.errors).toEqual(["「お渡し済み」の注文にはこの操作を行えません"]);
    const unpaid = await insertOrder(app.db.prisma, noon(), { status: "AWAITING_PAYMENT" });
    expect((await put(`/admin/orders/${unpaid.id}/printing`)).body.errors).toEqual([
      "「お支払い待ち」の注文にはこの操作を行えません",
    ]);
    const cancelled = await insertOrder(app.db.prisma, noon(), { status: "CANCELLED" });
    expect((await put(`/admin/orders/${cancelled.id}/provided`)).status).toBe(409);
    for (const row of [provided, unpaid, cancelled]) {
      const now = await app.db.prisma.order.findUniqueOrThrow({ where: { id: row.id } });
      expect({ status: now.status, version: now.version }).toEqual({ status: row.status, version: 0 });
    }
    for (const id of ["999999", "ZZZZZZ", "abc"]) {
      const missing = await put(`/admin/orders/${id}/provided`);
      expect(missing.status).toBe(404);
      expect(missing.body.errors).toEqual(["ご注文が見つかりませんでした"]);
    }
  });

  it("refuses to mark an order provided before its day, with a 409 in Japanese, changing nothing", async () => {
    const tomorrow = tokyoClock(new Date(Date.now() + 24 * 3600 * 1000)).date;
    const future = await insertOrder(app.db.prisma, tokyoInstant(tomorrow, 12 * 60));
    const early = await put(`/admin/orders/${future.id}/provided`);
    expect(early.status).toBe(409);
    const [, m, d] = tomorrow.split("-").map(Number);
    expect(early.body.errors).toEqual([`${m}月${d}日のご注文です。当日になるまでお渡し済みにはできません`]);
    const row = await app.db.prisma.order.findUniqueOrThrow({ where: { id: future.id } });
    expect({ status: row.status, version: row.version }).toEqual({ status: "RECEIVED", version: 0 });
  });

  // Every status × every staff action over REST: what the state machine allows and forbids.
  const TABLE: Array<[string, "printing" | "provided" | "cancel", string | null]> = [
    ["AWAITING_PAYMENT", "printing", null],
    ["AWAITING_PAYMENT", "provided", null],
    ["AWAITING_PAYMENT", "cancel", "CANCELLED"],
    ["RECEIVED", "printing", "PRINTING"],
    ["RECEIVED", "provided", "PROVIDED"],
    ["RECEIVED", "cancel", "CANCELLED"],
    ["PRINTING", "printing", "PRINTING"],
    ["PRINTING", "provided", "PROVIDED"],
    ["PRINTING", "cancel", "CANCELLED"],
    ["PROVIDED", "printing", "PROVIDED"],
    ["PROVIDED", "provided", null],
    ["PROVIDED", "cancel", null],
    ["CANCELLED", "printing", null],
    ["CANCELLED", "provided", null],
    ["CANCELLED", "cancel", null],
  ];
  it.each(TABLE)("from %s, %s ends in %s (null: refused with 409)", async (from, action, to) => {
    const order = await insertOrder(app.db.prisma, noon(), { status: from as never });
    const res =
      action === "cancel"
        ? await del(`/admin/orders/${order.id}`)
        : await put(`/admin/orders/${order.id}/${action}`);
    const now = await app.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    if (to === null) {
      expect(res.status).toBe(409);
      expect(res.body.errors[0]).toMatch(/の注文にはこの操作を行えません$/);
      expect(now).toMatchObject({ status: from, version: 0 });
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.order.status).toBe(to);
      expect(now).toMatchObject({ status: to, version: 1 });
    }
  });

  it("cancels through GraphQL, gives the slot's place back, tells the board and mails the customer", async () => {
    const placed = await placeTakeout({ email: "cancelled@example.jp" });
    const usage = () =>
      app.db.prisma.slotUsage.findUniqueOrThrow({
        where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: placed.slot.startsAt } },
      });
    const before = (await usage()).orderCount;
    const { data } = await admin.gql(
      `mutation($id: ID!) { cancelOrder(id: $id, reason: SOLD_OUT) { __typename ... on MutationCancelOrderSuccess { data { status cancelledAt cancelReason cancelReasonLabel } } ... on Error { message } } }`,
      { id: placed.order.code },
    );
    expect(data?.cancelOrder.data).toMatchObject({
      status: "CANCELLED",
      cancelReason: "SOLD_OUT",
      cancelReasonLabel: "品切れ",
    });
    expect((await usage()).orderCount).toBe(before - 1);
    expect(await eventFor(placed.order.code, "CANCELLED")).toBeDefined();
    // Queued with the cancellation, delivered by the mail worker.
    const mail = await smtp.waitFor("cancelled@example.jp", 0, (m) => /キャンセル/.test(m.subject));
    expect(mail?.subject).toBe(
      `【からあげ本舗】ご注文をキャンセルいたしました（注文番号 ${placed.order.code}）`,
    );
    expect(mail?.text).toContain("082-123-4567");
    expect(mail?.text).toContain("キャンセルの理由: 品切れのため");
  });

  it("lets exactly one of two staff win when they act on one order at the same moment", async () => {
    for (let round = 0; round < 5; round++) {
      const order = await insertOrder(app.db.prisma, noon());
      const answers = await Promise.all([
        put(`/admin/orders/${order.id}/provided`),
        del(`/admin/orders/${order.id}`),
        put(`/admin/orders/${order.id}/provided`),
        del(`/admin/orders/${order.id}`),
      ]);
      const winners = answers.filter((a) => a.status === 200);
      expect(winners).toHaveLength(1);
      for (const loser of answers.filter((a) => a.status !== 200)) {
        expect(loser.status).toBe(409);
        // Both requests come from one account here: it is named as such, never as someone else.
        expect(loser.body.errors[0]).toMatch(
          /^(このアカウントで先に(お渡し済みにしました|キャンセルしました)|他のスタッフが先にこのご注文を更新しました)/,
        );
      }
      const final = await app.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(final.status).toBe(winners[0]?.body.status);
      expect(final.version).toBe(1);
    }
  });

  it("tells the staff member who comes second which colleague acted first and what they did", async () => {
    await app.db.prisma.administrator.create({
      data: {
        name: "佐藤",
        email: "sato.staff@example.jp",
        passwordHash: await hashPassword(TEST_ADMIN.password),
        role: "STAFF",
      },
    });
    const sato = await adminSession(app.url, {
      email: "sato.staff@example.jp",
      password: TEST_ADMIN.password,
    });
    const order = await insertOrder(app.db.prisma, noon());
    expect((await sato.rest("DELETE", `/admin/orders/${order.id}`)).status).toBe(200);
    const late = await put(`/admin/orders/${order.id}/provided`);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([
      "佐藤さんが先にキャンセルしました（現在の状態：キャンセル）。画面を確認してください",
    ]);
    const printed = await insertOrder(app.db.prisma, noon());
    expect((await sato.rest("PUT", `/admin/orders/${printed.id}/printing`)).status).toBe(200);
    const { data } = await admin.gql(
      `mutation($id: ID!) { cancelOrder(id: $id, reason: CUSTOMER_REQUEST) { __typename ... on Error { message } } }`,
      { id: printed.code },
    );
    expect(data?.cancelOrder.__typename).toBe("MutationCancelOrderSuccess");
    const again = await sato.rest("PUT", `/admin/orders/${printed.id}/provided`);
    expect(again.body.errors).toEqual([
      `${TEST_ADMIN_NAME}さんが先にキャンセルしました（現在の状態：キャンセル）。画面を確認してください`,
    ]);
    const row = await app.db.prisma.order.findUniqueOrThrow({ where: { id: printed.id } });
    expect({ status: row.status, lastActorName: row.lastActorName }).toEqual({
      status: "CANCELLED",
      lastActorName: TEST_ADMIN_NAME,
    });
  });
});
