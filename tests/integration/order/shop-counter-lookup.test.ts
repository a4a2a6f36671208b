// The counter's extras (issue 30): a caller found by phone number with their last orders, to
// repeat one; and the pickup display's call numbers (being prepared, ready), numbers only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickupDisplay } from "../../../server/src/modules/order/pickup-display.service.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import {
  demoProduct,
  futureSlot,
  type Line,
  orderInput,
  PLACE_ORDER,
  setCapacity,
  totalOf,
} from "./helpers.js";

let app: TestApp;
let slot: Slot;
let items: Line[];
let total: number;
let staff: Awaited<ReturnType<typeof adminSession>>;

const RECENT = `query($tel: String!) { shopRecentOrders(tel: $tel) {
  __typename
  ... on QueryShopRecentOrdersSuccess { data { code tel items { productId productOptionId quantity toppings { toppingOptionId } } } }
  ... on ValidationError { message } } }`;

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  await setCapacity(app.db.prisma, "TAKEOUT", slot, 50);
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 2 },
  ];
  total = await totalOf(app.db.prisma, items);
  staff = await adminSession(app.url);
});
afterAll(() => app?.close());

async function place(extra: Record<string, unknown> = {}) {
  const { data } = await gql(app.url, PLACE_ORDER, { input: orderInput(slot, items, total, extra) });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return data?.placeOrder.data.order.code as string;
}

describe("finding a caller by phone number", () => {
  it("answers staff the caller's last three orders, newest first, with hyphens or without", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await place({ tel: "09099998888" }));
    await place({ tel: "09011112222" });
    const { data } = await staff.gql(RECENT, { tel: "090-9999-8888" });
    const found = data?.shopRecentOrders;
    expect(found.__typename).toBe("QueryShopRecentOrdersSuccess");
    expect(found.data.map((o: { code: string }) => o.code)).toEqual(codes.slice(1).reverse());
    expect(found.data[0].items[0]).toMatchObject({ productId: items[0]!.productId, quantity: 2 });
  });

  it("refuses a number of the wrong length in Japanese, and anyone but staff", async () => {
    const { data } = await staff.gql(RECENT, { tel: "0901234" });
    expect(data?.shopRecentOrders.__typename).toBe("ValidationError");
    expect(data?.shopRecentOrders.message).toMatch(/電話番号/);
    const anonymous = await gql(app.url, RECENT, { tel: "09099998888" });
    expect(anonymous.data?.shopRecentOrders ?? null).toBeNull();
    expect(anonymous.errors?.length).toBeGreaterThan(0);
  });
});

describe("the pickup display", () => {
  it("shows a day's takeout call numbers: soon or cooking as being prepared, then as ready", async () => {
    const code = await place();
    const order = await app.db.prisma.order.findUniqueOrThrow({ where: { code } });
    const number = order.callNumber!;
    // Two hours before its slot it is not yet shown; half an hour before it is being prepared.
    const early = await pickupDisplay(app.db.prisma, new Date(slot.startsAt.getTime() - 2 * 3600_000));
    expect(early.preparing).not.toContain(number);
    const soon = new Date(slot.startsAt.getTime() - 30 * 60_000);
    expect((await pickupDisplay(app.db.prisma, soon)).preparing).toContain(number);
    await app.db.prisma.order.update({ where: { code }, data: { status: "READY", readyAt: soon } });
    const ready = await pickupDisplay(app.db.prisma, soon);
    expect(ready.ready).toContain(number);
    expect(ready.preparing).not.toContain(number);
    await app.db.prisma.order.update({ where: { code }, data: { status: "PROVIDED" } });
    expect((await pickupDisplay(app.db.prisma, soon)).ready).not.toContain(number);
  });

  it("is for staff only over GraphQL, and answers numbers alone", async () => {
    const query = "{ pickupDisplay { preparing ready } }";
    const { data } = await staff.gql(query);
    expect(Object.keys(data?.pickupDisplay ?? {})).toEqual(["preparing", "ready"]);
    const anonymous = await gql(app.url, query);
    expect(anonymous.data?.pickupDisplay ?? null).toBeNull();
  });
});
