// Capacity by fryer load (decision 0045): the slot picker and the quote offer only slots with room
// for the cart's kitchen units, a cart too big for any slot is told so, units are edited in the
// catalog (1..1000) and in the settings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { demoProduct, futureSlot, setOptionUnits, setSlotUnits } from "../order/helpers.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const TIMES = `query($units: Int) { displayTimes(method: TAKEOUT, units: $units) { days { slots { startsAt } } } }`;
const QUOTE = `query($input: QuoteInput!) { quote(input: $input) { ... on QueryQuoteSuccess { data {
  kitchenUnits orderable slotProblem { code message } } } } }`;

describe("kitchen units", () => {
  it("offers only slots with room for the cart's units, and says when the cart is too big for any", async () => {
    const prisma = app.db.prisma;
    const slot = await futureSlot(prisma, "TAKEOUT", 0);
    const demo = await demoProduct(prisma);
    await setSlotUnits(prisma, "TAKEOUT", slot, 10);
    await setOptionUnits(prisma, demo.option.id, 2);
    await prisma.slotUsage.create({
      data: { method: "TAKEOUT", slotStartsAt: slot.startsAt, orderCount: 1, unitCount: 7 },
    });
    const offered = async (units: number) => {
      const { data } = await gql(app.url, TIMES, { units });
      return (data?.displayTimes.days as { slots: { startsAt: string }[] }[])
        .flatMap((d) => d.slots)
        .some((s) => new Date(s.startsAt).getTime() === slot.startsAt.getTime());
    };
    expect(await offered(3)).toBe(true);
    expect(await offered(4)).toBe(false);

    const quote = async (quantity: number, slotStartsAt?: Date) => {
      const items = [{ productId: demo.product.id, productOptionId: demo.option.id, quantity }];
      const { data } = await gql(app.url, QUOTE, { input: { method: "TAKEOUT", slotStartsAt, items } });
      return data?.quote.data;
    };
    expect(await quote(2, slot.startsAt)).toMatchObject({
      kitchenUnits: 4,
      slotProblem: { code: "SLOT_NO_ROOM" },
    });
    expect(await quote(1, slot.startsAt)).toMatchObject({ kitchenUnits: 2, slotProblem: null });
    // Only this weekday counts units: another open day takes any cart.
    await prisma.provisionWeekday.updateMany({
      where: { setting: { method: "TAKEOUT" } },
      data: { unitsPerSlot: 10 },
    });
    await setSlotUnits(prisma, "TAKEOUT", slot, 10);
    const big = await quote(6);
    expect(big).toMatchObject({
      kitchenUnits: 12,
      orderable: true,
      slotProblem: { code: "TOO_BIG_FOR_SLOT" },
    });
    expect(big.slotProblem.message).toContain("1つの時間帯でお作りできる量（10単位）を超えています");
    await prisma.provisionWeekday.updateMany({
      where: { setting: { method: "TAKEOUT" } },
      data: { unitsPerSlot: null },
    });
    await setOptionUnits(prisma, demo.option.id, 1);
  });

  it("keeps an option's units between 1 and 1000 in the back office, with a Japanese message", async () => {
    const admin = await adminSession(app.url);
    const demo = await demoProduct(app.db.prisma);
    const edit = (kitchenUnits: number) =>
      admin.gql(
        `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { __typename
          ... on ValidationError { message } ... on MutationUpdateProductSuccess { data { options { id kitchenUnits } } } } }`,
        {
          id: String(demo.product.id),
          input: {
            name: demo.product.name,
            categoryId: demo.product.categoryId,
            price: demo.product.price,
            toppingIds: demo.product.toppings.map((t) => t.toppingId),
            options: demo.product.options.map((o) => ({
              id: String(o.id),
              name: o.name,
              price: o.price,
              ...(o.id === demo.option.id ? { kitchenUnits } : {}),
            })),
          },
        },
      );
    for (const bad of [0, 1001]) {
      const refused = await edit(bad);
      expect(refused.data?.updateProduct.message).toBe("調理単位は1〜1000で入力してください");
    }
    expect(
      (await app.db.prisma.productOption.findUniqueOrThrow({ where: { id: demo.option.id } })).kitchenUnits,
    ).toBe(1);
    const saved = await edit(3);
    const options = saved.data?.updateProduct.data.options as { id: string; kitchenUnits: number }[];
    expect(options.find((o) => o.id === String(demo.option.id))?.kitchenUnits).toBe(3);
    await setOptionUnits(app.db.prisma, demo.option.id, 1);
  });
});
