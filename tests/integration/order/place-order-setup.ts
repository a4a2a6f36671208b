// Shared setup of the placeOrder tests: the seeded demo shop with a real SMTP server, a future
// takeout slot and the demo product. Each test file calls withPlaceOrderApp() once; app, smtp, slot
// and demo are live bindings.

import { afterAll, beforeAll } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { demoProduct, futureSlot, PLACE_ORDER } from "./helpers.js";

export let app: TestApp;
export let smtp: TestSmtp;
export let slot: Slot;
export let demo: Awaited<ReturnType<typeof demoProduct>>;

export function withPlaceOrderApp() {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
    slot = await futureSlot(app.db.prisma, "TAKEOUT");
    demo = await demoProduct(app.db.prisma);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
}

export const place = (input: object) => gql(app.url, PLACE_ORDER, { input });
export const orderCount = () => app.db.prisma.order.count();
