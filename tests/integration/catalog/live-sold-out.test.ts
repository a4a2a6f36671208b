// A 品切れ mark reaches an open storefront (decision 0063), on PGlite and PostgreSQL:
// - a menu read that began before the mark and ends after it (it read the products before the
//   write and the rest after) is answered as it was read, and is not kept: the next read, on every
//   path (GraphQL, its fast path, REST), shows the mark;
// - `catalogChanged` starts with a `listening` event, sent once the server listens: a mark made
//   before it is in a menu read after it, and a mark made right after it is heard, the first time.
// The slow read is made slow where its statements leave for the database (pg's Client.query,
// PGlite's query), as statement-budget.test.ts counts them: one statement of the read is held back.
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProductSoldOut } from "../../../server/src/modules/catalog-admin/sold-out.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { subscribe } from "../board/helpers.js";
import { catalogAdmin, type Session } from "../catalog-admin/helpers.js";

type AnyFn = (...args: unknown[]) => unknown;

/** The storefront's question, anonymous: answered by the response cache and its fast path. */
const MENU = "query LiveMenu { menu { categories { products { id soldOut options { id } } } } }";

let app: TestApp;
let admin: Session;
let productId: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = await catalogAdmin(app.url);
  // A public product with options: the menu reads its options in a statement of their own.
  const product = await app.db.prisma.product.findFirstOrThrow({
    where: { isPublic: true, archivedAt: null, options: { some: {} }, provision: { is: null } },
    orderBy: { id: "asc" },
  });
  productId = product.id;
});
afterAll(() => app?.close());

async function graphqlSoldOut(): Promise<boolean | undefined> {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: MENU }),
  });
  const body = (await res.json()) as {
    data: { menu: { categories: { products: { id: string; soldOut: boolean }[] }[] } };
  };
  return body.data.menu.categories.flatMap((c) => c.products).find((p) => p.id === String(productId))
    ?.soldOut;
}

async function restSoldOut(): Promise<boolean | undefined> {
  // With a body, as the storefront sends it: a repeat is answered by the fast path.
  const res = await fetch(`${app.url}/api/products`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const body = (await res.json()) as { categories: { products: { id: number; sold_out?: boolean }[] }[] };
  const product = body.categories.flatMap((c) => c.products).find((p) => p.id === productId);
  return product ? Boolean(product.sold_out) : undefined;
}

/**
 * Holds back the next statement that reads product options, on either database, until release():
 * the read that sends it has read the products already.
 */
function holdOptionsRead() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached!: () => void;
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let armed = true;
  const restores: Array<() => void> = [];
  const patch = (proto: Record<string, unknown>, name: string) => {
    const original = proto[name] as AnyFn;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (armed && typeof text === "string" && /^SELECT\b[\s\S]*FROM "public"\."ProductOption"/i.test(text)) {
        armed = false;
        reached();
        return gate.then(() => original.apply(this, args));
      }
      return original.apply(this, args);
    };
    restores.push(() => {
      proto[name] = original;
    });
  };
  patch(pg.Client.prototype as never, "query");
  patch(PGlite.prototype as unknown as Record<string, unknown>, "query");
  return {
    held,
    release: () => {
      for (const restore of restores.splice(0)) restore();
      release();
    },
  };
}

async function markAvailable() {
  await setProductSoldOut({ prisma: app.db.prisma }, productId, "AVAILABLE");
}

describe("a menu read overtaken by a 品切れ mark", () => {
  for (const [path, read] of [
    ["GraphQL", graphqlSoldOut],
    ["REST", restSoldOut],
  ] as const) {
    it(`${path}: answers what it read, keeps none of it, and the next read shows the mark`, async () => {
      await markAvailable();
      const hold = holdOptionsRead();
      let slow: Promise<boolean | undefined>;
      try {
        slow = read();
        await hold.held;
        // The read has the products, as they were; the mark is written and the cache emptied.
        await setProductSoldOut({ prisma: app.db.prisma }, productId, "TODAY");
      } finally {
        hold.release();
      }
      // What it read before the mark: proof that the read really straddled the write.
      expect(await slow).toBe(false);
      // Twice: the second is answered from the cache (and for GraphQL, by the fast path).
      expect(await read()).toBe(true);
      expect(await read()).toBe(true);
      expect(await graphqlSoldOut()).toBe(true);
      expect(await restSoldOut()).toBe(true);
    });
  }
});

describe("catalogChanged's first event", () => {
  it("comes once the server listens: a mark before it is read after it, a mark after it is heard", async () => {
    await markAvailable();
    expect(await graphqlSoldOut()).toBe(false); // cached
    // Marked while nobody listens (the storefront's menu was read before it subscribed).
    const mark = `mutation($id: ID!, $state: SoldOutState!) { setProductSoldOut(id: $id, state: $state) { __typename } }`;
    const before = await admin.gql(mark, { id: String(productId), state: "TODAY" });
    expect(before.errors).toBeUndefined();

    const storefront = subscribe(app.url, "subscription { catalogChanged { id kind } }");
    try {
      const first = await storefront.next();
      expect(first).toMatchObject({ data: { catalogChanged: { kind: "listening" } } });
      // The storefront reads its menu again on it: the earlier mark is there.
      expect(await graphqlSoldOut()).toBe(true);
      // One mark, right after the first event, no retries: heard.
      const after = await admin.gql(mark, { id: String(productId), state: "AVAILABLE" });
      expect(after.errors).toBeUndefined();
      const heard = await Promise.race([
        storefront.next((r) => r.data?.catalogChanged.kind === "soldOut"),
        new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 5_000)),
      ]);
      expect(heard).toMatchObject({ data: { catalogChanged: { kind: "soldOut" } } });
      expect(storefront.results).toHaveLength(2);
      expect(await graphqlSoldOut()).toBe(false);
    } finally {
      await storefront.close();
    }
  });
});
