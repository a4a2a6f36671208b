// Seeds the demo shop (catalog, tax rates, takeout and delivery settings, delivery areas, the
// first administrator). Re-running wipes the catalog and settings and seeds them again;
// customers and orders are kept (order lines keep their names and prices).

import type { Prisma, PrismaClient } from "../../server/src/generated/prisma/client.js";
import { invalidateCatalog } from "../../server/src/lib/shop-cache.js";
import { hashPassword } from "../../server/src/modules/auth/password.js";
import { DEMO_INVOICE_REGISTRATION_NUMBER } from "../../shared/settings.js";
import {
  CATEGORIES,
  DELIVERY_AREAS,
  excl,
  PRODUCT_ALLERGENS,
  PRODUCTS,
  PROVISION,
  REDUCED_RATE,
  STANDARD_RATE,
  TOPPING_ALLERGENS,
  TOPPINGS,
} from "./demo-data.js";
import {
  CATEGORY_TRANSLATIONS,
  OPTION_TRANSLATIONS,
  PRODUCT_TRANSLATIONS,
  TOPPING_TRANSLATIONS,
  translationsOf,
} from "./demo-translations.js";

/** The demo administrator (npm run db:seed without ADMIN_EMAIL / ADMIN_PASSWORD). Change it in production. */
export const DEMO_ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" } as const;

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** The administrator's display name (default 大田 健一). */
  adminName?: string;
  /** "Today" for seasonal dates and closed days (default now). */
  now?: Date;
}

export { isDatabaseEmpty } from "./empty.js";

