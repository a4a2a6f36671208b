// Live sessions end when the right to them ends (decision 0021): real graphql-ws clients on staff
// boards are closed within a second of a sign-out, a token's expiry, the deletion of the account,
// a password reset (4401) or a role change (4403), also across instances; other sessions of the
// same account stay open; a dead token is refused at connection and not retried. Customers' order
// pages: live-sessions-customer.test.ts.
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { reachable, TEST_REDIS_URL } from "../../setup/redis.js";
import { type RunningApp, startApp } from "../../setup/start-app.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { rest } from "../../support/http.js";
import { adminSession, BOARD_SUBSCRIPTION } from "../board/helpers.js";
import { staffSession } from "../settings/helpers.js";
import { expectClosedWithin, liveSocket, WITHIN_MS } from "./live-sessions-helpers.js";

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
