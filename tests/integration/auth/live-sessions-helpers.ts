import { createClient } from "graphql-ws";
import { expect } from "vitest";
import WebSocket from "ws";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import type { TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { insertOrder } from "../board/helpers.js";

/** A session's end must reach its socket within this (the "within a second"). */
export const WITHIN_MS = 1_000;

export const ORDER_SUBSCRIPTION = `subscription($code: String!) { orderUpdated(code: $code) { id kind order { id status } } }`;

interface Closed {
  code: number;
  reason: string;
  at: number;
}

/** A graphql-ws client with one live subscription; `closed` resolves with the socket's close. */
export function liveSocket(
  url: string,
  connectionParams: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) {
  let connections = 0;
  let resolveClosed!: (closed: Closed) => void;
  const closed = new Promise<Closed>((resolve) => (resolveClosed = resolve));
  let acknowledged!: () => void;
  const connected = new Promise<void>((resolve) => (acknowledged = resolve));
  const client = createClient({
    url: `${url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    lazy: true,
    // As the site's client: a session that ended is not a reason to try again.
    retryAttempts: 5,
    retryWait: async () => {},
    shouldRetry: (event) => !isSessionClose(event),
    connectionParams,
    on: {
      connecting: () => {
        connections += 1;
      },
      connected: () => acknowledged(),
      closed: (event) => {
        const e = event as { code: number; reason: string };
        resolveClosed({ code: e.code, reason: e.reason, at: Date.now() });
      },
    },
  });
  const errors: unknown[] = [];
  client.subscribe(
    { query, variables },
    { next: () => {}, error: (error) => errors.push(error), complete: () => {} },
  );
  return {
    connected,
    closed,
    errors,
    get connections() {
      return connections;
    },
    /** Runs a query over this socket (it is still open and still this viewer's). */
    query(document: string) {
      return new Promise<{ data?: Record<string, unknown> | null; errors?: unknown[] }>((resolve, reject) => {
        client.subscribe({ query: document }, { next: resolve as never, error: reject, complete: () => {} });
      });
    },
    dispose: () => client.dispose(),
  };
}

function isSessionClose(event: unknown): boolean {
  const code = (event as { code?: unknown }).code;
  return code === 4401 || code === 4403;
}

export async function expectClosedWithin(socket: ReturnType<typeof liveSocket>, since: number, code: number) {
  const closed = await socket.closed;
  expect(closed.code).toBe(code);
  expect(closed.at - since).toBeLessThanOrEqual(WITHIN_MS);
  return closed;
}

let customerSequence = 0;

/** A confirmed customer, signed in through /api/auth/sign_in, and one order of theirs. */
export async function customerWithOrder(app: TestApp) {
  customerSequence += 1;
  const email = `live${customerSequence}@example.jp`;
  const password = "momiji2026";
  const customer = await app.db.prisma.customer.create({
    data: {
      email,
      passwordHash: await hashPassword(password),
      lastName: "広島",
      firstName: "花子",
      lastNameKana: "ヒロシマ",
      firstNameKana: "ハナコ",
      tel: "09012345678",
      confirmedAt: new Date(),
    },
  });
  const signIn = async () => {
    const res = await rest(app.url, "POST", "/auth/sign_in", { email, password });
    expect(res.status).toBe(200);
    return {
      "access-token": res.headers.get("access-token") ?? "",
      client: res.headers.get("client") ?? "",
      uid: res.headers.get("uid") ?? "",
    };
  };
  const order = await insertOrder(app.db.prisma, new Date(Date.now() + 86_400_000));
  await app.db.prisma.order.update({ where: { id: order.id }, data: { customerId: customer.id } });
  return { customer, email, password, order, signIn };
}
