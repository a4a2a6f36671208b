// 「遅れを連絡」 (decision 0056): staff tell a customer the order will be late. Against the local LINE
// Platform (line-fixture.ts) with the official SDK: the LINE notice is sent once per delay told, with
// a retry key; a blocked customer has the mail only; bad minutes and customers are refused with
// nothing changed.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, slotNow, totalOf } from "../order/helpers.js";
import { LINE_FIXTURE, LineFixture } from "./line-fixture.js";

let app: TestApp;
let line: LineFixture;
let owner: Awaited<ReturnType<typeof adminSession>>;
const saved = { api: process.env.LINE_API_URL, access: process.env.LINE_ACCESS_URL };

const DELAY = `mutation($id: ID!, $minutes: Int!) { notifyOrderDelay(id: $id, minutes: $minutes) {
  __typename
  ... on MutationNotifyOrderDelaySuccess { data { id status delayMinutes delayNotifiedAt } }
  ... on Error { message } } }`;

beforeAll(async () => {
  line = await new LineFixture().start();
  process.env.LINE_API_URL = line.url;
  process.env.LINE_ACCESS_URL = line.url;
  app = await startTestApp();
  owner = await adminSession(app.url);
  const { data } = await owner.gql(
    `mutation($input: LineSettingsInput!) { updateLineSettings(input: $input) { __typename } }`,
    { input: { ...LINE_FIXTURE } },
  );
  expect(data?.updateLineSettings.__typename).toBe("MutationUpdateLineSettingsSuccess");
});
afterAll(async () => {
  process.env.LINE_API_URL = saved.api;
  process.env.LINE_ACCESS_URL = saved.access;
  if (saved.api === undefined) delete process.env.LINE_API_URL;
  if (saved.access === undefined) delete process.env.LINE_ACCESS_URL;
  await app?.close();
  await line?.close();
});

/** A member with LINE linked (blocked or not), and a takeout order of theirs slotted now. */
async function linkedOrder(blocked = false, locale = "ja") {
  const email = `delay-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.jp`;
  const password = "momiji2026";
  const member = await app.db.prisma.customer.create({
    data: {
      email,
      passwordHash: await hashPassword(password),
      lastName: "広島",
      firstName: "花子",
      lastNameKana: "ヒロシマ",
      firstNameKana: "ハナコ",
      tel: "09012345678",
      confirmedAt: new Date(),
    },
  });
  const lineUserId = `U${randomBytes(16).toString("hex")}`;
  await app.db.prisma.lineUser.create({
    data: { lineUserId, customerId: member.id, blockedAt: blocked ? new Date() : null },
  });
  const signIn = await rest(app.url, "POST", "/auth/sign_in", { email, password });
  const headers = {
    "access-token": signIn.headers.get("access-token") ?? "",
    client: signIn.headers.get("client") ?? "",
    uid: signIn.headers.get("uid") ?? "",
  };
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  const items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  const input = orderInput(slot, items, await totalOf(app.db.prisma, items), { email, locale });
  const { data } = await gql(app.url, PLACE_ORDER, { input }, headers);
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  const order = (data?.placeOrder.data as Json).order as Json;
  await slotNow(app.db.prisma, order.code);
  return { order, lineUserId, headers };
}

const delayMails = async (code: string) =>
  (
    await app.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail'
         AND data->'message'->>'subject' LIKE '%遅れております%' AND data->'message'->>'subject' LIKE $1`,
      `%${code}%`,
    )
  )[0]!.n;

const lineJobs = async (orderId: number) =>
  (
    await app.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'line-notice' AND (data->>'orderId')::int = $1
         AND data->>'event' = 'DELAYED'`,
      orderId,
    )
  )[0]!.n;

const delayTexts = (userId: string) => line.textsTo(userId).filter((t) => t.includes("遅れる見込み"));

