// The money rule (decision 0007), checked over random carts of the demo menu: whatever a customer
// puts in the cart, the total charged is the sum of the line amounts shown plus the fee shown, and
// each rate's tax is the tax contained in that rate's total, rounded down once.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { futureSlot, orderInput, PLACE_ORDER, setCapacity } from "./helpers.js";

interface ShownProduct {
  id: number;
  rate: number;
  shown: number;
  options: { id: number; shown: number }[];
  toppings: { id: number; options: { id: number; shown: number }[] }[];
}

const MENU = `query($method: ProvisionMethod) { menu(method: $method) { categories { products {
  id priceWithTax options { id priceWithTax } toppings { id options { id priceWithTax } } } } } }`;

const QUOTE = `query($input: QuoteInput!) { quote(input: $input) {
  ... on QueryQuoteSuccess { data { total itemsTotal deliveryFee taxTotal orderable
    taxes { rate amount tax } lines { unitAmount amount problems { code } } problems { code } } }
  ... on ValidationError { message } } }`;

let app: TestApp;
let slot: Slot;
const menus: Record<"TAKEOUT" | "DELIVERY", ShownProduct[]> = { TAKEOUT: [], DELIVERY: [] };
let areas: { postalCode: string; shownFee: number }[] = [];

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  await setCapacity(app.db.prisma, "TAKEOUT", slot, 100);
  const kinds = new Map(
    (await app.db.prisma.product.findMany({ select: { id: true, taxKind: true } })).map((p) => [
      p.id,
      p.taxKind,
    ]),
  );
  const rates = new Map((await app.db.prisma.taxRate.findMany()).map((r) => [r.kind, r.rate]));
  for (const method of ["TAKEOUT", "DELIVERY"] as const) {
    const { data } = await gql(app.url, MENU, { method });
    menus[method] = data!.menu.categories.flatMap((c: Json) =>
      c.products.map((p: Json) => ({
        id: Number(p.id),
        rate: rates.get(kinds.get(Number(p.id))!) ?? 8,
        shown: p.priceWithTax,
        options: p.options.map((o: Json) => ({ id: Number(o.id), shown: o.priceWithTax })),
        toppings: p.toppings.map((t: Json) => ({
          id: Number(t.id),
          options: t.options.map((o: Json) => ({ id: Number(o.id), shown: o.priceWithTax })),
        })),
      })),
    );
  }
  // The fee as the storefront shows it, from the spec's public list of areas.
  const listed = await rest(app.url, "GET", "/delivery_areas");
  areas = listed.body.delivery_areas
    .filter((a: Json) => a.postal_codes.length > 0)
    .map((a: Json) => ({ postalCode: a.postal_codes[0], shownFee: a.fee_with_tax }));
  expect(menus.TAKEOUT.length).toBeGreaterThan(5);
  expect(areas.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await app?.close();
});

/** A cart line built from what the menu shows: a product, its option, some toppings, 1–99 of it. */
const lineOf = (products: ShownProduct[]) =>
  fc
    .record({
      product: fc.constantFrom(...products),
      optionPick: fc.nat(),
      toppingPicks: fc.array(fc.nat(), { maxLength: 4 }),
      toppingChoices: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    })
    .map(({ product, optionPick, toppingPicks, toppingChoices, quantity }) => {
      const option = product.options.length ? product.options[optionPick % product.options.length]! : null;
      const toppings = product.toppings.length
        ? [...new Set(toppingPicks.map((pick) => pick % product.toppings.length))].map(
            (t, i) => product.toppings[t]!.options[toppingChoices[i]! % product.toppings[t]!.options.length]!,
          )
        : [];
      const shownUnit = (option?.shown ?? product.shown) + toppings.reduce((s, t) => s + t.shown, 0);
      return {
        input: {
          productId: product.id,
          productOptionId: option?.id ?? null,
          toppingOptionIds: toppings.map((t) => t.id),
          quantity,
        },
        rate: product.rate,
        productPart: (option?.shown ?? product.shown) * quantity,
        toppingPart: toppings.reduce((s, t) => s + t.shown, 0) * quantity,
        shownAmount: shownUnit * quantity,
      };
    });

const cartOf = (method: "TAKEOUT" | "DELIVERY") =>
  fc.record({
    method: fc.constant(method),
    lines: fc.array(lineOf(menus[method]), { minLength: 1, maxLength: 8 }),
    area: method === "DELIVERY" ? fc.option(fc.constantFrom(...areas), { nil: null }) : fc.constant(null),
  });

const contained = (amount: number, rate: number) => Math.floor((amount * rate) / (100 + rate));

describe("the total charged", () => {
  it("is the sum of the amounts shown plus the fee shown, with each rate's contained tax rounded once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(cartOf("TAKEOUT"), cartOf("DELIVERY")), async (cart) => {
        const { data, errors } = await gql(app.url, QUOTE, {
          input: {
            method: cart.method,
            items: cart.lines.map((l) => l.input),
            postalCode: cart.area?.postalCode ?? null,
          },
        });
        expect(errors).toBeUndefined();
        const quote = data!.quote.data;
        const shownFee = cart.area?.shownFee ?? 0;
        const shownItems = cart.lines.reduce((s, l) => s + l.shownAmount, 0);
        expect(quote.lines.map((l: Json) => l.amount)).toEqual(cart.lines.map((l) => l.shownAmount));
        expect(quote.deliveryFee).toBe(shownFee);
        expect(quote.itemsTotal).toBe(shownItems);
        expect(quote.total).toBe(shownItems + shownFee);

        const byRate = new Map<number, number>();
        const add = (rate: number, amount: number) =>
          amount && byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
        for (const line of cart.lines) {
          add(line.rate, line.productPart);
          add(8, line.toppingPart);
        }
        add(10, shownFee);
        const expected = [...byRate.entries()]
          .sort(([a], [b]) => b - a)
          .map(([rate, amount]) => ({ rate, amount, tax: contained(amount, rate) }));
        expect(quote.taxes).toEqual(expected);
        expect(quote.taxTotal).toBe(expected.reduce((s, t) => s + t.tax, 0));
        // Nothing on the demo menu blocks a takeout cart; a delivery one only by the area's minimum.
        const codes = quote.problems.map((p: Json) => p.code);
        expect(codes.filter((c: string) => c !== "BELOW_MINIMUM")).toEqual([]);
      }),
      { numRuns: 80, seed: 20261123 },
    );
  });

  it("is what placeOrder charges for random carts, and a stale total is answered with the new quote", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lineOf(menus.TAKEOUT), { minLength: 1, maxLength: 5 }), async (lines) => {
        const shown = lines.reduce((s, l) => s + l.shownAmount, 0);
        const items = lines.map((l) => l.input);
        const stale = await gql(app.url, PLACE_ORDER, { input: orderInput(slot, items, shown + 1) });
        expect(stale.data?.placeOrder).toMatchObject({
          __typename: "PriceChangedError",
          quote: { total: shown },
        });
        const placed = await gql(app.url, PLACE_ORDER, { input: orderInput(slot, items, shown) });
        expect(placed.data?.placeOrder.__typename, JSON.stringify(placed.data)).toBe(
          "MutationPlaceOrderSuccess",
        );
        const order = placed.data!.placeOrder.data.order;
        expect(order.total).toBe(shown);
        expect(order.items.map((i: Json) => i.amount)).toEqual(lines.map((l) => l.shownAmount));
      }),
      { numRuns: 8, seed: 20261123 },
    );
  });
});
