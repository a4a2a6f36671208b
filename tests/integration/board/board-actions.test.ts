// Staff actions on orders through the one state machine, what every open board receives, and
// two staff acting on one order at the same moment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, slotNow, totalOf } from "../order/helpers.js";
import { adminSession, BOARD_SUBSCRIPTION, insertOrder, subscribe, untilReceived } from "./helpers.js";

let app: TestApp;
let smtp: TestSmtp;
let admin: Awaited<ReturnType<typeof adminSession>>;
let board: ReturnType<typeof subscribe>;
/** The demo shop's administrator (prisma/seed/demo.ts), as a colleague is told. */
const TEST_ADMIN_NAME = "大田 健一";
const noon = () => tokyoInstant(tokyoClock(new Date()).date, 12 * 60);

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await adminSession(app.url);
  board = subscribe(app.url, BOARD_SUBSCRIPTION, { ...admin.headers });
  const warmUp = await insertOrder(app.db.prisma, noon());
  // Reprinting publishes every time: repeat until the board's subscription is live.
  await untilReceived(
    board,
    () => admin.rest("PUT", `/admin/orders/${warmUp.id}/printing`),
    (r) => r.data?.orderEvents.order.code === warmUp.code,
  );
});
afterAll(async () => {
  await board?.close();
  await app?.close();
  await smtp?.close();
});

const put = (path: string) => admin.rest("PUT", path);
const del = (path: string) => admin.rest("DELETE", path);
const eventFor = (code: string, kind: string) =>
  board.next((r) => r.data?.orderEvents.kind === kind && r.data.orderEvents.order.code === code);

async function placeTakeout(extra: Record<string, unknown> = {}) {
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  const items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  const { data } = await gql(app.url, PLACE_ORDER, {
    input: orderInput(slot, items, await totalOf(app.db.prisma, items), extra),
  });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return { ...(data?.placeOrder.data as Json), slot } as Json & { slot: typeof slot };
}

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

/** The sandbox page's approve or decline form, as the browser would submit it. */
async function sandboxFields(paymentUrl: string, label: "承認する" | "拒否する") {
  const page = await (await fetch(paymentUrl.replace("http://127.0.0.1", app.url))).text();
  const form = page.split("<form").find((f) => f.includes(label));
  if (!form) return { page, fields: null };
  return {
    page,
    fields: Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])),
  };
}

describe("cancelling card orders", () => {
  it("closes the payment of an unpaid card order, so a late approval is refused", async () => {
    const card = await placeTakeout({ paymentMethod: "CARD", email: "late-card@example.jp" });
    const { fields } = await sandboxFields(card.paymentUrl, "承認する");
    expect((await del(`/admin/orders/${card.order.code}`)).body.status).toBe("CANCELLED");
    const { page } = await sandboxFields(card.paymentUrl, "承認する");
    expect(page).toContain("この決済は終了しています");
    const late = await rest(app.url, "PUT", "/orders/confirmation", { order: fields });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({
      paid: false,
      order: { status: "CANCELLED", payment_status: "FAILED" },
    });
    expect(late.body.errors[0]).toMatch(/お店でキャンセルされた/);
  });

  it("gives the slot's place back once when staff cancel while the card is declined", async () => {
    for (let round = 0; round < 3; round++) {
      const card = await placeTakeout({ paymentMethod: "CARD", email: `race${round}@example.jp` });
      const where = { method_slotStartsAt: { method: "TAKEOUT" as const, slotStartsAt: card.slot.startsAt } };
      const before = (await app.db.prisma.slotUsage.findUniqueOrThrow({ where })).orderCount;
      const { fields } = await sandboxFields(card.paymentUrl, "拒否する");
      await Promise.all([
        del(`/admin/orders/${card.order.id}`),
        rest(app.url, "PUT", "/orders/confirmation", { order: fields }),
      ]);
      const after = await app.db.prisma.slotUsage.findUniqueOrThrow({ where });
      expect(after.orderCount).toBe(before - 1);
      const order = await app.db.prisma.order.findUniqueOrThrow({ where: { code: card.order.code } });
      expect(order.status).toBe("CANCELLED");
    }
  });
});