describe("staff tell a linked customer their order is late", () => {
  it("sends the LINE notice once per delay told (retried with one key), and the mail too", async () => {
    const { order, lineUserId } = await linkedOrder();
    line.failNextPushes = 2;
    const before = line.pushRequests;
    const told = await owner.gql(DELAY, { id: order.id, minutes: 15 });
    expect(told.data?.notifyOrderDelay.__typename, JSON.stringify(told)).toBe(
      "MutationNotifyOrderDelaySuccess",
    );
    expect(told.data?.notifyOrderDelay.data).toMatchObject({ delayMinutes: 15, status: "RECEIVED" });

    await expect.poll(() => delayTexts(lineUserId).length, { timeout: 60_000, interval: 200 }).toBe(1);
    const text = delayTexts(lineUserId)[0]!;
    expect(text).toContain("お受け取りが予定より約15分遅れる見込みです");
    expect(text).toMatch(/呼び出し番号 \d+/);
    expect(text).toContain(`/order/status/${order.code}?secret=`);
    // Two busy answers, then accepted: three requests with one retry key, one message on LINE.
    const sent = line.pushed.filter((m) => m.to === lineUserId && m.texts.some((t) => t.includes("遅れる")));
    expect(sent).toHaveLength(1);
    expect(line.pushRequests - before).toBeGreaterThanOrEqual(3);
    expect(await delayMails(order.code)).toBe(1);

    // The same delay again at once (a double tap, a colleague): refused, nothing sent again.
    const again = await owner.gql(DELAY, { id: order.id, minutes: 15 });
    expect(again.data?.notifyOrderDelay.__typename).toBe("ConflictError");
    expect(again.data?.notifyOrderDelay.message).toContain("約15分の遅れは");
    // A longer delay is news: a notice of its own, over REST this time.
    const longer = await owner.rest("PUT", `/admin/orders/${order.id}/delay`, { minutes: 30 });
    expect(longer.status).toBe(200);
    expect(longer.body.order.delay_minutes).toBe(30);
    await expect.poll(() => delayTexts(lineUserId).length, { timeout: 20_000, interval: 200 }).toBe(2);
    expect(delayTexts(lineUserId)[1]).toContain("約30分");
    expect(await delayMails(order.code)).toBe(2);
    expect(line.violations).toEqual([]);
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { id: Number(order.id) } });
    expect(stored).toMatchObject({ delayMinutes: 30, delayNoticeCount: 2, status: "RECEIVED" });
  });

  it("tells an order placed in English in English, its status link opening in English", async () => {
    const { order, lineUserId } = await linkedOrder(false, "en");
    await expect.poll(() => line.textsTo(lineUserId).length, { timeout: 20_000, interval: 200 }).toBe(1);
    const accepted = line.textsTo(lineUserId)[0]!;
    expect(accepted).toMatch(
      /^\[Karaage Honpo\] We have received your order\.\nCall number \d+ \(order number /,
    );
    expect(accepted).toContain(`Amount to pay: ¥${Number(order.total).toLocaleString("en-US")}`);
    expect(accepted).toContain(`/en/order/status/${order.code}?secret=`);
    expect(accepted).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);

    const told = await owner.gql(DELAY, { id: order.id, minutes: 15 });
    expect(told.data?.notifyOrderDelay.__typename).toBe("MutationNotifyOrderDelaySuccess");
    const late = (t: string) => t.includes("later than planned");
    await expect.poll(() => line.textsTo(lineUserId).filter(late).length, { timeout: 20_000 }).toBe(1);
    const delayed = line.textsTo(lineUserId).find(late)!;
    expect(delayed).toContain("Your order is expected to be ready about 15 minutes later than planned");
    expect(delayed).toContain(`/en/order/status/${order.code}?secret=`);
    expect(delayed).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
    expect(line.violations).toEqual([]);
  });

  it("mails a customer who blocked the shop's LINE account, and sends nothing on LINE", async () => {
    const { order, lineUserId } = await linkedOrder(true);
    const told = await owner.gql(DELAY, { id: order.id, minutes: 20 });
    expect(told.data?.notifyOrderDelay.__typename).toBe("MutationNotifyOrderDelaySuccess");
    expect(await delayMails(order.code)).toBe(1);
    expect(await lineJobs(Number(order.id))).toBe(0);
    expect(line.textsTo(lineUserId)).toEqual([]);
  });
  it("sends no delay on LINE for an order made ready before LINE answered", async () => {
    const { order, lineUserId } = await linkedOrder();
    await expect.poll(() => line.textsTo(lineUserId).length, { timeout: 20_000 }).toBe(1); // accepted
    line.failNextPushes = 1_000; // LINE unreachable for now
    const told = await owner.gql(DELAY, { id: order.id, minutes: 10 });
    expect(told.data?.notifyOrderDelay.__typename).toBe("MutationNotifyOrderDelaySuccess");
    const ready = await owner.gql(`mutation($id: ID!) { markOrderReady(id: $id) { __typename } }`, {
      id: order.id,
    });
    expect(JSON.stringify(ready)).toContain("MutationMarkOrderReadySuccess");
    line.failNextPushes = 0;
    await expect
      .poll(() => line.textsTo(lineUserId).some((t) => t.includes("ご用意ができました")), { timeout: 60_000 })
      .toBe(true);
    await expect
      .poll(
        async () =>
          (
            await app.db.prisma.$queryRawUnsafe<{ n: number }[]>(
              `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'line-notice' AND state < 'completed'`,
            )
          )[0]!.n,
        { timeout: 60_000, interval: 200 },
      )
      .toBe(0);
    expect(delayTexts(lineUserId)).toEqual([]);
    expect(await delayMails(order.code)).toBe(1); // the mail had gone with the tap
  });
});

