// Live sessions end when the right to them ends (decision 0021): real graphql-ws clients on staff
// boards and on customers' order pages are closed within a second of a sign-out, a token's expiry,
// the deletion of the account, a password reset (4401) or a role change (4403); other sessions of
// the same account stay open; a dead token is refused at connection and not retried.
import { tmpdir } from "node:os";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { reachable, TEST_REDIS_URL } from "../../setup/redis.js";
import { type RunningApp, startApp } from "../../setup/start-app.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { adminSession, BOARD_SUBSCRIPTION, insertOrder } from "../board/helpers.js";
import { staffSession } from "../settings/helpers.js";

/** A session's end must reach its socket within this (the "within a second"). */
const WITHIN_MS = 1_000;

const ORDER_SUBSCRIPTION = `subscription($code: String!) { orderUpdated(code: $code) { id kind order { id status } } }`;

interface Closed {
  code: number;
  reason: string;
  at: number;
}

/** A graphql-ws client with one live subscription; `closed` resolves with the socket's close. */
function liveSocket(
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

async function expectClosedWithin(socket: ReturnType<typeof liveSocket>, since: number, code: number) {
  const closed = await socket.closed;
  expect(closed.code).toBe(code);
  expect(closed.at - since).toBeLessThanOrEqual(WITHIN_MS);
  return closed;
}

let customerSequence = 0;

/** A confirmed customer, signed in through /api/auth/sign_in, and one order of theirs. */
async function customerWithOrder(app: TestApp) {
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

describe("live sessions end when the right to them ends", () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await adminSession(app.url);
  });
  afterAll(() => app?.close());

  it("closes a staff board with 4401 when that client signs out; the same account's other client stays", async () => {
    const staff = await staffSession(app);
    const other = await rest(app.url, "POST", "/admin_auth/sign_in", {
      email: staff.email,
      password: staff.password,
    });
    const otherParams = {
      "access-token": other.headers.get("access-token") ?? "",
      client: other.headers.get("client") ?? "",
      uid: other.headers.get("uid") ?? "",
    };
    const board = liveSocket(app.url, { ...staff.headers }, BOARD_SUBSCRIPTION);
    const otherBoard = liveSocket(app.url, otherParams, BOARD_SUBSCRIPTION);
    try {
      await Promise.all([board.connected, otherBoard.connected]);
      const out = await staff.rest("DELETE", "/admin_auth/sign_out");
      expect(out.status).toBe(200);
      const closed = await expectClosedWithin(board, Date.now(), 4401);
      expect(closed.reason).toBe("Session ended");
      expect(board.connections).toBe(1);
      const still = await otherBoard.query("{ myAdministrator { email } }");
      expect(still.data?.myAdministrator).toEqual({ email: staff.email });
    } finally {
      await Promise.all([board.dispose(), otherBoard.dispose()]);
    }
  });

  it("closes a staff board with 4401 when the owner deletes that administrator", async () => {
    const staff = await staffSession(app);
    const id = (await app.db.prisma.administrator.findUniqueOrThrow({ where: { email: staff.email } })).id;
    const board = liveSocket(app.url, { ...staff.headers }, BOARD_SUBSCRIPTION);
    try {
      await board.connected;
      expect((await owner.rest("DELETE", `/admin/administrators/${id}`)).status).toBe(200);
      await expectClosedWithin(board, Date.now(), 4401);
    } finally {
      await board.dispose();
    }
  });

  it("closes a staff board with 4401 when the owner resets that administrator's password", async () => {
    const staff = await staffSession(app);
    const id = (await app.db.prisma.administrator.findUniqueOrThrow({ where: { email: staff.email } })).id;
    const board = liveSocket(app.url, { ...staff.headers }, BOARD_SUBSCRIPTION);
    try {
      await board.connected;
      const reset = await owner.rest("PUT", `/admin/administrators/${id}/password`, {
        password: "fresh2026x",
        password_confirmation: "fresh2026x",
      });
      expect(reset.status).toBe(200);
      await expectClosedWithin(board, Date.now(), 4401);
    } finally {
      await board.dispose();
    }
  });

  it("closes a staff board with 4403 when that administrator's role changes, and does not retry", async () => {
    const staff = await staffSession(app);
    const id = (await app.db.prisma.administrator.findUniqueOrThrow({ where: { email: staff.email } })).id;
    const board = liveSocket(app.url, { ...staff.headers }, BOARD_SUBSCRIPTION);
    try {
      await board.connected;
      const promoted = await owner.rest("PUT", `/admin/administrators/${id}/role`, { role: "owner" });
      expect(promoted.status).toBe(200);
      const closed = await expectClosedWithin(board, Date.now(), 4403);
      expect(closed.reason).toBe("Rights changed");
      expect(board.connections).toBe(1);
    } finally {
      await board.dispose();
    }
  });

  it("closes a staff board with 4401 when its token expires", async () => {
    const staff = await staffSession(app);
    const expiresAt = new Date(Date.now() + 1_500);
    await app.db.prisma.adminAuthToken.updateMany({
      where: { client: staff.headers.client },
      data: { expiresAt },
    });
    const board = liveSocket(app.url, { ...staff.headers }, BOARD_SUBSCRIPTION);
    try {
      await board.connected;
      const closed = await board.closed;
      expect(closed.code).toBe(4401);
      expect(closed.at).toBeGreaterThanOrEqual(expiresAt.getTime());
      expect(closed.at - expiresAt.getTime()).toBeLessThanOrEqual(WITHIN_MS);
    } finally {
      await board.dispose();
    }
  });

  it("keeps a board open past the first expiry when a request has rotated the token since", async () => {
    const staff = await staffSession(app);
    const firstExpiry = new Date(Date.now() + 1_000);
    await app.db.prisma.adminAuthToken.updateMany({
      where: { client: staff.headers.client },
      data: { expiresAt: firstExpiry },
    });
    const board = liveSocket(app.url, { ...staff.headers }, BOARD_SUBSCRIPTION);
    try {
      await board.connected;
      // What a rotation over HTTP does to the session's row: a later expiry.
      await app.db.prisma.adminAuthToken.updateMany({
        where: { client: staff.headers.client },
        data: { expiresAt: new Date(Date.now() + 86_400_000) },
      });
      // The first expiry has passed and been checked: the socket still answers as this viewer.
      await new Promise<void>((resolve) => setTimeout(resolve, firstExpiry.getTime() - Date.now() + 300));
      const still = await board.query("{ myAdministrator { email } }");
      expect(still.data?.myAdministrator).toEqual({ email: staff.email });
    } finally {
      await board.dispose();
    }
  });

  it("refuses a connection whose token was signed out with 4401, once (no retry with the dead token)", async () => {
    const staff = await staffSession(app);
    const params = { ...staff.headers };
    expect((await staff.rest("DELETE", "/admin_auth/sign_out")).status).toBe(200);
    const board = liveSocket(app.url, params, BOARD_SUBSCRIPTION);
    try {
      const closed = await board.closed;
      expect(closed.code).toBe(4401);
      expect(board.connections).toBe(1);
    } finally {
      await board.dispose();
    }
  });

  it("closes a customer's order subscription with 4401 when that customer signs out", async () => {
    const { order, signIn } = await customerWithOrder(app);
    const headers = await signIn();
    const page = liveSocket(app.url, headers, ORDER_SUBSCRIPTION, { code: order.code });
    try {
      await page.connected;
      const still = await page.query("{ me { email } }");
      expect(still.errors).toBeUndefined();
      expect((await rest(app.url, "DELETE", "/auth/sign_out", undefined, headers)).status).toBe(200);
      await expectClosedWithin(page, Date.now(), 4401);
      expect(page.connections).toBe(1);
    } finally {
      await page.dispose();
    }
  });

  it("closes a customer's order subscription with 4401 when staff delete the account", async () => {
    const { customer, order, signIn } = await customerWithOrder(app);
    const page = liveSocket(app.url, await signIn(), ORDER_SUBSCRIPTION, { code: order.code });
    try {
      await page.connected;
      expect((await owner.rest("DELETE", `/admin/customers/${customer.id}`)).status).toBe(200);
      await expectClosedWithin(page, Date.now(), 4401);
    } finally {
      await page.dispose();
    }
  });

  it("closes a customer's other devices with 4401 when the password changes on one", async () => {
    const { email, password, order, signIn } = await customerWithOrder(app);
    const phone = await signIn();
    const laptop = await signIn();
    const page = liveSocket(app.url, phone, ORDER_SUBSCRIPTION, { code: order.code });
    const here = liveSocket(app.url, laptop, ORDER_SUBSCRIPTION, { code: order.code });
    try {
      await Promise.all([page.connected, here.connected]);
      const changed = await rest(
        app.url,
        "PUT",
        "/auth/password",
        { current_password: password, password: "momiji2027", password_confirmation: "momiji2027" },
        laptop,
      );
      expect(changed.status).toBe(200);
      await expectClosedWithin(page, Date.now(), 4401);
      const still = await here.query("{ me { email } }");
      expect(still.data?.me).toEqual({ email });
    } finally {
      await Promise.all([page.dispose(), here.dispose()]);
    }
  });

  it("closes a customer's order subscription with 4401 when the token expires", async () => {
    const { customer, order, signIn } = await customerWithOrder(app);
    const headers = await signIn();
    const expiresAt = new Date(Date.now() + 1_500);
    await app.db.prisma.customerAuthToken.updateMany({
      where: { customerId: customer.id },
      data: { expiresAt },
    });
    const page = liveSocket(app.url, headers, ORDER_SUBSCRIPTION, { code: order.code });
    try {
      await page.connected;
      const closed = await page.closed;
      expect(closed.code).toBe(4401);
      expect(closed.at - expiresAt.getTime()).toBeLessThanOrEqual(WITHIN_MS);
    } finally {
      await page.dispose();
    }
  });
});

const onPostgres = inject("testDatabaseTemplate").kind === "postgres";
const redisUp = await reachable(TEST_REDIS_URL);

// Two instances need a shared database: the PostgreSQL run, with Redis.
describe.runIf(onPostgres && redisUp)("across instances", () => {
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test-sessions-${process.pid}-${Date.now()}:` };
  let a: TestApp;
  let b: RunningApp;

  beforeAll(async () => {
    a = await startTestApp({ env });
    b = await startApp({ databaseUrl: a.config.databaseUrl, dataDir: tmpdir(), seed: false, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("closes a board on instance B within a second of signing out on instance A", async () => {
    const staff = await staffSession(a);
    const board = liveSocket(b.url, { ...staff.headers }, BOARD_SUBSCRIPTION);
    try {
      await board.connected;
      expect((await staff.rest("DELETE", "/admin_auth/sign_out")).status).toBe(200);
      await expectClosedWithin(board, Date.now(), 4401);
    } finally {
      await board.dispose();
    }
  });
});
