// What the shop does with an order, told to the customer once (issue 13, decision 0018): ready for
// pickup (switchable in the takeout settings), out for delivery, delivered, cancelled with the reason
// staff chose; the end-of-day list of orders left open. Each mail carries the invoice totals and the
// status link; a repeated or refused step answers 409/422 in Japanese, changes nothing, mails nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { ordersToClose } from "../../../server/src/modules/order/order-closing.service.js";
import { type ReceivedMail, startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { untilMailIdle } from "../../support/jobs.js";
import { adminSession, insertOrder } from "../board/helpers.js";

let app: TestApp;
let smtp: TestSmtp;
let admin: Awaited<ReturnType<typeof adminSession>>;
const today = () => tokyoClock(new Date()).date;
const noon = () => tokyoInstant(today(), 12 * 60);

beforeAll(async () => {
  // The file's clock starts at noon of today's Tokyo date (decision 0037): an order of "today" is
  // still today's when staff act on it, even in a run that crosses Tokyo midnight.
  // That noon must already have passed on the database's clock, by more than the 2 minutes a
  // お届け済み or 来店なし mail is held back for an undo (decision 0045): the held mails are then due
  // at once. Between Tokyo midnight and 12:05 it is the previous day's noon.
  const realNow = Date.now();
  let day = tokyoClock(new Date(realNow)).date;
  if (tokyoInstant(day, 12 * 60).getTime() > realNow - 5 * 60_000) day = addDays(day, -1);
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(tokyoInstant(day, 12 * 60));
  smtp = await startTestSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
  admin = await adminSession(app.url);
});
afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
  await smtp?.close();
});

const put = (path: string, body?: unknown) => admin.rest("PUT", path, body);
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
/** Waits until every mail queued so far is delivered, then counts. */
async function settledMailsTo(email: string) {
  await untilMailIdle(app);
  return mailsTo(email);
}
function expectInvoice(mail: ReceivedMail, code: string) {
  expect(mail.text).toContain(`注文番号: ${code}`);
  expect(mail.text).toContain("唐揚げ※");
  expect(mail.text).toContain("合計 1,080円（税込）");
  expect(mail.text).toContain("8%対象 1,080円（内消費税 80円）");
  expect(mail.text).toContain("※は軽減税率対象");
  expect(mail.text).toMatch(/http:\/\/shop\.test\/order\/status\/[A-Z0-9]+\?secret=/);
}

