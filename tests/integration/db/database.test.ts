import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, DatabaseUnavailableError, openDatabase } from "../../../server/src/db.js";
import { hashPassword, verifyPassword } from "../../../server/src/modules/auth/password.js";
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from "./scratch.js";

const hasPostgres = await postgresAvailable();

describe("openDatabase with an unreachable DATABASE_URL", () => {
  it("fails with a one-line DatabaseUnavailableError that masks the password", async () => {
    const error = await openDatabase({
      databaseUrl: "postgresql://shop:s3cret-pass@127.0.0.1:1/karaage",
      dataDir: ":memory:",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    const { message, stack } = error as Error;
    expect(message).toBe(
      "データベースに接続できません (DATABASE_URL=postgresql://shop:***@127.0.0.1:1/karaage): connect ECONNREFUSED 127.0.0.1:1",
    );
    expect(message).not.toContain("s3cret");
    expect(stack).toBe(`DatabaseUnavailableError: ${message}`);
  });

  it("names a missing database and an unknown host the same way", async () => {
    const unknownHost = await openDatabase({
      databaseUrl: "postgresql://u:p@no-such-host.invalid/db",
      dataDir: "",
    }).catch((e: unknown) => e as Error);
    expect(unknownHost).toBeInstanceOf(DatabaseUnavailableError);
    expect((unknownHost as Error).message).toMatch(
      /^データベースに接続できません \(DATABASE_URL=postgresql:\/\/u:\*\*\*@no-such-host\.invalid\/db\): .*ENOTFOUND/,
    );
    expect((unknownHost as Error).message).not.toContain("\n");
  });
});

describe("an embedded data folder", () => {
  it("cannot be opened twice in one process", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "karaage-dbtest-"));
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseUnavailableError);
    } finally {
      await first.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// The same Prisma workout on both databases.
function prismaWorkout(open: () => Promise<{ db: Database; cleanup?: () => Promise<void> }>) {
  let db: Database;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, cleanup } = await open());
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
    await cleanup?.();
  });

  it("answers ping", async () => {
    expect(await db.ping()).toBe(true);
  });

  it("stores relations, enums, enum and text arrays, dates and reads them back", async () => {
    const category = await db.prisma.category.create({ data: { name: "からあげ", position: 1 } });
    const topping = await db.prisma.topping.create({
      data: { name: "甘酢タレ", options: { create: [{ name: "小カップ", price: 56 }] } },
      include: { options: true },
    });
    const product = await db.prisma.product.create({
      data: {
        name: "若鶏のもも唐揚げ",
        categoryId: category.id,
        price: 362,
        badge: "POPULAR",
        tags: ["KARAAGE", "RECOMMENDATION"],
        options: { create: [{ name: "3個", price: 362 }] },
        toppings: { create: [{ toppingId: topping.id }] },
        provision: { create: { startOn: new Date("2026-12-01"), endOn: new Date("2027-02-28") } },
      },
    });
    const found = await db.prisma.product.findMany({
      where: { tags: { has: "KARAAGE" }, category: { name: "からあげ" } },
      include: {
        category: true,
        options: true,
        toppings: { include: { topping: { include: { options: true } } } },
        provision: true,
      },
    });
    expect(found).toHaveLength(1);
    const [p] = found;
    expect(p?.id).toBe(product.id);
    expect(p?.badge).toBe("POPULAR");
    expect(p?.tags).toEqual(["KARAAGE", "RECOMMENDATION"]);
    expect(p?.taxKind).toBe("REDUCED");
    expect(p?.toppings[0]?.topping.options[0]?.price).toBe(56);
    expect(p?.provision?.startOn?.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(p?.createdAt).toBeInstanceOf(Date);

    const area = await db.prisma.deliveryArea.create({
      data: {
        name: "広島市中区",
        postalCodes: ["7300011", "7300035"],
        towns: ["広島市中区"],
        fee: 0,
        minimumOrder: 1500,
      },
    });
    const byCode = await db.prisma.deliveryArea.findFirst({ where: { postalCodes: { has: "7300035" } } });
    expect(byCode?.id).toBe(area.id);
    const empty = await db.prisma.deliveryArea.create({ data: { name: "未設定", fee: 0, minimumOrder: 0 } });
    expect(empty.postalCodes).toEqual([]);
  });

  it("rolls back an interactive transaction that throws, and commits one that does not", async () => {
    const before = await db.prisma.category.count();
    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.category.create({ data: { name: "消える" } });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await db.prisma.category.count()).toBe(before);
    await db.prisma.$transaction(async (tx) => {
      await tx.category.create({ data: { name: "残る" } });
      await tx.taxRate.create({ data: { kind: "REDUCED", rate: 8 } });
    });
    expect(await db.prisma.category.count()).toBe(before + 1);
  });

  it("keeps a cart item's topping option ids as an integer array", async () => {
    const customer = await db.prisma.customer.create({
      data: {
        email: `c${Date.now()}@example.jp`,
        passwordHash: await hashPassword("karaage123"),
        lastName: "広島",
        firstName: "花子",
        lastNameKana: "ヒロシマ",
        firstNameKana: "ハナコ",
        tel: "09012345678",
        cart: { create: {} },
      },
      include: { cart: true },
    });
    const product = await db.prisma.product.findFirstOrThrow();
    const item = await db.prisma.cartItem.create({
      data: {
        cartId: customer.cart?.id as number,
        productId: product.id,
        toppingOptionIds: [3, 1],
        quantity: 2,
      },
    });
    expect(item.toppingOptionIds).toEqual([3, 1]);
    expect(await verifyPassword(customer.passwordHash, "karaage123")).toBe(true);
  });
}

describe("the Prisma client on PGlite", () => {
  prismaWorkout(async () => ({ db: await openDatabase({ dataDir: ":memory:" }) }));
});

describe.skipIf(!hasPostgres)("the Prisma client on PostgreSQL", () => {
  let scratch: ScratchDatabase;
  prismaWorkout(async () => {
    scratch = await createScratchDatabase("client");
    return {
      db: await openDatabase({ databaseUrl: scratch.url, dataDir: ":memory:" }),
      cleanup: () => scratch.drop(),
    };
  });
});

describe("close()", () => {
  it("makes ping answer false and can be called twice", async () => {
    const db = await openDatabase({ dataDir: ":memory:" });
    expect(await db.ping()).toBe(true);
    await db.close();
    await db.close();
    expect(await db.ping(500)).toBe(false);
  });
});
