// Consumption tax rates with the Tokyo day from which a new rate applies, and the shop's invoice
// registration number. A rate change is a TaxRateChange row; the rate on a day is the latest
// change on or before it, else the TaxRate row, else Japan's rates. Nothing runs at midnight:
// currentRates(at) answers for any instant, and the menu cache is per Tokyo day (decision 0003).
// Orders keep the rates they were placed under (OrderItem.taxRate, Order.taxes).
import { invoiceRegistrationSchema, taxRateSchema } from "../../../../shared/settings.js";
import type { Context } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import type { Prisma, PrismaClient, TaxKind } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { catalogCache, invalidateCatalog } from "../../lib/shop-cache.js";
import { dateOnly, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";
import { recordAudit } from "../audit/audit.service.js";
import { adminName, ownerViewer } from "./owner.js";

type Db = PrismaClient | Prisma.TransactionClient;

export type TaxRates = Record<TaxKind, number>;

/** Japan's consumption tax in percent, used until an administrator saves the rates. */
export const DEFAULT_TAX_RATES: TaxRates = { REDUCED: 8, STANDARD: 10 };
const KINDS: TaxKind[] = ["REDUCED", "STANDARD"];
const dbDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The rates (percent) that apply at `at`: for pricing, receipts and the menu. */
export async function currentRates(prisma: Db, at: Date = new Date()): Promise<TaxRates> {
  const day = dbDate(tokyoClock(at).date);
  const [base, changes] = await Promise.all([
    prisma.taxRate.findMany({ select: { kind: true, rate: true } }),
    prisma.taxRateChange.findMany({
      where: { effectiveFrom: { lte: day } },
      orderBy: { effectiveFrom: "asc" },
      select: { kind: true, rate: true },
    }),
  ]);
  const rates = { ...DEFAULT_TAX_RATES };
  for (const row of base) rates[row.kind] = row.rate;
  for (const change of changes) rates[change.kind] = change.rate;
  return rates;
}

/**
 * THE answer to "which tax rates are in force": for the menu, quotes, carts, orders and tickets.
 * From the menu cache, the one entry every reader shares (emptied when a rate is saved, and by the
 * Tokyo day, so a scheduled change applies from its first day); currentRates reads the rows.
 */
export function ratesInForce(prisma: PrismaClient): Promise<TaxRates> {
  return catalogCache(prisma).remember("taxRates", () => currentRates(prisma, new Date()));
}

/** The invoice registration number from the menu cache (emptied when it is saved): for orders. */
export function cachedInvoiceRegistration(prisma: PrismaClient): Promise<string | null> {
  return catalogCache(prisma).remember("settings.invoiceRegistration", () => invoiceRegistration(prisma));
}

/** The invoice registration number (T and 13 digits), or null while none is saved. */
export async function invoiceRegistration(prisma: Db): Promise<string | null> {
  const setting = await prisma.shopSetting.findUnique({ where: { id: 1 } });
  return setting?.invoiceRegistrationNumber ?? null;
}

export interface TaxRateSetting {
  /** The TaxRate row's id (the spec's /api/admin/taxes/{id}). */
  id: number;
  kind: TaxKind;
  /** In force now. */
  rate: number;
  /** Changes from tomorrow on, earliest first. */
  scheduled: { rate: number; effectiveFrom: string; createdBy: string | null }[];
}

export interface TaxSettings {
  rates: TaxRateSetting[];
  invoiceRegistrationNumber: string | null;
}

/** Makes sure a TaxRate row exists per kind, so each has an id to edit. */
async function ensureRows(prisma: PrismaClient) {
  const rows = await prisma.taxRate.findMany();
  const missing = KINDS.filter((kind) => !rows.some((r) => r.kind === kind));
  if (missing.length) {
    await prisma.taxRate.createMany({
      data: missing.map((kind) => ({ kind, rate: DEFAULT_TAX_RATES[kind] })),
      skipDuplicates: true,
    });
    return prisma.taxRate.findMany();
  }
  return rows;
}

export async function taxSettings(prisma: PrismaClient, now = new Date()): Promise<TaxSettings> {
  const today = tokyoClock(now).date;
  const [rows, rates, future, registration] = await Promise.all([
    ensureRows(prisma),
    currentRates(prisma, now),
    prisma.taxRateChange.findMany({
      where: { effectiveFrom: { gt: dbDate(today) } },
      orderBy: { effectiveFrom: "asc" },
    }),
    invoiceRegistration(prisma),
  ]);
  return {
    rates: KINDS.map((kind) => ({
      id: rows.find((r) => r.kind === kind)?.id ?? 0,
      kind,
      rate: rates[kind],
      scheduled: future
        .filter((c) => c.kind === kind)
        .map((c) => ({ rate: c.rate, effectiveFrom: dateOnly(c.effectiveFrom), createdBy: c.createdBy })),
    })),
    invoiceRegistrationNumber: registration,
  };
}

/** `key`: the TaxRate row's id, or "reduced" / "standard". */
export async function taxKindOf(prisma: PrismaClient, key: string): Promise<TaxKind> {
  const byName = KINDS.find((kind) => kind === key.toUpperCase());
  if (byName) return byName;
  const row = /^[0-9]{1,9}$/.test(key)
    ? await prisma.taxRate.findUnique({ where: { id: Number(key) } })
    : null;
  if (!row) throw new NotFoundError("税率が見つかりませんでした");
  return row.kind;
}

/**
 * A new rate for `kind` from `effectiveFrom` (today when empty; never a past day). Saving again
 * for the same day replaces that change. OWNER only.
 */
export async function updateTaxRate(
  ctx: Pick<Context, "prisma" | "viewer">,
  kind: TaxKind,
  raw: unknown,
  now = new Date(),
): Promise<TaxSettings> {
  ownerViewer(ctx);
  const today = tokyoClock(now).date;
  const input = parseInput(taxRateSchema(today), raw);
  const from = input.effectiveFrom || today;
  const by = await adminName(ctx);
  const before = (await currentRates(ctx.prisma, tokyoInstant(from)))[kind];
  const actor = { id: ownerViewer(ctx).administratorId, name: by };
  await ctx.prisma.$transaction(async (tx) => {
    await recordAudit(tx, actor, {
      kind: "TAX_RATE",
      subject: kind === "REDUCED" ? "軽減税率" : "標準税率",
      detail: `${before}% → ${input.rate}%（${from}から適用）`,
    });
    await tx.taxRateChange.upsert({
      where: { kind_effectiveFrom: { kind, effectiveFrom: dbDate(from) } },
      create: { kind, rate: input.rate, effectiveFrom: dbDate(from), createdBy: by },
      update: { rate: input.rate, createdBy: by },
    });
    // Today's change is also the row read by code that knows no schedule.
    if (from === today) {
      await tx.taxRate.upsert({
        where: { kind },
        create: { kind, rate: input.rate },
        update: { rate: input.rate },
      });
    }
  });
  invalidateCatalog(ctx.prisma);
  return taxSettings(ctx.prisma, now);
}

export async function updateInvoiceRegistration(
  ctx: Pick<Context, "prisma" | "viewer">,
  raw: unknown,
  now = new Date(),
): Promise<TaxSettings> {
  ownerViewer(ctx);
  const input = parseInput(invoiceRegistrationSchema, raw);
  const by = await adminName(ctx);
  await ctx.prisma.shopSetting.upsert({
    where: { id: 1 },
    create: { id: 1, invoiceRegistrationNumber: input.invoiceRegistrationNumber, updatedBy: by },
    update: { invoiceRegistrationNumber: input.invoiceRegistrationNumber, updatedBy: by },
  });
  invalidateCatalog(ctx.prisma);
  return taxSettings(ctx.prisma, now);
}
