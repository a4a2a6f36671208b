// Shared setup of the order-write tests: an app whose mail is only queued, never sent, a slot with
// room, two lines, and readers of what placeOrder stored and queued. Each test file calls
// withOrderWriteApp() once; app, jobs, deps, slot, lines and total are live bindings.
import { afterAll, beforeAll, expect } from "vitest";
import { createJobs, JOB_SCHEMA, type Jobs } from "../../../server/src/jobs/jobs.js";
import { createQueuedMailer, MAIL_QUEUE, type MailMessage } from "../../../server/src/mail/mail.js";
import { defineMailJobs } from "../../../server/src/mail/mail-jobs.js";
import type { OrderDeps } from "../../../server/src/modules/order/order-answer.js";
import { arrivalUrl } from "../../../server/src/modules/order/order-confirmation.js";
import { orderConfirmationMail } from "../../../server/src/modules/order/order-mail.js";
import { arrivalSecret, sha256 } from "../../../server/src/modules/order/order-secrets.js";
import { type FullOrder, orderInclude } from "../../../server/src/modules/order/order-statement.js";
import { statusUrl } from "../../../server/src/modules/order/order-status-link.js";
import { sandboxGateway } from "../../../server/src/modules/payment/sandbox-gateway.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { ratesInForce } from "../../../server/src/modules/settings/tax.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { demoProduct, futureSlot, type Line, setCapacity, totalOf } from "./helpers.js";

export let app: TestApp;
export let jobs: Jobs;
export let deps: OrderDeps;
export let slot: Slot;
export let lines: Line[];
export let total: number;

export function withOrderWriteApp() {
  beforeAll(async () => {
    app = await startTestApp();
    jobs = createJobs({ sql: app.db.jobSql });
    defineMailJobs(jobs, { send: async () => {} }); // never started: only queues
    deps = {
      prisma: app.db.prisma,
      mailer: createQueuedMailer(jobs),
      publicUrl: "http://127.0.0.1",
      gateway: sandboxGateway,
    };
    slot = await futureSlot(app.db.prisma, "TAKEOUT", 1);
    await setCapacity(app.db.prisma, "TAKEOUT", slot, 20);
    const demo = await demoProduct(app.db.prisma);
    lines = [
      {
        productId: demo.product.id,
        productOptionId: demo.option.id,
        toppingOptionIds: [demo.toppingOption.id],
        quantity: 2,
      },
      { productId: demo.product.id, productOptionId: demo.bigOption.id, toppingOptionIds: [], quantity: 1 },
    ];
    total = await totalOf(app.db.prisma, lines);
  });

  afterAll(async () => {
    await app?.close();
  });
}

export const reread = (id: number) =>
  app.db.prisma.order.findUniqueOrThrow({ where: { id }, include: orderInclude });

export interface JobRow {
  name: string;
  data: { message: MailMessage };
  [column: string]: unknown;
}

/** The confirmation job of an order, as the job queue stored it. */
export async function confirmationJob(order: FullOrder): Promise<JobRow | undefined> {
  const { rows } = await app.db.jobSql.executeSql(
    `SELECT * FROM ${JOB_SCHEMA}.job
     WHERE name = $1 AND data->'message'->>'to' = $2 AND strpos(data->'message'->>'subject', $3) > 0`,
    [MAIL_QUEUE, order.email, order.code],
  );
  expect(rows.length, `confirmation jobs of ${order.code}`).toBeLessThanOrEqual(1);
  return rows[0] as JobRow | undefined;
}

/**
 * The confirmation the stored order gives, as the order mail composes it. The row holds only the
 * status secret's hash: the secret is the one the queued mail carries, checked against that hash.
 */
export async function mailOfStored(
  order: FullOrder,
  idempotencyKey: string,
  queued: MailMessage | undefined,
) {
  const statusSecret = new URL(
    queued?.text.match(/https?:\/\/\S+\/order\/status\/\S+/)?.[0] ?? "http://x",
  ).searchParams.get("secret");
  expect(order.statusSecretHashes).toEqual([sha256(statusSecret ?? "")]);
  const rates = await ratesInForce(app.db.prisma);
  return orderConfirmationMail(
    order,
    arrivalUrl(deps.publicUrl, order.code, arrivalSecret(idempotencyKey, order.code)),
    statusUrl(deps.publicUrl, order.code, statusSecret ?? ""),
    rates.REDUCED,
  );
}
