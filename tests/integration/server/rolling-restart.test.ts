// A restart that loses nothing (issue 32 point 7, decision 0047): of two instances on one
// PostgreSQL and one Redis, one is shut down the way SIGTERM does it (app.close()) and started
// again while clients place a steady stream of orders. Every client gets an answer or a retryable
// failure (refused, reset, 503), which it retries with the same idempotency key on the other
// instance; every accepted order is kept once; a board on each instance (closed with 1012 on the
// restarted one, reconnecting at once and refetching, as the client does) shows every order.
import { tmpdir } from "node:os";
import { createClient } from "graphql-ws";
import { afterAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { RESTART_CLOSE_CODE } from "../../../server/src/graphql/ws.js";
import { reachable, TEST_REDIS_URL } from "../../setup/redis.js";
import { type RunningApp, startApp } from "../../setup/start-app.js";
import { copyTemplate } from "../../setup/test-databases.js";
import { waitUntil } from "../../support/jobs.js";
import { adminSession, BOARD_SUBSCRIPTION } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, setCapacity, totalOf } from "../order/helpers.js";

const onPostgres = inject("testDatabaseTemplate").kind === "postgres";
const redisUp = await reachable(TEST_REDIS_URL);
const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test-restart-${process.pid}-${Date.now()}:` };

const BOARD_LIST = `query($period: OrderPeriod!) { adminOrders(period: $period, perPage: 100) {
  ... on QueryAdminOrdersSuccess { data { orders { code } } } } }`;

/** A board as the client runs it: reconnects on its own, and refetches the list on every connection. */
function liveBoard(url: () => string, session: Awaited<ReturnType<typeof adminSession>>) {
  const seen = new Set<string>();
  const closeCodes: number[] = [];
  let connections = 0;
  const refetch = async () => {
    for (const period of ["TODAY", "FUTURE"]) {
      // The session's token rotates; the session keeps the current one, as the client does.
      const { data } = await session.gql(BOARD_LIST, { period }, url()).catch(() => ({ data: undefined }));
      for (const order of data?.adminOrders?.data?.orders ?? []) seen.add(order.code);
    }
  };
  const client = createClient({
    url: () => `${url().replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: () => ({ ...session.headers }),
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 50)),
    shouldRetry: () => true,
    on: {
      connected: () => {
        connections += 1;
        void refetch();
      },
      closed: (event) => {
        closeCodes.push((event as { code: number }).code);
      },
    },
  });
  const stop = client.subscribe(
    { query: BOARD_SUBSCRIPTION },
    {
      next: (result) => {
        const code = (result.data as { orderEvents?: { order?: { code: string } } })?.orderEvents?.order
          ?.code;
        if (code) seen.add(code);
      },
      error: () => {},
      complete: () => {},
    },
  );
  return {
    seen,
    closeCodes,
    connections: () => connections,
    async close() {
      stop();
      await client.dispose();
    },
  };
}

const retryable = (error: unknown) => {
  const text = `${error} ${(error as { cause?: unknown })?.cause ?? ""}`;
  return /ECONNREFUSED|ECONNRESET|EPIPE|other side closed|socket hang up|fetch failed|SocketError/i.test(
    text,
  );
};

describe.runIf(onPostgres && redisUp)("a restart of one of two instances under a stream of orders", () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it("keeps every accepted order, answers every client, and the other instance's board shows every order", async () => {
    const copy = await copyTemplate(inject("testDatabaseTemplate"), { seeded: true });
    cleanup.push(() => copy.drop());
    const start = () => startApp({ databaseUrl: copy.databaseUrl, dataDir: tmpdir(), seed: false, env });
    let a: RunningApp = await start();
    const b = await start();
    cleanup.push(() => b.close());
    cleanup.push(() => a.close());

    const prisma = b.db.prisma;
    const slot = await futureSlot(prisma, "TAKEOUT");
    await setCapacity(prisma, "TAKEOUT", slot, 1000);
    const demo = await demoProduct(prisma);
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(prisma, items);

    const boardA = liveBoard(() => a.url, await adminSession(b.url));
    const boardB = liveBoard(() => b.url, await adminSession(b.url));
    cleanup.push(
      () => boardA.close(),
      () => boardB.close(),
    );
    await waitUntil(() => boardA.connections() > 0 && boardB.connections() > 0, 30_000, "boards connected");

    const accepted = new Set<string>();
    const unanswered: string[] = [];
    let placing = true;
    const placeOne = async (first: () => string) => {
      const input = orderInput(slot, items, total);
      // The first try on A or B; a retryable failure is tried again, same key, on B (always up).
      for (const [attempt, url] of [first, () => b.url, () => b.url].entries()) {
        try {
          const res = await fetch(`${url()}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query: PLACE_ORDER, variables: { input } }),
          });
          if (res.status === 503) {
            continue;
          }
          const body = (await res.json()) as {
            data?: { placeOrder?: { __typename: string; data?: { order: { code: string } } } };
          };
          const placed = body.data?.placeOrder;
          if (placed?.__typename === "MutationPlaceOrderSuccess" && placed.data) {
            accepted.add(placed.data.order.code);
            return;
          }
          unanswered.push(`attempt ${attempt}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
          return;
        } catch (error) {
          if (!retryable(error)) {
            unanswered.push(`attempt ${attempt}: ${error}`);
            return;
          }
        }
      }
      unanswered.push("no instance answered after 3 tries");
    };
    const clients = Array.from({ length: 4 }, async (_, i) => {
      for (let n = 0; placing; n++) await placeOne((n + i) % 2 ? () => a.url : () => b.url);
    });

    await waitUntil(() => accepted.size >= 5, 30_000, "orders flowing");
    await a.close(); // what SIGTERM runs (main.ts)
    a = await start();
    const afterRestart = accepted.size;
    await waitUntil(() => accepted.size >= afterRestart + 5, 30_000, "orders flowing after the restart");
    placing = false;
    await Promise.all(clients);

    expect(unanswered).toEqual([]);
    const stored = await prisma.order.findMany({
      where: { code: { in: [...accepted] } },
      select: { code: true },
    });
    expect(stored).toHaveLength(accepted.size);
    expect(boardA.closeCodes).toContain(RESTART_CLOSE_CODE);
    const missing = (board: ReturnType<typeof liveBoard>) =>
      [...accepted].filter((code) => !board.seen.has(code));
    await waitUntil(
      () => missing(boardA).length === 0 && missing(boardB).length === 0,
      15_000,
      "boards complete",
    ).catch(() => {});
    expect(boardA.connections()).toBeGreaterThanOrEqual(2);
    // Both boards show every order: B's live; A's from its refetch on reconnecting, then live.
    expect(missing(boardB)).toEqual([]);
    expect(missing(boardA)).toEqual([]);
  }, 120_000);
});
