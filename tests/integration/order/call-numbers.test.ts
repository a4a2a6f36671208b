// Call numbers (issue 29 point 2, decision 0043): every order gets a number of its business day
// (its slot's Tokyo day), drawn in the order's own statement: unique under concurrent checkouts,
// 1 again on the next day and after 999, and the confirmation mail says the number the row holds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokyoClock } from "../../../server/src/lib/tokyo-time.js";
import { loadProvisionRules } from "../../../server/src/modules/provision/provision.service.js";
import { bookableDays, type Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { demoProduct, type Line, orderInput, PLACE_ORDER, setCapacity, totalOf } from "./helpers.js";

let app: TestApp;
let items: Line[];
let total: number;
/** The first bookable slot of two bookable days after today, the second day later than the first. */
let days: Slot[][];

beforeAll(async () => {
  app = await startTestApp();
  const demo = await demoProduct(app.db.prisma);
  items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  total = await totalOf(app.db.prisma, items);
  const now = new Date();
  const rules = await loadProvisionRules(app.db.prisma, "TAKEOUT");
  days = bookableDays(rules, now, new Map())
    .filter((d) => d.date > tokyoClock(now).date)
    .map((d) => d.slots.filter((s) => s.available))
    .filter((slots) => slots.length > 1)
    .slice(0, 2);
  if (days.length < 2) throw new Error("two bookable days are needed");
});
afterAll(() => app?.close());

async function place(slot: Slot, extra: Record<string, unknown> = {}) {
  const { data, errors } = await gql(app.url, PLACE_ORDER, { input: orderInput(slot, items, total, extra) });
  expect(data?.placeOrder.__typename, JSON.stringify(errors ?? data)).toBe("MutationPlaceOrderSuccess");
  const code = data?.placeOrder.data.order.code as string;
  return app.db.prisma.order.findUniqueOrThrow({ where: { code } });
}

const dayOf = (slot: Slot) => tokyoClock(slot.startsAt).date;

describe("call numbers", () => {
  it("gives 20 simultaneous orders of one day the numbers 1 to 20, each once", async () => {
    const [first, second] = days[0]!;
    await setCapacity(app.db.prisma, "TAKEOUT", first!, 100);
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(i % 2 === 0 ? first! : second!)),
    );
    const numbers = orders.map((o) => o.callNumber).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const order of orders) expect(order.businessDay?.toISOString().slice(0, 10)).toBe(dayOf(first!));
  });

  it("starts again at 1 on the next business day, and after 999", async () => {
    const [slot] = days[1]!;
    const firstOfDay = await place(slot!);
    expect(firstOfDay.callNumber).toBe(1);
    expect(firstOfDay.businessDay?.toISOString().slice(0, 10)).toBe(dayOf(slot!));
    expect((await place(slot!)).callNumber).toBe(2);
    await app.db.prisma.callNumberCounter.update({
      where: { businessDay: new Date(`${dayOf(slot!)}T00:00:00Z`) },
      data: { last: 999 },
    });
    expect((await place(slot!)).callNumber).toBe(1);
  });

  it("writes the drawn number into the confirmation mail, and nothing else of the stand-in", async () => {
    const [slot] = days[1]!;
    const email = "call-number@example.jp";
    const order = await place(slot!, { email });
    const rows = await app.db.prisma.$queryRawUnsafe<{ data: { message: { text: string; html: string } } }[]>(
      `SELECT data FROM pgboss.job WHERE name = 'mail' AND data::text LIKE $1`,
      `%${order.code}%`,
    );
    expect(rows).toHaveLength(1);
    const { text, html } = rows[0]!.data.message;
    expect(order.callNumber).toBeGreaterThan(0);
    expect(text.match(/呼出番号: (\d+)\n/)?.[1]).toBe(String(order.callNumber));
    expect(html.match(/呼出番号: (\d+)</)?.[1]).toBe(String(order.callNumber));
  });
});