export async function seedDemoShop(prisma: PrismaClient, options: SeedOptions): Promise<void> {
  // Hashed on argon2's thread while the catalog is written.
  const hashing = hashPassword(options.adminPassword);
  hashing.catch(() => {}); // awaited in the transaction; this only keeps a failure from going unhandled
  const today = tokyoDate(options.now ?? new Date());
  await prisma.$transaction(
    async (tx) => {
      await wipe(tx);
      await seedCatalog(tx, today);
      await seedSettings(tx, today);
      const passwordHash = await hashing;
      const email = options.adminEmail.trim().toLowerCase();
      const name = options.adminName ?? "大田 健一";
      await tx.administrator.upsert({
        where: { email },
        create: { email, name, passwordHash, role: "OWNER" },
        update: { passwordHash, role: "OWNER" },
      });
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  // A running app in this process drops its cached menu (another process's within its TTL).
  invalidateCatalog(prisma);
}

async function wipe(tx: Prisma.TransactionClient) {
  await tx.cartItem.deleteMany();
  await tx.productTopping.deleteMany();
  await tx.productOption.deleteMany();
  await tx.provisionDate.deleteMany();
  await tx.product.deleteMany();
  await tx.toppingOption.deleteMany();
  await tx.topping.deleteMany();
  await tx.category.deleteMany();
  await tx.provisionClosedDate.deleteMany();
  await tx.provisionWeekday.deleteMany();
  await tx.provisionSetting.deleteMany();
  await tx.deliveryArea.deleteMany();
  await tx.taxRate.deleteMany();
}

async function seedCatalog(tx: Prisma.TransactionClient, today: Date) {
  const categoryIds = new Map<string, number>();
  for (const [position, name] of CATEGORIES.entries()) {
    const { id } = await tx.category.create({
      data: { name, translations: translationsOf(CATEGORY_TRANSLATIONS, name), position: position + 1 },
    });
    categoryIds.set(name, id);
  }
  const toppingIds = new Map<string, number>();
  for (const [position, t] of TOPPINGS.entries()) {
    const { id } = await tx.topping.create({
      data: {
        name: t.name,
        translations: translationsOf(TOPPING_TRANSLATIONS, t.name),
        image: t.image,
        allergens: [...(TOPPING_ALLERGENS[t.key] ?? [])],
        position: position + 1,
        options: {
          create: t.options.map(([name, price], i) => ({
            name,
            translations: translationsOf(OPTION_TRANSLATIONS, name),
            price: excl(price),
            position: i + 1,
          })),
        },
      },
    });
    toppingIds.set(t.key, id);
  }
  const positions = new Map<string, number>();
  for (const p of PRODUCTS) {
    const position = (positions.get(p.category) ?? 0) + 1;
    positions.set(p.category, position);
    await tx.product.create({
      data: {
        name: p.name,
        description: p.description,
        translations: translationsOf(PRODUCT_TRANSLATIONS, p.name),
        image: p.image,
        allergens: [...(PRODUCT_ALLERGENS[p.name] ?? [])],
        badge: p.badge ?? null,
        tags: p.tags,
        categoryId: categoryIds.get(p.category) as number,
        isTakeout: p.takeout ?? true,
        isDelivery: p.delivery ?? true,
        price: excl(p.price),
        taxKind: "REDUCED",
        position,
        options: {
          create: (p.options ?? []).map(([name, price], i) => ({
            name,
            translations: translationsOf(OPTION_TRANSLATIONS, name),
            price: excl(price),
            position: i + 1,
          })),
        },
        toppings: { create: (p.toppings ?? []).map((key) => ({ toppingId: toppingIds.get(key) as number })) },
        provision: p.provisionDays
          ? {
              create: {
                startOn: addDays(today, p.provisionDays[0]),
                endOn: addDays(today, p.provisionDays[1]),
              },
            }
          : undefined,
      },
    });
  }
}

async function seedSettings(tx: Prisma.TransactionClient, today: Date) {
  // A demo value (well-formed, no business's), so that the first order shows a complete 適格簡易請求書;
  // the back office's tax settings ask the owner to replace it with the shop's own.
  await tx.shopSetting.upsert({
    where: { id: 1 },
    create: { id: 1, invoiceRegistrationNumber: DEMO_INVOICE_REGISTRATION_NUMBER, updatedBy: "デモデータ" },
    update: { invoiceRegistrationNumber: DEMO_INVOICE_REGISTRATION_NUMBER, updatedBy: "デモデータ" },
  });
  await tx.taxRate.createMany({
    data: [
      { kind: "REDUCED", rate: REDUCED_RATE },
      { kind: "STANDARD", rate: STANDARD_RATE },
    ],
  });
  const closedDates = [
    { date: nextDate(today, 12, 31), reason: "年末休業" },
    { date: nextDate(today, 1, 1), reason: "元日休業" },
    { date: addDays(today, 10), reason: "設備点検のため臨時休業" },
  ].filter((d, i, all) => all.findIndex((o) => o.date.getTime() === d.date.getTime()) === i);
  for (const method of ["TAKEOUT", "DELIVERY"] as const) {
    const { daysAhead, ...day } = PROVISION[method];
    await tx.provisionSetting.create({
      data: {
        method,
        isAccepting: true,
        daysAhead,
        weekdays: {
          create: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
            weekday,
            isOpen: !(PROVISION.closedWeekdays as readonly number[]).includes(weekday),
            ...day,
          })),
        },
        closedDates: { create: closedDates },
      },
    });
  }
  await tx.deliveryArea.createMany({
    data: DELIVERY_AREAS.map((a, i) => ({
      name: a.name,
      postalCodes: a.postalCodes,
      towns: a.towns,
      fee: a.fee === 0 ? 0 : excl(a.fee, STANDARD_RATE),
      minimumOrder: a.minimumOrder,
      isActive: a.isActive ?? true,
      position: i + 1,
    })),
  });
}

/** The calendar day in Asia/Tokyo, as the UTC midnight Prisma stores in a date column. */
function tokyoDate(now: Date): Date {
  const ymd = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(now);
  return new Date(`${ymd}T00:00:00Z`);
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * 86_400_000);
}

/** The next month/day on or after `day`. */
function nextDate(day: Date, month: number, date: number): Date {
  const year = day.getUTCFullYear();
  const candidate = new Date(Date.UTC(year, month - 1, date));
  return candidate < day ? new Date(Date.UTC(year + 1, month - 1, date)) : candidate;
}
