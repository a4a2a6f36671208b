// Two app instances on one PostgreSQL, each with its own job workers: every mail is delivered once,
// the payment-expiry sweep cancels an unpaid order once, and the schedules are stored once, in Tokyo
// time. PostgreSQL only: the embedded database cannot be shared by two processes.
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createJobs, SHOP_TIME_ZONE } from "../../../server/src/jobs/jobs.js";
import {
  PAYMENT_EXPIRY_QUEUE,
  PAYMENT_TIMEOUT_MS,
} from "../../../server/src/modules/payment/payment-expiry.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { type RunningApp, startApp } from "../../setup/start-app.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { allMailDelivered, jobsIn, waitUntil } from "../../support/jobs.js";
import { demoProduct, futureSlot, type Line, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

const onPostgres = inject("testDatabaseTemplate").kind === "postgres";

describe.runIf(onPostgres)("two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: RunningApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    a = await startTestApp({ env: { SMTP_URL: smtp.url } });
    b = await startApp({
      databaseUrl: a.config.databaseUrl,
      dataDir: tmpdir(),
      seed: false,
      env: { SMTP_URL: smtp.url },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  async function place(url: string, email: string, extra: Record<string, unknown> = {}) {
    const slot = await futureSlot(a.db.prisma, "TAKEOUT");
    const demo = await demoProduct(a.db.prisma);
    const items: Line[] = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const { data } = await gql(url, PLACE_ORDER, {
      input: orderInput(slot, items, await totalOf(a.db.prisma, items), { email, ...extra }),
    });
    expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
    return data?.placeOrder.data.order.code as string;
  }

  it("delivers each mail once, whichever instance took the order", async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `two-${i}@example.jp`);
    for (const [i, email] of emails.entries()) await place(i % 2 ? a.url : b.url, email);
    await waitUntil(() => emails.every((to) => smtp.mails.some((m) => m.to.includes(to))), 60_000);
    await waitUntil(() => allMailDelivered(a.db), 60_000);
    for (const to of emails)
      expect(
        smtp.mails.filter((m) => m.to.includes(to)),
        to,
      ).toHaveLength(1);
  }, 120_000);

  it("cancels an unpaid card order once, with one mail, when both instances sweep", async () => {
    const code = await place(a.url, "two-expiry@example.jp", { paymentMethod: "CARD" });
    await waitUntil(() => smtp.mails.some((m) => m.to.includes("two-expiry@example.jp")));
    const order = await a.db.prisma.order.findUniqueOrThrow({ where: { code } });
    const usage = () =>
      a.db.prisma.slotUsage.findUniqueOrThrow({
        where: { method_slotStartsAt: { method: order.method, slotStartsAt: order.slotStartsAt } },
      });
    await a.db.prisma.order.update({
      where: { id: order.id },
      data: { createdAt: new Date(Date.now() - PAYMENT_TIMEOUT_MS - 60_000) },
    });
    // Two sweeps at once (as if each instance's schedule had fired): the workers of both take them.
    const jobs = createJobs({ sql: a.db.jobSql });
    jobs.define(
      PAYMENT_EXPIRY_QUEUE,
      { expireInSeconds: 60, retryLimit: 0, retryDelay: 1, pollingIntervalSeconds: 1 },
      async () => {},
    );
    await Promise.all([jobs.send(PAYMENT_EXPIRY_QUEUE, {}), jobs.send(PAYMENT_EXPIRY_QUEUE, {})]);
    await waitUntil(async () => (await jobsIn(a.db, PAYMENT_EXPIRY_QUEUE, "completed")) >= 2, 60_000);
    await waitUntil(() => allMailDelivered(a.db), 60_000);

    const after = await a.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after).toMatchObject({ status: "CANCELLED", paymentStatus: "FAILED" });
    // The place was given back once: the slot counts exactly its orders that are not cancelled.
    const live = await a.db.prisma.order.count({
      where: { method: order.method, slotStartsAt: order.slotStartsAt, status: { not: "CANCELLED" } },
    });
    expect((await usage()).orderCount).toBe(live);
    const mails = smtp.mails.filter((m) => m.to.includes("two-expiry@example.jp"));
    expect(mails.map((m) => m.subject)).toHaveLength(2); // the confirmation, then one expiry mail
    expect(mails[1]!.text).toContain("お支払いの期限までに");
  }, 120_000);

  it("stores each schedule once, in Tokyo time", async () => {
    const { rows } = await a.db.jobSql.executeSql(
      "SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name",
    );
    expect(rows).toEqual([
      { name: "backup", cron: "0 3 * * *", timezone: SHOP_TIME_ZONE },
      { name: "day-end", cron: "50 23 * * *", timezone: SHOP_TIME_ZONE },
      { name: "day-start", cron: "0 0 * * *", timezone: SHOP_TIME_ZONE },
      { name: PAYMENT_EXPIRY_QUEUE, cron: "* * * * *", timezone: SHOP_TIME_ZONE },
    ]);
  });
});
