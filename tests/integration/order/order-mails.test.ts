// The order's mails: each carries a status link that opens that order alone on any device; a
// declined or expired card payment mails once that the order is void, however often it is replayed
// or swept by several instances at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../../server/src/mail/mail.js";
import { sha256 } from "../../../server/src/modules/order/order-secrets.js";
import {
  expireUnpaidOrders,
  PAYMENT_TIMEOUT_MS,
} from "../../../server/src/modules/payment/payment-expiry.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { type ReceivedMail, startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { untilMailIdle } from "../../support/jobs.js";
import { demoProduct, futureSlot, type Line, orderInput, PLACE_ORDER, totalOf } from "./helpers.js";

let app: TestApp;
let smtp: TestSmtp;
let slot: Slot;
let items: Line[];
let total: number;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  total = await totalOf(app.db.prisma, items);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function place(email: string, extra: Record<string, unknown> = {}) {
  const { data } = await gql(app.url, PLACE_ORDER, {
    input: orderInput(slot, items, total, { email, ...extra }),
  });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return data?.placeOrder.data as Json;
}

const statusLinkIn = (mail: ReceivedMail) => {
  const match = mail.text.match(/https?:\/\/\S+\/order\/status\/\S+/);
  if (!match) throw new Error(`no status link in 「${mail.subject}」`);
  return new URL(match[0]);
};
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
const readOrder = (code: string, secret: string | null) =>
  gql(
    app.url,
    "query ($code: String!, $secret: String) { order(code: $code, secret: $secret) { code status } }",
    {
      code,
      secret,
    },
  );

describe("order mails", () => {
  it("link to a status page that reads that order alone with its own secret", async () => {
    const placed = await place("status-link@example.jp");
    const code = placed.order.code as string;
    const mail = await smtp.waitFor("status-link@example.jp");
    const link = statusLinkIn(mail);
    expect(link.pathname).toBe(`/order/status/${code}`);
    const secret = link.searchParams.get("secret");
    expect(secret).toBeTruthy();
    expect((await readOrder(code, secret)).data?.order).toEqual({ code, status: "RECEIVED" });
    // Without it, or with another order's, the order does not exist.
    const other = await place("other@example.jp");
    const otherSecret = statusLinkIn(await smtp.waitFor("other@example.jp")).searchParams.get("secret");
    expect((await readOrder(code, null)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await readOrder(code, otherSecret)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await readOrder(other.order.code, otherSecret)).data?.order.code).toBe(other.order.code);
    // The takeout confirmation offers the arrival link; the page itself is a known page.
    expect(mail.text).toContain("/cart/arrive/");
  });

  it("store only a hash of each mailed secret, so a copy of the database opens no status page", async () => {
    const placed = await place("hashed@example.jp", { paymentMethod: "CARD" });
    const code = placed.order.code as string;
    const first = statusLinkIn(await smtp.waitFor("hashed@example.jp")).searchParams.get("secret")!;
    const { statusSecretHashes } = await app.db.prisma.order.findUniqueOrThrow({ where: { code } });
    expect(statusSecretHashes).toEqual([sha256(first)]);
    const row = JSON.stringify(await app.db.prisma.order.findUniqueOrThrow({ where: { code } }));
    expect(row).not.toContain(first);
    // What the database holds is no key to the page.
    expect((await readOrder(code, statusSecretHashes[0]!)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    // A later mail carries a link of its own; the first one keeps working.
    const created = await app.db.prisma.order.findUniqueOrThrow({ where: { code } });
    const later = new Date(created.createdAt.getTime() + PAYMENT_TIMEOUT_MS + 60_000);
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: "/tmp/unused-outbox" });
    await expireUnpaidOrders({ prisma: app.db.prisma, mailer, publicUrl: "http://shop.test" }, later);
    mailer.close();
    const void_ = await smtp.waitFor(
      "hashed@example.jp",
      smtp.mails.indexOf(mailsTo("hashed@example.jp")[0]!) + 1,
    );
    const second = statusLinkIn(void_).searchParams.get("secret")!;
    expect(second).not.toBe(first);
    for (const secret of [first, second]) {
      expect((await readOrder(code, secret)).data?.order).toEqual({ code, status: "CANCELLED" });
    }
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { code } });
    expect(stored.statusSecretHashes).toEqual([sha256(first), sha256(second)]);
  });

  it("mails once that a declined card order is void, with no thanks and a status link", async () => {
    const placed = await place("declined@example.jp", { paymentMethod: "CARD" });
    await smtp.waitFor("declined@example.jp");
    const page = await (await fetch(placed.paymentUrl.replace("http://shop.test", app.url))).text();
    const form = page.split("<form").find((f) => f.includes("拒否する"))!;
    const fields = Object.fromEntries(
      [...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const answers = await Promise.all(
      [1, 2, 3].map(() => rest(app.url, "PUT", "/orders/confirmation", { order: fields })),
    );
    for (const answer of answers) expect(answer.body.order.status).toBe("CANCELLED");
    const failed = await smtp.waitFor(
      "declined@example.jp",
      smtp.mails.indexOf(mailsTo("declined@example.jp")[0]!) + 1,
    );
    expect(failed.subject).toContain("ご注文は無効になりました");
    expect(failed.text).toContain("承認されなかったため");
    expect(failed.text).not.toContain("承りました");
    expect(statusLinkIn(failed).pathname).toBe(`/order/status/${placed.order.code}`);
    await rest(app.url, "PUT", "/orders/confirmation", { order: fields });
    await untilMailIdle(app);
    expect(mailsTo("declined@example.jp").map((m) => m.subject)).toHaveLength(2);
  });

  it("mails once that an expired card order is void, even with two instances sweeping at once", async () => {
    const placed = await place("expired@example.jp", { paymentMethod: "CARD" });
    await smtp.waitFor("expired@example.jp");
    const created = await app.db.prisma.order.findUniqueOrThrow({ where: { code: placed.order.code } });
    const later = new Date(created.createdAt.getTime() + PAYMENT_TIMEOUT_MS + 60_000);
    // Two instances, each with its own mailer, sweep the same database at the same moment.
    const mailers = [1, 2].map(() => createMailer({ smtpUrl: smtp.url, outboxDir: "/tmp/unused-outbox" }));
    const swept = await Promise.all(
      mailers.map((mailer) =>
        expireUnpaidOrders({ prisma: app.db.prisma, mailer, publicUrl: "http://shop.test" }, later),
      ),
    );
    for (const mailer of mailers) mailer.close();
    expect(swept.flat()).toEqual([placed.order.code]);
    const mail = await smtp.waitFor(
      "expired@example.jp",
      smtp.mails.indexOf(mailsTo("expired@example.jp")[0]!) + 1,
    );
    expect(mail.text).toContain("お支払いの期限までに");
    await untilMailIdle(app);
    expect(mailsTo("expired@example.jp")).toHaveLength(2);
  });
});
