// Card checkouts never paid give their slot back after the payment timeout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EXPIRED_MESSAGE,
  expireUnpaidOrders,
  PAYMENT_TIMEOUT_MS,
} from "../../../server/src/modules/payment/payment-expiry.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "./helpers.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function placeCard() {
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  const items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  const { data } = await gql(app.url, PLACE_ORDER, {
    input: orderInput(slot, items, await totalOf(app.db.prisma, items), { paymentMethod: "CARD" }),
  });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return { placed: data?.placeOrder.data as Json, slot };
}

const usage = (startsAt: Date) =>
  app.db.prisma.slotUsage.findUniqueOrThrow({
    where: { method_slotStartsAt: { method: "TAKEOUT", slotStartsAt: startsAt } },
  });

describe("unpaid card orders", () => {
  it("are cancelled after the timeout, give their place back, and can no longer be paid", async () => {
    const { placed, slot } = await placeCard();
    const before = (await usage(slot.startsAt)).orderCount;
    const page = await (await fetch(placed.paymentUrl.replace("http://127.0.0.1", app.url))).text();
    const form = page.split("<form").find((f) => f.includes("承認する"))!;
    const approved = Object.fromEntries(
      [...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );

    // Not yet: a minute before the timeout nothing happens.
    const created = new Date();
    expect(
      await expireUnpaidOrders(app.db, new Date(created.getTime() + PAYMENT_TIMEOUT_MS - 60_000)),
    ).toEqual([]);
    const later = new Date(created.getTime() + PAYMENT_TIMEOUT_MS + 60_000);
    expect(await expireUnpaidOrders(app.db, later)).toEqual([placed.order.code]);
    expect(await expireUnpaidOrders(app.db, later)).toEqual([]);

    const order = await app.db.prisma.order.findUniqueOrThrow({ where: { code: placed.order.code } });
    expect(order).toMatchObject({ status: "CANCELLED", paymentStatus: "FAILED" });
    expect((await usage(slot.startsAt)).orderCount).toBe(before - 1);

    // The payment page is closed, and coming back with an approval does not pay a cancelled order.
    const closed = await (await fetch(placed.paymentUrl.replace("http://127.0.0.1", app.url))).text();
    expect(closed).toContain("この決済は終了しています");
    const confirm = await rest(app.url, "PUT", "/orders/confirmation", { order: approved });
    expect(confirm.status).toBe(422);
    expect(confirm.body).toMatchObject({
      paid: false,
      errors: [EXPIRED_MESSAGE],
      order: { status: "CANCELLED" },
    });
  });
});
