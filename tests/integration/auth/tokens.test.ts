import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BATCH_WINDOW_MS,
  issueToken,
  MAX_CLIENTS,
  PREVIOUS_TOKEN_GRACE_MS,
  revokeAllTokens,
  revokeToken,
  TOKEN_LIFESPAN_MS,
  verifyToken,
} from "../../../server/src/modules/auth/tokens.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

let app: TestApp;
let customerId: number;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  const customer = await app.db.prisma.customer.create({
    data: {
      email: "hanako@example.jp",
      passwordHash: "x",
      lastName: "広島",
      firstName: "花子",
      lastNameKana: "ヒロシマ",
      firstNameKana: "ハナコ",
      tel: "09012345678",
    },
  });
  customerId = customer.id;
});
afterAll(() => app?.close());

const at = (ms: number) => new Date(Date.UTC(2026, 10, 22, 3, 0, 0) + ms);

describe("auth tokens", () => {
  it("stores only a hash of the token", async () => {
    const issued = await issueToken(app.db.prisma, "customer", customerId, at(0));
    const row = await app.db.prisma.customerAuthToken.findFirstOrThrow({ where: { client: issued.client } });
    expect(row.tokenHash).not.toContain(issued.accessToken);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts parallel requests within the batch window without rotating", async () => {
    const { prisma } = app.db;
    const issued = await issueToken(prisma, "customer", customerId, at(0));
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        verifyToken(prisma, "customer", customerId, issued.client, issued.accessToken, at(1000)),
      ),
    );
    const unchanged = { refreshed: null, expiresAt: issued.expiresAt };
    expect(results).toEqual([unchanged, unchanged, unchanged]);
  });

  it("rotates after the batch window, once, and still accepts the previous token briefly", async () => {
    const { prisma } = app.db;
    const issued = await issueToken(prisma, "customer", customerId, at(0));
    const later = BATCH_WINDOW_MS + 1000;
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        verifyToken(prisma, "customer", customerId, issued.client, issued.accessToken, at(later)),
      ),
    );
    const refreshed = results.map((r) => r?.refreshed).filter((r) => r != null);
    expect(results.every((r) => r !== null)).toBe(true);
    expect(refreshed).toHaveLength(1);
    const next = refreshed[0]!;
    // The old token is still good for a request already in flight…
    expect(
      await verifyToken(prisma, "customer", customerId, issued.client, issued.accessToken, at(later + 100)),
    ).toEqual({ refreshed: null, expiresAt: next.expiresAt });
    // …and once the client has been seen with the new token, not after the window any more.
    expect(
      await verifyToken(prisma, "customer", customerId, issued.client, next.accessToken, at(later + 200)),
    ).not.toBeNull();
    const afterWindow = at(later + BATCH_WINDOW_MS + 1000);
    expect(
      await verifyToken(prisma, "customer", customerId, issued.client, issued.accessToken, afterWindow),
    ).toBeNull();
    expect(
      await verifyToken(prisma, "customer", customerId, issued.client, next.accessToken, afterWindow),
    ).not.toBeNull();
  });

  it("keeps a client signed in when the answer carrying its new token never arrived", async () => {
    const { prisma } = app.db;
    const issued = await issueToken(prisma, "customer", customerId, at(0));
    const later = BATCH_WINDOW_MS + 1000;
    const lost = await verifyToken(
      prisma,
      "customer",
      customerId,
      issued.client,
      issued.accessToken,
      at(later),
    );
    expect(lost?.refreshed).not.toBeNull();
    // The page load aborted that answer: the client comes back with the token it still holds.
    const afterWindow = at(later + BATCH_WINDOW_MS + 1000);
    const again = await verifyToken(
      prisma,
      "customer",
      customerId,
      issued.client,
      issued.accessToken,
      afterWindow,
    );
    expect(again?.refreshed).not.toBeNull();
    // The token nobody received is gone; the one just sent works and, once used, retires the old one.
    expect(
      await verifyToken(
        prisma,
        "customer",
        customerId,
        issued.client,
        lost!.refreshed!.accessToken,
        afterWindow,
      ),
    ).toBeNull();
    expect(
      await verifyToken(
        prisma,
        "customer",
        customerId,
        issued.client,
        again!.refreshed!.accessToken,
        afterWindow,
      ),
    ).not.toBeNull();
    const muchLater = at(later + 3 * BATCH_WINDOW_MS);
    expect(
      await verifyToken(prisma, "customer", customerId, issued.client, issued.accessToken, muchLater),
    ).toBeNull();
  });

  it("bounds a previous token to two minutes after its successor was issued, re-issues or not", async () => {
    const { prisma } = app.db;
    const issued = await issueToken(prisma, "customer", customerId, at(0));
    const rotated = BATCH_WINDOW_MS + 1000;
    const first = await verifyToken(
      prisma,
      "customer",
      customerId,
      issued.client,
      issued.accessToken,
      at(rotated),
    );
    expect(first?.refreshed).not.toBeNull();
    // The successor never arrives; the old token keeps coming back and gets a new one each time…
    for (const after of [30_000, 60_000, PREVIOUS_TOKEN_GRACE_MS]) {
      const again = await verifyToken(
        prisma,
        "customer",
        customerId,
        issued.client,
        issued.accessToken,
        at(rotated + after),
      );
      expect(again?.refreshed, `after ${after} ms`).not.toBeNull();
    }
    // …but the grace counts from the first successor's issue and is not extended by re-issuing.
    const over = at(rotated + PREVIOUS_TOKEN_GRACE_MS + 1);
    expect(
      await verifyToken(prisma, "customer", customerId, issued.client, issued.accessToken, over),
    ).toBeNull();
  });

  it("keeps no previous token whose own expiry falls within the grace; signing out ends both at once", async () => {
    const { prisma } = app.db;
    const issued = await issueToken(prisma, "customer", customerId, at(0));
    const nearEnd = at(TOKEN_LIFESPAN_MS - 60_000);
    const rotated = await verifyToken(
      prisma,
      "customer",
      customerId,
      issued.client,
      issued.accessToken,
      nearEnd,
    );
    expect(rotated?.refreshed).not.toBeNull();
    const soon = at(TOKEN_LIFESPAN_MS - 60_000 + BATCH_WINDOW_MS + 1000);
    expect(
      await verifyToken(prisma, "customer", customerId, issued.client, issued.accessToken, soon),
    ).toBeNull();

    const other = await issueToken(prisma, "customer", customerId, at(0));
    const next = await verifyToken(
      prisma,
      "customer",
      customerId,
      other.client,
      other.accessToken,
      at(10_000),
    );
    await revokeToken(prisma, "customer", customerId, other.client);
    for (const token of [other.accessToken, next!.refreshed!.accessToken]) {
      expect(await verifyToken(prisma, "customer", customerId, other.client, token, at(10_100))).toBeNull();
    }
  });

  it("rejects a wrong token, another client's token and an expired token", async () => {
    const { prisma } = app.db;
    const a = await issueToken(prisma, "customer", customerId, at(0));
    const b = await issueToken(prisma, "customer", customerId, at(0));
    expect(await verifyToken(prisma, "customer", customerId, a.client, "nope", at(10))).toBeNull();
    expect(await verifyToken(prisma, "customer", customerId, a.client, b.accessToken, at(10))).toBeNull();
    expect(
      await verifyToken(prisma, "customer", customerId, a.client, a.accessToken, at(TOKEN_LIFESPAN_MS + 1)),
    ).toBeNull();
  });

  it("keeps at most MAX_CLIENTS devices, dropping the least recently used", async () => {
    const { prisma } = app.db;
    await revokeAllTokens(prisma, "customer", customerId);
    const issued = [];
    for (let i = 0; i <= MAX_CLIENTS; i++)
      issued.push(await issueToken(prisma, "customer", customerId, at(i * 1000)));
    expect(await prisma.customerAuthToken.count({ where: { customerId } })).toBe(MAX_CLIENTS);
    const first = issued[0]!;
    expect(
      await verifyToken(prisma, "customer", customerId, first.client, first.accessToken, at(20_000)),
    ).toBeNull();
  });

  it("signs out one client and leaves the others signed in", async () => {
    const { prisma } = app.db;
    await revokeAllTokens(prisma, "customer", customerId);
    const a = await issueToken(prisma, "customer", customerId, at(0));
    const b = await issueToken(prisma, "customer", customerId, at(0));
    await revokeToken(prisma, "customer", customerId, a.client);
    expect(await verifyToken(prisma, "customer", customerId, a.client, a.accessToken, at(10))).toBeNull();
    expect(await verifyToken(prisma, "customer", customerId, b.client, b.accessToken, at(10))).not.toBeNull();
  });
});
