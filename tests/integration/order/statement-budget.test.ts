// placeOrder's SQL, for the storefront's own selection (client/src/features/cart/api/place-order-mutation.ts)
// (issue 16: at most 8 statements per order; decisions 0023, 0030, 0032): exactly ONE statement,
// counted where statements leave for the database — pg's Client.query on PostgreSQL, PGlite's
// query/exec/transaction on the embedded database — so a new re-read, or a transaction's BEGIN and
// COMMIT, cannot creep in unnoticed. Rules come from the menu cache; the slot, the order, its lines
// and toppings and the confirmation mail's job are written by one statement, its own transaction;
// nothing is read back.
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { type GraphQLBody, gql } from "../../support/http.js";
import {
  demoProduct,
  futureSlot,
  type Line,
  orderInput,
  PLACE_ORDER,
  setCapacity,
  totalOf,
} from "./helpers.js";

/** The budget is 8; the order statement alone is sent. */
const PLACE_ORDER_STATEMENTS = 1;

type AnyFn = (...args: unknown[]) => unknown;

/** The job queue's own PostgreSQL connections (server/src/db.ts names them). */
const JOB_POOL_APPLICATION = "karaage-jobs";

/**
 * Counts statements sent by every database client of this process until restore(), except those of
 * the job queue's own PostgreSQL pool (`workerSql`): a fetch queued in that pool before the count
 * began can reach its connection during it. On PGlite the job door is counted apart by the test.
 */
function countStatements() {
  let count = 0;
  const sql: string[] = [];
  const workerSql: string[] = [];
  const restores: Array<() => void> = [];
  const patch = (proto: Record<string, unknown>, name: string, wrap: (original: AnyFn) => AnyFn) => {
    const original = proto[name] as AnyFn;
    proto[name] = wrap(original);
    restores.push(() => {
      proto[name] = original;
    });
  };
  const note = (text: unknown) => {
    count += 1;
    const t = typeof text === "string" ? text : ((text as { text?: string })?.text ?? "?");
    sql.push(t.replace(/\s+/g, " ").slice(0, 90));
  };
  patch(
    pg.Client.prototype as never,
    "query",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        const client = this as { connectionParameters?: { application_name?: string } };
        if (client.connectionParameters?.application_name === JOB_POOL_APPLICATION) {
          workerSql.push(
            String((args[0] as { text?: string })?.text ?? args[0])
              .replace(/\s+/g, " ")
              .slice(0, 90),
          );
        } else note(args[0]);
        return original.apply(this, args);
      },
  );
  const pglite = PGlite.prototype as unknown as Record<string, unknown>;
  for (const name of ["query", "exec"]) {
    patch(
      pglite,
      name,
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          note(args[0]);
          return original.apply(this, args);
        },
    );
  }
  // A PGlite transaction: BEGIN, the callback's statements, COMMIT or ROLLBACK.
  patch(
    pglite,
    "transaction",
    (original) =>
      function (this: unknown, fn: unknown) {
        note("BEGIN");
        const counted = (tx: Record<string, AnyFn>) => {
          const txQuery = tx.query!;
          const txExec = tx.exec!;
          return (fn as AnyFn)({
            ...tx,
            query: (...args: unknown[]) => {
              note(args[0]);
              return txQuery(...args);
            },
            exec: (...args: unknown[]) => {
              note(args[0]);
              return txExec(...args);
            },
          });
        };
        return (original.call(this, counted) as Promise<unknown>).finally(() => note("COMMIT/ROLLBACK"));
      },
  );
  return {
    read: () => ({ count, sql: [...sql], workerSql: [...workerSql] }),
    reset: () => {
      count = 0;
      sql.length = 0;
      workerSql.length = 0;
    },
    restore: () => {
      for (const restore of restores.reverse()) restore();
    },
  };
}

