// Shared setup of the board action tests: the app with a real SMTP server, an administrator's
// session with one open board subscription, and shortcuts for staff actions and placed orders. Each
// test file calls withBoardActionsApp() once; app, smtp, admin and board are live bindings.
import { afterAll, beforeAll, expect } from "vitest";
import { tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json } from "../../support/http.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";
import { adminSession, BOARD_SUBSCRIPTION, insertOrder, subscribe, untilReceived } from "./helpers.js";

export let app: TestApp;
export let smtp: TestSmtp;
export let admin: Awaited<ReturnType<typeof adminSession>>;
export let board: ReturnType<typeof subscribe>;
/** The demo shop's administrator (prisma/seed/demo.ts), as a colleague is told. */
export const TEST_ADMIN_NAME = "大田 健一";
export const noon = () => tokyoInstant(tokyoClock(new Date()).date, 12 * 60);

export function withBoardActionsApp() {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    admin = await adminSession(app.url);
    board = subscribe(app.url, BOARD_SUBSCRIPTION, { ...admin.headers });
    const warmUp = await insertOrder(app.db.prisma, noon());
    // Reprinting publishes every time: repeat until the board's subscription is live.
    await untilReceived(
      board,
      () => admin.rest("PUT", `/admin/orders/${warmUp.id}/printing`),
      (r) => r.data?.orderEvents.order.code === warmUp.code,
    );
  });
  afterAll(async () => {
    await board?.close();
    await app?.close();
    await smtp?.close();
  });
}

export const put = (path: string) => admin.rest("PUT", path);
export const del = (path: string) => admin.rest("DELETE", path);
export const eventFor = (code: string, kind: string) =>
  board.next((r) => r.data?.orderEvents.kind === kind && r.data.orderEvents.order.code === code);

export async function placeTakeout(extra: Record<string, unknown> = {}) {
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  const items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  const { data } = await gql(app.url, PLACE_ORDER, {
    input: orderInput(slot, items, await totalOf(app.db.prisma, items), extra),
  });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return { ...(data?.placeOrder.data as Json), slot } as Json & { slot: typeof slot };
}
