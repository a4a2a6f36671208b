// Each order event mails its customer exactly once, even when two app instances on one PostgreSQL
// and one Redis are asked to make the same transition at the same moment (issue 13 point 8,
// decision 0018): the instance whose conditional write wins mails; the other answers 409 in
// Japanese and changes nothing. Needs both servers, so it runs in the PostgreSQL run with Redis.
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { reachable, TEST_REDIS_URL } from "../../setup/redis.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { type RunningApp, startApp } from "../../setup/start-app.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, rest } from "../../support/http.js";
import { untilMailIdle } from "../../support/jobs.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";
import { adminHeaders, insertOrder } from "./helpers.js";

const onPostgres = inject("testDatabaseTemplate").kind === "postgres";
const redisUp = await reachable(TEST_REDIS_URL);

describe.runIf(onPostgres && redisUp)("mails across two instances", () => {
  let smtp: TestSmtp;
  let a: TestApp;
  let b: RunningApp;
  let headers: [Record<string, string>, Record<string, string>];
  const noon = () => tokyoInstant(tokyoClock(new Date()).date, 12 * 60);

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `test-mail-once-${process.pid}-${Date.now()}:`,
      SMTP_URL: smtp.url,
      PUBLIC_URL: "http://shop.test",
    };
    a = await startTestApp({ env });
    b = await startApp({ databaseUrl: a.config.databaseUrl, dataDir: tmpdir(), seed: false, env });
    headers = [await adminHeaders(a.url), await adminHeaders(b.url)];
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  const both = (method: string, path: string, body?: unknown) =>
    Promise.all([a.url, b.url].map((url, i) => rest(url, method, path, body, { ...headers[i] })));
  async function exactlyOneMailTo(email: string) {
    await smtp.waitFor(email);
    // Both instances share the database, so a second mail would be a job in its queue.
    await untilMailIdle(a);
    return smtp.mails.filter((m) => m.to.includes(email));
  }
  function oneWinner(answers: { status: number; body: { errors?: string[] } }[]) {
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect(loser?.body.errors?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
  }

  it("places one order and mails one confirmation when the same submission reaches both", async () => {
    const slot = await futureSlot(a.db.prisma, "TAKEOUT");
    const demo = await demoProduct(a.db.prisma);
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const input = orderInput(slot, items, await totalOf(a.db.prisma, items), {
      email: "twice-placed@example.jp",
    });
    const answers = await Promise.all([a.url, b.url].map((url) => gql(url, PLACE_ORDER, { input })));
    const codes = answers.map((r) => r.data?.placeOrder.data.order.code);
    expect(codes[0]).toBeTruthy();
    expect(codes[1]).toBe(codes[0]);
    const mails = await exactlyOneMailTo("twice-placed@example.jp");
    expect(mails.map((m) => m.subject)).toEqual([
      `【からあげ本舗】ご注文を承りました（注文番号 ${codes[0]}）`,
    ]);
  });

  it("mails ready once when both instances mark it ready", async () => {
    const order = await insertOrder(a.db.prisma, noon(), { email: "twice-ready@example.jp" });
    oneWinner(await both("PUT", `/admin/orders/${order.id}/ready`));
    const mails = await exactlyOneMailTo("twice-ready@example.jp");
    expect(mails.map((m) => m.subject)).toEqual([
      `【からあげ本舗】ご注文の商品のご用意ができました（注文番号 ${order.code}）`,
    ]);
  });

  it("mails delivered once when both instances mark a delivery provided", async () => {
    const order = await insertOrder(a.db.prisma, noon(), {
      method: "DELIVERY",
      email: "twice-delivered@example.jp",
    });
    oneWinner(await both("PUT", `/admin/orders/${order.id}/out_for_delivery`));
    oneWinner(await both("PUT", `/admin/orders/${order.id}/provided`));
    // The delivered mail waits out the 2-minute undo window (decision 0045): let that time pass.
    await a.db.jobSql.executeSql(
      "UPDATE pgboss.job SET start_after = now() WHERE name = 'mail' AND state = 'created' AND start_after > now()",
    );
    const mails = await exactlyOneMailTo("twice-delivered@example.jp");
    expect(mails.map((m) => m.subject)).toEqual([
      `【からあげ本舗】ご注文の商品をお届けしました（注文番号 ${order.code}）`,
    ]);
  });

  it("mails the cancellation once, with the winner's reason, when both instances cancel", async () => {
    const order = await insertOrder(a.db.prisma, noon(), { email: "twice-cancelled@example.jp" });
    oneWinner(await both("DELETE", `/admin/orders/${order.id}`, { reason: "SOLD_OUT" }));
    const mails = await exactlyOneMailTo("twice-cancelled@example.jp");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("キャンセルの理由: 品切れのため");
    const stored = await a.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ status: "CANCELLED", cancelReason: "SOLD_OUT", version: 1 });
  });
});