const STOREFRONT_PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename
  ... on MutationPlaceOrderSuccess { data { arrivalSecret paymentUrl order { id code total } } }
  ... on Error { message } } }`;

let app: TestApp;
let slot: Slot;
let plain: Line[];
let withToppings: Line[];

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  await setCapacity(app.db.prisma, "TAKEOUT", slot, 100);
  const demo = await demoProduct(app.db.prisma);
  plain = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  withToppings = [
    {
      productId: demo.product.id,
      productOptionId: demo.option.id,
      toppingOptionIds: [demo.toppingOption.id],
      quantity: 2,
    },
    { productId: demo.product.id, productOptionId: demo.bigOption.id, toppingOptionIds: [], quantity: 1 },
  ];
});

afterAll(async () => {
  await app?.close();
});

describe(`placeOrder sends ${PLACE_ORDER_STATEMENTS} SQL statement (the issue allows 8)`, () => {
  const cases: Array<[string, () => Line[], Record<string, unknown>]> = [
    ["takeout, one line, pay at the shop", () => plain, {}],
    ["two lines with a topping, by card", () => withToppings, { paymentMethod: "CARD" }],
  ];
  for (const [name, lines, extra] of cases) {
    it(name, async () => {
      const total = await totalOf(app.db.prisma, lines());
      // The first order warms the menu cache (catalog, rules, rates), as any earlier visitor would.
      const warm = await gql(app.url, PLACE_ORDER, { input: orderInput(slot, lines(), total, extra) });
      expect(warm.data?.placeOrder.__typename).toBe("MutationPlaceOrderSuccess");

      // The job worker's own statements (polling, delivering the warm-up order's mail) may land in
      // the window: counted apart, not charged to the order. On PGlite (one connection) they are
      // those sent through the app's job door; on PostgreSQL, those of the job pool's connections.
      const jobDoor = app.db.jobSql;
      const jobDoorSql = jobDoor.executeSql;
      const doorSql: string[] = [];
      if (app.db.kind === "pglite") {
        jobDoor.executeSql = (text, values) => {
          doorSql.push(text.replace(/\s+/g, " ").slice(0, 90));
          return jobDoorSql.call(jobDoor, text, values);
        };
      }
      const counter = countStatements();
      let res: GraphQLBody;
      try {
        res = await gql(app.url, STOREFRONT_PLACE_ORDER, { input: orderInput(slot, lines(), total, extra) });
        expect(res.data?.placeOrder.__typename, JSON.stringify(res)).toBe("MutationPlaceOrderSuccess");
        const { count, sql, workerSql: poolSql } = counter.read();
        const workerSql = [...doorSql, ...poolSql];
        expect(
          count - doorSql.length,
          `statements:\n${sql.join("\n")}\nof which the job worker's:\n${workerSql.join("\n")}`,
        ).toBe(PLACE_ORDER_STATEMENTS);
      } finally {
        counter.restore();
        jobDoor.executeSql = jobDoorSql;
      }
      // What was written in those statements is the whole order, exactly as the full selection reads it.
      const order = res.data!.placeOrder.data.order;
      expect(order.total).toBe(total);
      const full = await gql(app.url, PLACE_ORDER, { input: orderInput(slot, lines(), total, extra) });
      const placed = full.data!.placeOrder.data.order;
      expect(placed.items).toHaveLength(lines().length);
      const stored = await app.db.prisma.order.findUniqueOrThrow({
        where: { code: placed.code },
        include: {
          items: { orderBy: { id: "asc" }, include: { toppings: { orderBy: { id: "asc" } } } },
          payments: true,
        },
      });
      expect(placed.items).toEqual(
        stored.items.map((item) => ({
          productName: item.productName,
          optionName: item.optionName,
          quantity: item.quantity,
          lineTotal: item.lineTotal,
          unitAmount: item.unitAmount,
          amount: item.amount,
          toppings: item.toppings.map((t) => ({
            toppingName: t.toppingName,
            optionName: t.optionName,
            price: t.price,
            priceWithTax: t.priceWithTax,
          })),
        })),
      );
      expect(stored.items.flatMap((item) => item.toppings)).toHaveLength(
        lines().reduce((n, line) => n + line.toppingOptionIds.length, 0),
      );
      expect(stored.payments).toHaveLength(extra.paymentMethod === "CARD" ? 1 : 0);
      expect(Boolean(res.data!.placeOrder.data.paymentUrl)).toBe(extra.paymentMethod === "CARD");
    });
  }
});
