// The shop side of the events benchmark: a bookable slot with room for every order of the run, the
// administrator sign-ins the boards use, and placing one order through GraphQL placeOrder.
import type autocannon from "autocannon";
import type { PrismaClient } from "../server/src/generated/prisma/client.js";
import {
  demoProduct,
  futureSlot,
  type Line,
  orderInput,
  setCapacity,
  totalOf,
} from "../tests/integration/order/helpers.js";
import { TEST_ADMIN } from "../tests/setup/start-app.js";

export const BOARD_QUERY = `subscription Board {
  orderEvents { id kind at order { id code status total items { productName quantity } } }
}`;

const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename
  ... on MutationPlaceOrderSuccess { data { order { code } } }
  ... on Error { message }
} }`;

/** A takeout slot tomorrow or later with room for `orders` orders; returns a fresh order input each call. */
export async function prepareOrders(prisma: PrismaClient, orders: number) {
  const slot = await futureSlot(prisma, "TAKEOUT");
  await setCapacity(prisma, "TAKEOUT", slot, orders);
  const demo = await demoProduct(prisma);
  const items: Line[] = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  const total = await totalOf(prisma, items);
  // Each order from its own customer, as in a shop: one address's mails are sent one after another.
  let customer = 0;
  return () => orderInput(slot, items, total, { email: `bench-${++customer}@example.jp` });
}

/** `count` administrator sign-ins: access-token, client and uid, as graphql-ws connectionParams. */
export async function signInAdmins(url: string, count: number): Promise<Record<string, string>[]> {
  const sessions: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/admin_auth/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    await res.arrayBuffer();
    const session: Record<string, string> = {};
    for (const name of ["access-token", "client", "uid"]) session[name] = res.headers.get(name) ?? "";
    if (!res.ok || !session["access-token"]) throw new Error(`admin sign-in answered ${res.status}`);
    sessions.push(session);
  }
  return sessions;
}

/** Places one order; resolves with its code when the response has arrived. */
export async function placeOrder(url: string, input: object): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: PLACE_ORDER, variables: { input } }),
  });
  const body = (await res.json()) as {
    data?: { placeOrder?: { __typename: string; message?: string; data?: { order: { code: string } } } };
    errors?: unknown;
  };
  const placed = body.data?.placeOrder;
  if (!placed?.data) throw new Error(`placeOrder failed: ${JSON.stringify(placed ?? body.errors ?? body)}`);
  return placed.data.order.code;
}

/**
 * autocannon's options for placeOrder over GraphQL at `connections` clients, each request a fresh
 * order from `next` (prepareOrders); `query` chooses what the answer selects.
 */
export function placeOrderLoad(base: string, connections: number, next: () => object, query = PLACE_ORDER) {
  return {
    url: `${base}/graphql`,
    connections,
    requests: [
      {
        method: "POST" as const,
        headers: { "content-type": "application/json" },
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          body: JSON.stringify({ query, variables: { input: next() } }),
        }),
      },
    ],
  };
}
