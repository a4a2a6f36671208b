// Shared setup of the counter and phone order tests: the app with a real SMTP server, a staff
// session, a customer's credentials, the demo product's lines and their total, and placeShopOrder's
// own dependencies for a given clock. Each test file calls withShopOrderApp() once; the lets are live
// bindings.

import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Viewer } from "../../../server/src/context.js";
import { createMailer } from "../../../server/src/mail/mail.js";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import type { OrderDeps } from "../../../server/src/modules/order/order-answer.js";
import { sandboxGateway } from "../../../server/src/modules/payment/sandbox-gateway.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { adminSession } from "../board/helpers.js";
import { demoProduct, futureSlot, type Line, totalOf } from "./helpers.js";

export let app: TestApp;
export let smtp: TestSmtp;
export let slot: Slot;
export let items: Line[];
export let total: number;
export let staff: Awaited<ReturnType<typeof adminSession>>;
export let customerHeaders: Record<string, string>;
export let deps: OrderDeps;

export const PLACE_SHOP_ORDER = `mutation($input: PlaceShopOrderInput!) { placeShopOrder(input: $input) {
  __typename
  ... on MutationPlaceShopOrderSuccess { data { order { id code status channel shopKind shopPayment
    paymentMethod paymentStatus paidAt slotStartsAt lastName tel email total
    items { productName optionName quantity toppings { toppingName } } } } }
  ... on ValidationError { message fieldErrors { field messages } }
  ... on PriceChangedError { message }
  ... on ConflictError { message } } }`;

export const staffViewer: Viewer = {
  kind: "admin",
  administratorId: 1,
  role: "STAFF",
  uid: "s",
  client: "c",
};

export function withShopOrderApp() {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
    const prisma = app.db.prisma;
    slot = await futureSlot(prisma, "TAKEOUT");
    const demo = await demoProduct(prisma);
    items = [
      {
        productId: demo.product.id,
        productOptionId: demo.bigOption.id,
        toppingOptionIds: [demo.toppingOption.id],
        quantity: 2,
      },
    ];
    total = await totalOf(prisma, items);
    staff = await adminSession(app.url);
    const customer = await prisma.customer.create({
      data: {
        email: "counter@example.jp",
        passwordHash: "x",
        lastName: "検証",
        firstName: "太郎",
        lastNameKana: "ケンショウ",
        firstNameKana: "タロウ",
        tel: "09011112222",
        confirmedAt: new Date(),
      },
    });
    const token = await issueToken(prisma, "customer", customer.id);
    customerHeaders = { "access-token": token.accessToken, client: token.client, uid: customer.email };
    deps = {
      prisma,
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: mkdtempSync(join(tmpdir(), "shop-mail-")) }),
      publicUrl: "http://shop.test",
      gateway: sandboxGateway,
    };
  });
  afterAll(async () => {
    deps?.mailer.close();
    await app?.close();
    await smtp?.close();
  });
}

export const counter = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  kind: "COUNTER",
  payment: "CASH",
  items,
  expectedTotal: total,
  ...extra,
});
export const phone = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  kind: "PHONE",
  name: "電話 太郎",
  tel: "08033334444",
  slotStartsAt: slot.startsAt.toISOString(),
  items,
  expectedTotal: total,
  ...extra,
});
export const orderCount = () => app.db.prisma.order.count();
