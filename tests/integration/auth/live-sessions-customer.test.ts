import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import {
  customerWithOrder,
  expectClosedWithin,
  liveSocket,
  ORDER_SUBSCRIPTION,
  WITHIN_MS,
} from "./live-sessions-helpers.js";

describe("live sessions end when the right to them ends", () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await adminSession(app.url);
  });
  afterAll(() => app?.close());

  it("closes a customer's order subscription with 4401 when that customer signs out", async () => {
    const { order, signIn } = await customerWithOrder(app);
    const headers = await signIn();
    const page = liveSocket(app.url, headers, ORDER_SUBSCRIPTION, { code: order.code });
    try {
      await page.connected;
      const still = await page.query("{ me { email } }");
      expect(still.errors).toBeUndefined();
      expect((await rest(app.url, "DELETE", "/auth/sign_out", undefined, headers)).status).toBe(200);
      await expectClosedWithin(page, Date.now(), 4401);
      expect(page.connections).toBe(1);
    } finally {
      await page.dispose();
    }
  });

  it("closes a customer's order subscription with 4401 when staff delete the account", async () => {
    const { customer, order, signIn } = await customerWithOrder(app);
    const page = liveSocket(app.url, await signIn(), ORDER_SUBSCRIPTION, { code: order.code });
    try {
      await page.connected;
      expect((await owner.rest("DELETE", `/admin/customers/${customer.id}`)).status).toBe(200);
      await expectClosedWithin(page, Date.now(), 4401);
    } finally {
      await page.dispose();
    }
  });

  it("closes a customer's other devices with 4401 when the password changes on one", async () => {
    const { email, password, order, signIn } = await customerWithOrder(app);
    const phone = await signIn();
    const laptop = await signIn();
    const page = liveSocket(app.url, phone, ORDER_SUBSCRIPTION, { code: order.code });
    const here = liveSocket(app.url, laptop, ORDER_SUBSCRIPTION, { code: order.code });
    try {
      await Promise.all([page.connected, here.connected]);
      const changed = await rest(
        app.url,
        "PUT",
        "/auth/password",
        { current_password: password, password: "momiji2027", password_confirmation: "momiji2027" },
        laptop,
      );
      expect(changed.status).toBe(200);
      await expectClosedWithin(page, Date.now(), 4401);
      const still = await here.query("{ me { email } }");
      expect(still.data?.me).toEqual({ email });
    } finally {
      await Promise.all([page.dispose(), here.dispose()]);
    }
  });

  it("closes a customer's order subscription with 4401 when the token expires", async () => {
    const { customer, order, signIn } = await customerWithOrder(app);
    const headers = await signIn();
    const expiresAt = new Date(Date.now() + 1_500);
    await app.db.prisma.customerAuthToken.updateMany({
      where: { customerId: customer.id },
      data: { expiresAt },
    });
    const page = liveSocket(app.url, headers, ORDER_SUBSCRIPTION, { code: order.code });
    try {
      await page.connected;
      const closed = await page.closed;
      expect(closed.code).toBe(4401);
      expect(closed.at - expiresAt.getTime()).toBeLessThanOrEqual(WITHIN_MS);
    } finally {
      await page.dispose();
    }
  });
});
