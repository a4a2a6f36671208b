// Helpers for the staff board tests: an administrator's credentials, orders written straight into
// the database at any slot (today's and past slots cannot be booked through checkout at every
// hour), and a graphql-ws subscriber that collects events.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import type { OrderStatus, PrismaClient } from "../../../server/src/generated/prisma/client.js";
import { generateOrderCode } from "../../../server/src/modules/order/order-secrets.js";
import { TEST_ADMIN } from "../../setup/test-app.js";
import { type Json, rest } from "../../support/http.js";

export async function adminHeaders(
  url: string,
  credentials: { email: string; password: string } = TEST_ADMIN,
): Promise<Record<string, string>> {
  const res = await rest(url, "POST", "/admin_auth/sign_in", credentials);
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status}`);
  return {
    "access-token": res.headers.get("access-token") ?? "",
    client: res.headers.get("client") ?? "",
    uid: res.headers.get("uid") ?? "",
  };
}

/**
 * An administrator's session that keeps the refreshed access-token each answer may carry, as the
 * client does: a token older than the batch window is rotated, and the old one stops working.
 */
export async function adminSession(url: string, credentials?: { email: string; password: string }) {
  const headers = await adminHeaders(url, credentials);
  const remember = (answer: Headers) => {
    const token = answer.get("access-token");
    if (token) headers["access-token"] = token;
  };
  return {
    /** The credentials as they are now (copy them for a WebSocket's connection_init). */
    headers,
    async rest(method: string, path: string, body?: unknown) {
      const res = await rest(url, method, path, body, { ...headers });
      remember(res.headers);
      return res;
    },
    /** `at`: another instance of the same site (the session is the database's). */
    async gql(query: string, variables: object = {}, at = url) {
      const res = await fetch(`${at}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      remember(res.headers);
      return (await res.json()) as { data?: Json | null; errors?: Json[] };
    },
  };
}

let sequence = 0;

/** A takeout order paid at the shop, written directly; `code` is unique per call. */
export async function insertOrder(
  prisma: PrismaClient,
  slotStartsAt: Date,
  extra: Partial<{
    status: OrderStatus;
    method: "TAKEOUT" | "DELIVERY";
    email: string;
    lastName: string;
    firstNameKana: string;
    tel: string;
    code: string;
  }> = {},
) {
  sequence += 1;
  return prisma.order.create({
    data: {
      code: extra.code ?? generateOrderCode(),
      method: extra.method ?? "TAKEOUT",
      status: extra.status ?? "RECEIVED",
      paymentMethod: "AT_SHOP",
      slotStartsAt,
      slotEndsAt: new Date(slotStartsAt.getTime() + 15 * 60_000),
      lastName: extra.lastName ?? "広島",
      firstName: "花子",
      lastNameKana: "ヒロシマ",
      firstNameKana: extra.firstNameKana ?? "ハナコ",
      email: extra.email ?? `board${sequence}@example.jp`,
      tel: extra.tel ?? "09012345678",
      itemsTotal: 1080,
      deliveryFee: 0,
      subtotal: 1000,
      shippingFee: 0,
      taxTotal: 80,
      total: 1080,
      taxes: [{ rate: 8, amount: 1080, tax: 80 }],
      items: {
        create: [
          {
            productName: "唐揚げ",
            quantity: 2,
            unitPrice: 500,
            taxRate: 8,
            lineTotal: 1000,
            unitAmount: 540,
            amount: 1080,
          },
        ],
      },
    },
  });
}

export const BOARD_SUBSCRIPTION = `subscription { orderEvents { id kind at order { id code status printCount
  items { productName quantity } } } }`;

/** A graphql-ws subscriber that keeps every result; `next(pred)` waits for a matching one. */
export function subscribe(
  url: string,
  query: string,
  connectionParams: Record<string, string> = {},
  variables: Record<string, unknown> = {},
) {
  const results: Json[] = [];
  const waiters: Array<() => void> = [];
  let failure: unknown;
  let done = false;
  let acknowledged!: () => void;
  const connected = new Promise<void>((resolve) => (acknowledged = resolve));
  const client = createClient({
    url: `${url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams,
    on: { connected: () => acknowledged() },
  });
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (value) => {
        results.push(value as Json);
        wake();
      },
      error: (error) => {
        failure = error;
        done = true;
        wake();
      },
      complete: () => {
        done = true;
        wake();
      },
    },
  );
  return {
    results,
    connected,
    get failure() {
      return failure;
    },
    /** The first result matching `pred`, or the end of the subscription. */
    async next(pred: (result: Json) => boolean = () => true): Promise<Json | undefined> {
      for (;;) {
        const found = results.find(pred);
        if (found) return found;
        if (done) return undefined;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async close() {
      unsubscribe();
      await client.dispose();
    },
  };
}

/**
 * Subscriptions start asynchronously (and through Redis, later still): repeats `trigger`, which
 * must publish an event, until the subscriber has seen one matching `pred`. Bounded.
 */
export async function untilReceived(
  subscriber: ReturnType<typeof subscribe>,
  trigger: () => Promise<unknown>,
  pred: (result: Json) => boolean,
): Promise<Json> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await trigger();
    const found = await Promise.race([
      subscriber.next(pred),
      new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
    ]);
    if (found) return found;
  }
  throw new Error(`no matching event after 100 triggers: ${JSON.stringify(subscriber.results)}`);
}