describe("ready for pickup", () => {
  it("mails once when staff mark a pickup ready; a second time is refused with 409", async () => {
    const order = await insertOrder(app.db.prisma, noon(), { email: "ready@example.jp" });
    const first = await put(`/admin/orders/${order.id}/ready`);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("PRINTING"); // REST keeps its five values…
    expect(first.body.order).toMatchObject({ status_detail: "READY", status_label: "お渡し準備完了" });
    const mail = await smtp.waitFor("ready@example.jp");
    expect(mail.subject).toBe(`【からあげ本舗】ご注文の商品のご用意ができました（注文番号 ${order.code}）`);
    expect(mail.text).toContain("お代金は店頭でお支払いください");
    expectInvoice(mail, order.code);

    const again = await put(`/admin/orders/${order.id}/ready`);
    expect(again.status).toBe(409);
    // The same account's second tap: told it already did it.
    expect(again.body.errors).toEqual([
      "このアカウントで先にお渡し準備完了にしました（現在の状態：お渡し準備完了）。画面を確認してください",
    ]);
    expect(await settledMailsTo("ready@example.jp")).toHaveLength(1);
  });

  it("sends no ready mail while the takeout setting is off (OWNER/STAFF switch it in the settings)", async () => {
    const edit = await admin.rest("GET", "/admin/provision_settings/takeout/edit");
    expect(edit.body.provision_setting.ready_mail).toBe(true);
    const off = await put("/admin/provision_settings/takeout", {
      provision_setting: { ...edit.body.provision_setting, ready_mail: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const order = await insertOrder(app.db.prisma, noon(), { email: "quiet@example.jp" });
      expect((await put(`/admin/orders/${order.id}/ready`)).status).toBe(200);
      expect(await settledMailsTo("quiet@example.jp")).toHaveLength(0);
    } finally {
      await put("/admin/provision_settings/takeout", {
        provision_setting: { ...edit.body.provision_setting, ready_mail: true },
      });
    }
  });
});

describe("delivery", () => {
  it("goes out (配達中, no mail), then is delivered with one お届け mail; each step only once", async () => {
    const order = await insertOrder(app.db.prisma, noon(), {
      method: "DELIVERY",
      email: "deliver@example.jp",
    });
    expect((await put(`/admin/orders/${order.id}/ready`)).status).toBe(409);
    const out = await put(`/admin/orders/${order.id}/out_for_delivery`);
    expect(out.status).toBe(200);
    expect(out.body.order).toMatchObject({
      status: "PRINTING",
      status_detail: "OUT_FOR_DELIVERY",
      status_label: "配達中",
    });
    expect((await put(`/admin/orders/${order.id}/out_for_delivery`)).status).toBe(409);
    expect(await settledMailsTo("deliver@example.jp")).toHaveLength(0);

    const done = await put(`/admin/orders/${order.id}/provided`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "PROVIDED", order: { status_label: "お届け済み" } });
    const mail = await smtp.waitFor("deliver@example.jp");
    expect(mail.subject).toBe(`【からあげ本舗】ご注文の商品をお届けしました（注文番号 ${order.code}）`);
    expectInvoice(mail, order.code);
    const again = await put(`/admin/orders/${order.id}/provided`);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      "このアカウントで先にお届け済みにしました（現在の状態：お届け済み）。画面を確認してください",
    ]);
    expect(await settledMailsTo("deliver@example.jp")).toHaveLength(1);
  });

  it("refuses to send a pickup out for delivery, and reads 配達中 on GraphQL", async () => {
    const pickup = await insertOrder(app.db.prisma, noon());
    const refused = await put(`/admin/orders/${pickup.id}/out_for_delivery`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual(["テイクアウトのご注文は配達に出せません"]);
    expect((await app.db.prisma.order.findUniqueOrThrow({ where: { id: pickup.id } })).status).toBe(
      "RECEIVED",
    );
    const delivery = await insertOrder(app.db.prisma, noon(), { method: "DELIVERY" });
    const { data } = await admin.gql(
      `mutation($id: ID!) { markOrderOutForDelivery(id: $id) { ... on MutationMarkOrderOutForDeliverySuccess { data { status statusLabel outForDeliveryAt } } } }`,
      { id: delivery.code },
    );
    expect(data?.markOrderOutForDelivery.data).toMatchObject({
      status: "OUT_FOR_DELIVERY",
      statusLabel: "配達中",
    });
  });
});

