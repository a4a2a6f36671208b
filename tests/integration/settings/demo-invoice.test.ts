// The demo shop ships a well-formed demo invoice registration number, so that the first order a
// newcomer places is a complete 適格簡易請求書 (the number on the order and in its mail).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_INVOICE_REGISTRATION_NUMBER, hasValidInvoiceCheckDigit } from "../../../shared/settings.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

describe("the demo shop's invoice registration number", () => {
  let app: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("is seeded, well-formed, and printed on the first order and its mail", async () => {
    const setting = await app.db.prisma.shopSetting.findUnique({ where: { id: 1 } });
    expect(setting?.invoiceRegistrationNumber).toBe(DEMO_INVOICE_REGISTRATION_NUMBER);
    expect(hasValidInvoiceCheckDigit(DEMO_INVOICE_REGISTRATION_NUMBER)).toBe(true);

    const slot = await futureSlot(app.db.prisma, "TAKEOUT");
    const demo = await demoProduct(app.db.prisma);
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(app.db.prisma, items);
    const since = smtp.mails.length;
    const { data } = await gql(app.url, PLACE_ORDER, {
      input: { ...orderInput(slot, items, total), email: "first-order@example.jp" },
    });
    expect(data?.placeOrder.__typename).toBe("MutationPlaceOrderSuccess");
    const stored = await app.db.prisma.order.findUniqueOrThrow({
      where: { code: data?.placeOrder.data.order.code },
    });
    expect(stored.invoiceRegistrationNumber).toBe(DEMO_INVOICE_REGISTRATION_NUMBER);
    const mail = await smtp.waitFor("first-order@example.jp", since);
    expect(mail.text).toContain(`登録番号 ${DEMO_INVOICE_REGISTRATION_NUMBER}`);
  });
});
