// Mail is durable: queued in the transaction of the change that causes it and delivered by the job
// worker with retries. With the SMTP server away, orders, sign-ups and contact messages still
// succeed; when it is back every mail arrives, once. A rolled-back change queues nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../../../server/src/jobs/jobs.js";
import { composeMail, createQueuedMailer } from "../../../server/src/mail/mail.js";
import { defineMailJobs } from "../../../server/src/mail/mail-jobs.js";
import { SHOP } from "../../../shared/constants.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, rest } from "../../support/http.js";
import { allMailDelivered, mailJobsTo, waitUntil } from "../../support/jobs.js";
import { demoProduct, futureSlot, type Line, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

let app: TestApp;
let smtp: TestSmtp;
let port: number;

beforeAll(async () => {
  smtp = await startTestSmtp();
  port = Number(new URL(smtp.url).port);
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function placeOrder(email: string) {
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  const items: Line[] = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  const { data } = await gql(app.url, PLACE_ORDER, {
    input: orderInput(slot, items, await totalOf(app.db.prisma, items), { email }),
  });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return data?.placeOrder.data.order.code as string;
}

describe("mail while the SMTP server is away", () => {
  it("is delivered once every mail server is back, exactly once each", async () => {
    await smtp.close();
    const orders = ["away-1@example.jp", "away-2@example.jp", "away-3@example.jp"];
    const codes = [];
    for (const email of orders) codes.push(await placeOrder(email));
    const signUp = await rest(app.url, "POST", "/auth", {
      lastName: "広島",
      firstName: "次郎",
      lastNameKana: "ヒロシマ",
      firstNameKana: "ジロウ",
      email: "away-signup@example.jp",
      tel: "09012345678",
      password: "karaage123",
      passwordConfirmation: "karaage123",
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const contact = await rest(app.url, "POST", "/contacts", {
      contact: {
        name: "広島 花子",
        email: "away-contact@example.jp",
        subject: "営業時間",
        message: "日曜日は営業していますか？",
      },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    // Each attempt so far failed: the mails wait in the queue.
    await waitUntil(async () => (await mailJobsTo(app.db, "away-1@example.jp", "retry")) === 1);

    smtp = await startTestSmtp({ port });
    const expected = [...orders, "away-signup@example.jp", "away-contact@example.jp", SHOP.email];
    await waitUntil(() => expected.every((to) => smtp.mails.some((m) => m.to.includes(to))), 60_000);
    await waitUntil(() => allMailDelivered(app.db), 60_000);
    for (const to of expected) {
      expect(
        smtp.mails.filter((m) => m.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
    for (const [i, code] of codes.entries()) {
      const mail = smtp.mails.find((m) => m.to.includes(orders[i]!))!;
      expect(mail.subject).toContain(code);
    }
    // The Message-ID was fixed when the mail was queued: a retried delivery carries the same one.
    const ids = smtp.mails.map(
      (m) => m.raw.replace(/\r?\n[ \t]+/g, " ").match(/^Message-ID:\s*(<\S+>)/im)?.[1],
    );
    expect(ids.every(Boolean), JSON.stringify(ids)).toBe(true);
    expect(new Set(ids).size).toBe(smtp.mails.length);
  }, 120_000);
});

describe("a change that is rolled back", () => {
  it("queues no mail, while the same change committed queues its mail", async () => {
    const jobs = createJobs({ sql: app.db.jobSql });
    defineMailJobs(jobs, { send: async () => {} }); // never started: only queues
    const mailer = createQueuedMailer(jobs);
    const mail = (to: string) => composeMail(to, "テスト", ["本文"]);
    const write = (to: string) =>
      app.db.prisma.$transaction(async (tx) => {
        await tx.contact.create({
          data: { name: "広島 花子", email: to, subject: "件名", body: "本文" },
        });
        await mailer.send(mail(to), { tx });
        if (to.startsWith("rollback")) throw new Error("rolled back after the mail was queued");
      });

    await expect(write("rollback@example.jp")).rejects.toThrow("rolled back");
    expect(await app.db.prisma.contact.count({ where: { email: "rollback@example.jp" } })).toBe(0);
    expect(await mailJobsTo(app.db, "rollback@example.jp")).toBe(0);

    const since = smtp.mails.length;
    await write("commit@example.jp");
    expect(await mailJobsTo(app.db, "commit@example.jp")).toBe(1);
    await smtp.waitFor("commit@example.jp", since);
  });

  it("is the same key queued twice: one mail", async () => {
    const jobs = createJobs({ sql: app.db.jobSql });
    defineMailJobs(jobs, { send: async () => {} });
    const mailer = createQueuedMailer(jobs);
    const mail = composeMail("same-key@example.jp", "テスト", ["本文"]);
    await mailer.send(mail, { key: "test-same-event" });
    await mailer.send(mail, { key: "test-same-event" });
    expect(await mailJobsTo(app.db, "same-key@example.jp")).toBe(1);
  });
});
