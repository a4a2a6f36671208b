import { stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_ADMIN, isDatabaseEmpty, seedDemoShop } from "../../../prisma/seed/demo.js";
import { type Database, openDatabase } from "../../../server/src/db.js";
import { verifyPassword } from "../../../server/src/modules/auth/password.js";
import { withTax } from "../../../shared/pricing.js";

// Each test here migrates an empty embedded database from the first migration on purpose: on a
// loaded two-core machine that alone has taken over 30 s, so these tests get more time than most.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const TAGS = ["RECOMMENDATION", "FAMILY", "KARAAGE", "GREAT_VALUE", "BENTO"] as const;
const repoRoot = path.resolve(import.meta.dirname, "../../..");

describe("the demo shop seed", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: ":memory:" });
    await db.migrate();
  });
  afterAll(() => db?.close());

  it("counts a database with only an administrator, or only a category, as set up", async () => {
    const other = await openDatabase({ dataDir: ":memory:" });
    try {
      await other.migrate();
      expect(await isDatabaseEmpty(other.prisma)).toBe(true);
      const admin = await other.prisma.administrator.create({
        data: { email: "owner@example.jp", name: "店長", passwordHash: "x", role: "OWNER" },
      });
      expect(await isDatabaseEmpty(other.prisma)).toBe(false);
      await other.prisma.administrator.delete({ where: { id: admin.id } });
      expect(await isDatabaseEmpty(other.prisma)).toBe(true);
      await other.prisma.category.create({ data: { name: "からあげ" } });
      expect(await isDatabaseEmpty(other.prisma)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it("fills an empty database, and reseeding gives the same shop with one administrator", async () => {
    expect(await isDatabaseEmpty(db.prisma)).toBe(true);
    await seedDemoShop(db.prisma, { adminEmail: DEMO_ADMIN.email, adminPassword: DEMO_ADMIN.password });
    expect(await isDatabaseEmpty(db.prisma)).toBe(false);
    const counts = async () => ({
      categories: await db.prisma.category.count(),
      products: await db.prisma.product.count(),
      toppings: await db.prisma.topping.count(),
      areas: await db.prisma.deliveryArea.count(),
      admins: await db.prisma.administrator.count(),
    });
    const first = await counts();
    await seedDemoShop(db.prisma, {
      adminEmail: DEMO_ADMIN.email.toUpperCase(),
      adminPassword: "another-pass-1",
    });
    expect(await counts()).toEqual(first);
    expect(first.categories).toBeGreaterThanOrEqual(5);
    expect(first.products).toBeGreaterThanOrEqual(20);
    const admin = await db.prisma.administrator.findUniqueOrThrow({ where: { email: DEMO_ADMIN.email } });
    expect(admin.role).toBe("OWNER");
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash, "another-pass-1")).toBe(true);
  });

  it("has public products for every storefront tab and every category, with round tax-inclusive prices", async () => {
    for (const tag of TAGS) {
      expect(
        await db.prisma.product.count({ where: { isPublic: true, tags: { has: tag } } }),
        tag,
      ).toBeGreaterThan(0);
    }
    const categories = await db.prisma.category.findMany({
      include: { products: { include: { options: true } } },
    });
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(["からあげ", "お弁当", "ファミリーパック", "サイドメニュー", "ドリンク"]),
    );
    for (const category of categories) {
      expect(category.products.length, category.name).toBeGreaterThan(0);
      for (const product of category.products) {
        for (const price of [product.price, ...product.options.map((o) => o.price)]) {
          expect(withTax(price, 8) % 10, product.name).toBe(0);
        }
      }
    }
    expect(await db.prisma.product.count({ where: { isTakeout: false } })).toBeGreaterThan(0);
    expect(await db.prisma.product.count({ where: { isDelivery: false } })).toBeGreaterThan(0);
    expect(await db.prisma.provisionDate.count()).toBeGreaterThanOrEqual(2);
    expect(await db.prisma.productTopping.count()).toBeGreaterThan(0);
  });

  it("sets tax rates, both provision methods for all seven weekdays, closed days and active delivery areas", async () => {
    const rates = await db.prisma.taxRate.findMany({ orderBy: { kind: "asc" } });
    expect(rates.map((r) => [r.kind, r.rate])).toEqual([
      ["REDUCED", 8],
      ["STANDARD", 10],
    ]);
    for (const method of ["TAKEOUT", "DELIVERY"] as const) {
      const setting = await db.prisma.provisionSetting.findUniqueOrThrow({
        where: { method },
        include: { weekdays: { orderBy: { weekday: "asc" } }, closedDates: true },
      });
      expect(setting.weekdays.map((w) => w.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(setting.weekdays.filter((w) => !w.isOpen).map((w) => w.weekday)).toEqual([2]);
      expect(setting.closedDates.length).toBeGreaterThanOrEqual(2);
    }
    const areas = await db.prisma.deliveryArea.findMany({ where: { isActive: true } });
    expect(areas.length).toBeGreaterThanOrEqual(3);
    for (const area of areas) {
      expect(area.towns[0]).toMatch(/^広島市/);
      for (const code of area.postalCodes) expect(code).toMatch(/^73[0-4]\d{4}$/);
    }
  });

  it("points every product and topping at a small committed illustration", async () => {
    const images = [
      ...(await db.prisma.product.findMany()).map((p) => p.image),
      ...(await db.prisma.topping.findMany()).map((t) => t.image),
    ];
    for (const image of images) {
      expect(image).toMatch(/^\/images\/menu\/[a-z-]+\.svg$/);
      const file = await stat(path.join(repoRoot, "client/public", image as string));
      expect(file.size, image as string).toBeLessThan(6 * 1024);
    }
  });
});