describe("events from the customer's side", () => {
  it("publishes a placed order, its arrival, and a card payment to the board", async () => {
    const placed = await placeTakeout();
    const event = await eventFor(placed.order.code, "PLACED");
    expect(event?.data?.orderEvents.order).toMatchObject({ status: "RECEIVED" });
    await slotNow(app.db.prisma, placed.order.code);
    const arrived = await rest(app.url, "PUT", `/orders/${placed.order.code}/arrival`, {
      secret: placed.arrivalSecret,
    });
    expect(arrived.status).toBe(200);
    expect(await eventFor(placed.order.code, "ARRIVED")).toBeDefined();
    // A second notice changes nothing and tells nobody.
    await rest(app.url, "PUT", `/orders/${placed.order.code}/arrival`, { secret: placed.arrivalSecret });
    const card = await placeTakeout({ paymentMethod: "CARD", email: "card-board@example.jp" });
    expect((await eventFor(card.order.code, "PLACED"))?.data?.orderEvents.order.status).toBe(
      "AWAITING_PAYMENT",
    );
    const page = await (await fetch(card.paymentUrl.replace("http://127.0.0.1", app.url))).text();
    const form = page.split("<form").find((f) => f.includes("承認する"))!;
    const fields = Object.fromEntries(
      [...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect((await rest(app.url, "PUT", "/orders/confirmation", { order: fields })).status).toBe(200);
    expect((await eventFor(card.order.code, "PAID"))?.data?.orderEvents.order.status).toBe("RECEIVED");
    expect(
      board.results.filter(
        (r) => r.data?.orderEvents.kind === "ARRIVED" && r.data.orderEvents.order.code === placed.order.code,
      ),
    ).toHaveLength(1);
  });
});

describe("a customer's live order page", () => {
  const ORDER_UPDATED = `subscription($code: String!, $secret: String) { orderUpdated(code: $code, secret: $secret) { kind order { code status statusLabel } } }`;

  it("receives its own order's events with the order's secret, and no other order's", async () => {
    const mine = await placeTakeout();
    // Placed for a later day; its day has come (provided is refused before the order's day).
    await app.db.prisma.order.update({ where: { code: mine.order.code }, data: { slotStartsAt: noon() } });
    const other = await insertOrder(app.db.prisma, noon());
    const page = subscribe(app.url, ORDER_UPDATED, {}, { code: mine.order.code, secret: mine.arrivalSecret });
    try {
      await untilReceived(
        page,
        () => put(`/admin/orders/${mine.order.id}/printing`),
        (r) => r.data?.orderUpdated.kind === "PRINTING",
      );
      await put(`/admin/orders/${other.id}/provided`);
      await put(`/admin/orders/${mine.order.id}/provided`);
      const provided = await page.next((r) => r.data?.orderUpdated.kind === "PROVIDED");
      expect(provided?.data?.orderUpdated.order).toEqual({
        code: mine.order.code,
        status: "PROVIDED",
        statusLabel: "お渡し済み",
      });
      expect(page.results.every((r) => r.data?.orderUpdated.order.code === mine.order.code)).toBe(true);
    } finally {
      await page.close();
    }
  });

  /** The error codes a subscription ended with: its first result's errors or the socket's failure. */
  async function firstErrorCodes(query: string, connection: Record<string, string>, variables = {}) {
    const sub = subscribe(app.url, query, connection, variables);
    const result = await sub.next();
    await sub.close();
    return [
      ...((result?.errors as Json[] | undefined) ?? []),
      ...(Array.isArray(sub.failure) ? (sub.failure as Json[]) : []),
    ].map((e) => e.extensions?.code);
  }

  it("refuses a wrong secret, another customer and the board subscription with errors", async () => {
    const owner = await app.db.prisma.customer.create({
      data: {
        email: "owner@example.jp",
        passwordHash: "x",
        lastName: "持主",
        firstName: "太郎",
        lastNameKana: "モチヌシ",
        firstNameKana: "タロウ",
        tel: "09011112222",
        confirmedAt: new Date(),
      },
    });
    const placed = await placeTakeout();
    await app.db.prisma.order.update({ where: { code: placed.order.code }, data: { customerId: owner.id } });
    const other = await app.db.prisma.customer.create({
      data: {
        ...{ email: "other@example.jp", passwordHash: "x", lastName: "他人", firstName: "花子" },
        lastNameKana: "タニン",
        firstNameKana: "ハナコ",
        tel: "09033334444",
        confirmedAt: new Date(),
      },
    });
    const asCustomer = async (id: number, email: string) => {
      const token = await issueToken(app.db.prisma, "customer", id);
      return { "access-token": token.accessToken, client: token.client, uid: email };
    };
    const variables = { code: placed.order.code };
    expect(await firstErrorCodes(ORDER_UPDATED, {}, { ...variables, secret: "not-the-secret" })).toContain(
      "NOT_FOUND",
    );
    expect(
      await firstErrorCodes(ORDER_UPDATED, await asCustomer(other.id, other.email), variables),
    ).toContain("NOT_FOUND");
    // The owner needs no secret: the subscription starts and hears the next change.
    const mine = subscribe(app.url, ORDER_UPDATED, await asCustomer(owner.id, owner.email), variables);
    try {
      await untilReceived(
        mine,
        () => put(`/admin/orders/${placed.order.code}/printing`),
        (r) => r.data?.orderUpdated.kind === "PRINTING",
      );
    } finally {
      await mine.close();
    }
    expect(await firstErrorCodes(BOARD_SUBSCRIPTION, {})).toContain("UNAUTHENTICATED");
    expect(await firstErrorCodes(BOARD_SUBSCRIPTION, await asCustomer(owner.id, owner.email))).toContain(
      "FORBIDDEN",
    );
  });
});