describe("cancelled by the shop", () => {
  it("stores the reason and note, mails them once with the totals; a bad reason is 422 and changes nothing", async () => {
    const order = await insertOrder(app.db.prisma, noon(), { email: "reason@example.jp" });
    const bad = await admin.rest("DELETE", `/admin/orders/${order.id}`, { reason: "BORED" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(["キャンセルの理由を選んでください"]);
    const long = await admin.rest("DELETE", `/admin/orders/${order.id}`, {
      reason: "OTHER",
      note: "あ".repeat(201),
    });
    expect(long.status).toBe(422);
    expect((await app.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      "RECEIVED",
    );

    const ok = await admin.rest("DELETE", `/admin/orders/${order.id}`, {
      reason: "OTHER",
      note: "油の機械が故障したため",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.order).toMatchObject({
      status: "CANCELLED",
      cancel_reason: "OTHER",
      cancel_note: "油の機械が故障したため",
    });
    const mail = await smtp.waitFor("reason@example.jp");
    expect(mail.subject).toBe(`【からあげ本舗】ご注文をキャンセルいたしました（注文番号 ${order.code}）`);
    expect(mail.text).toContain("キャンセルの理由: その他\n当店からのご連絡: 油の機械が故障したため");
    expect(mail.text).toContain("代金のご請求はありません");
    expectInvoice(mail, order.code);
    expect((await admin.rest("DELETE", `/admin/orders/${order.id}`, { reason: "OTHER" })).status).toBe(409);
    expect(await settledMailsTo("reason@example.jp")).toHaveLength(1);
  });
});

describe("end of the business day", () => {
  it("lists open orders of past days and today's after the last slot, never future or closed ones", async () => {
    const yesterday = await insertOrder(app.db.prisma, tokyoInstant(addDays(today(), -1), 12 * 60));
    const ready = await insertOrder(app.db.prisma, tokyoInstant(addDays(today(), -2), 12 * 60), {
      status: "READY",
    });
    const done = await insertOrder(app.db.prisma, tokyoInstant(addDays(today(), -1), 12 * 60), {
      status: "PROVIDED",
    });
    const todays = await insertOrder(app.db.prisma, noon());
    const tomorrow = await insertOrder(app.db.prisma, tokyoInstant(addDays(today(), 1), 12 * 60));
    const codes = async (now: Date) => (await ordersToClose(app.db.prisma, {}, now)).map((o) => o.code);
    const morning = await codes(tokyoInstant(today(), 1));
    expect(morning).toEqual(expect.arrayContaining([yesterday.code, ready.code]));
    for (const code of [done.code, todays.code, tomorrow.code]) expect(morning).not.toContain(code);
    const night = await codes(tokyoInstant(today(), 24 * 60 - 1));
    expect(night).toContain(todays.code);
    expect(night).not.toContain(tomorrow.code);

    const { data } = await admin.gql(`{ ordersToClose { code statusLabel } }`);
    expect(data?.ordersToClose.map((o: { code: string }) => o.code)).toEqual(
      expect.arrayContaining([yesterday.code, ready.code]),
    );
  });

  it("closes one as provided and one as no-show, once; a refused close changes nothing", async () => {
    const a = await insertOrder(app.db.prisma, tokyoInstant(addDays(today(), -1), 11 * 60), {
      email: "close-a@example.jp",
    });
    const b = await insertOrder(app.db.prisma, tokyoInstant(addDays(today(), -1), 11 * 60), {
      email: "close-b@example.jp",
    });
    const close = (code: string, outcome: string) =>
      admin.gql(
        `mutation($id: ID!, $outcome: OrderCloseOutcome!) { closeOrder(id: $id, outcome: $outcome) {
          __typename ... on MutationCloseOrderSuccess { data { status statusLabel cancelReason cancelReasonLabel } } ... on Error { message } } }`,
        { id: code, outcome },
      );
    expect((await close(a.code, "PROVIDED")).data?.closeOrder.data).toMatchObject({ status: "PROVIDED" });
    expect((await close(b.code, "NO_SHOW")).data?.closeOrder.data).toMatchObject({
      status: "CANCELLED",
      cancelReason: "NO_SHOW",
    });
    const again = await close(b.code, "PROVIDED");
    expect(again.data?.closeOrder).toMatchObject({
      __typename: "ConflictError",
      message: "このアカウントで先にキャンセルしました（現在の状態：キャンセル）。画面を確認してください",
    });
    const rest = await put(`/admin/orders/${a.id}/close`, { outcome: "LOST" });
    expect(rest.status).toBe(422);
    const noShow = await smtp.waitFor("close-b@example.jp");
    expect(noShow.text).toContain("ご来店を確認できなかったため");
    expect(await settledMailsTo("close-a@example.jp")).toHaveLength(0); // a pickup handed over: no mail
    expect(await settledMailsTo("close-b@example.jp")).toHaveLength(1);
    const listed = (await ordersToClose(app.db.prisma, {})).map((o) => o.code);
    expect(listed).not.toContain(a.code);
    expect(listed).not.toContain(b.code);
  });
});