describe("a delay refused", () => {
  it("refuses minutes outside 5–120 in Japanese over both doors, changing nothing", async () => {
    const { order } = await linkedOrder();
    for (const minutes of [0, 4, 121]) {
      const { data } = await owner.gql(DELAY, { id: order.id, minutes });
      expect(data?.notifyOrderDelay.__typename).toBe("ValidationError");
      expect(data?.notifyOrderDelay.message).toBe("遅れは5分から120分までの分単位で指定してください");
    }
    for (const minutes of ["15", 12.5, null]) {
      const res = await owner.rest("PUT", `/admin/orders/${order.id}/delay`, { minutes });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain("遅れは5分から120分まで");
    }
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { id: Number(order.id) } });
    expect(stored).toMatchObject({ delayMinutes: null, delayNotifiedAt: null, delayNoticeCount: 0 });
    expect(await delayMails(order.code)).toBe(0);
    expect(await lineJobs(Number(order.id))).toBe(0);
  });

  it("refuses customers and strangers, and orders already ready", async () => {
    const { order, headers } = await linkedOrder();
    const mine = await gql(app.url, DELAY, { id: order.id, minutes: 15 }, headers);
    expect(JSON.stringify(mine)).not.toContain("MutationNotifyOrderDelaySuccess");
    expect(mine.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    const stranger = await gql(app.url, DELAY, { id: order.id, minutes: 15 });
    expect(stranger.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    const overRest = await rest(app.url, "PUT", `/admin/orders/${order.id}/delay`, { minutes: 15 }, headers);
    expect([401, 403]).toContain(overRest.status);

    const ready = await owner.gql(`mutation($id: ID!) { markOrderReady(id: $id) { __typename } }`, {
      id: order.id,
    });
    expect(JSON.stringify(ready)).toContain("MutationMarkOrderReadySuccess");
    const late = await owner.gql(DELAY, { id: order.id, minutes: 15 });
    expect(late.data?.notifyOrderDelay.__typename).toBe("ConflictError");
    expect(late.data?.notifyOrderDelay.message).toContain(
      "「お渡し準備完了」のご注文には遅れを連絡できません",
    );
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { id: Number(order.id) } });
    expect(stored).toMatchObject({ delayMinutes: null, delayNoticeCount: 0 });
    expect(await delayMails(order.code)).toBe(0);
  });
});
