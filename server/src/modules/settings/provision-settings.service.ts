// Hours, slots and closed dates per method, as the back office edits them. The storefront reads
// the same rows (provision.service.ts loadProvisionRules) on every request, so a saved change shows
// at once; orders already placed keep their slot (their slotStartsAt is their own).

import { minutesToTime, provisionSettingSchema, timeToMinutes } from "../../../../shared/settings.js";
import type { Context } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import type { Prisma, PrismaClient, ProvisionMethod } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { invalidateCatalog } from "../../lib/shop-cache.js";
import { dateOnly, tokyoClock } from "../../lib/tokyo-time.js";
import { adminViewer } from "../auth/viewer.js";
import { publishReceptionChanged } from "./settings-events.js";

export const METHOD_KEYS: Record<string, ProvisionMethod> = { takeout: "TAKEOUT", delivery: "DELIVERY" };

const settingInclude = (today: string) =>
  ({
    weekdays: { orderBy: { weekday: "asc" } },
    closedDates: { where: { date: { gte: new Date(`${today}T00:00:00Z`) } }, orderBy: { date: "asc" } },
  }) as const;

/** `key`: the setting's id, or "takeout" / "delivery". */
export async function settingIdOf(prisma: PrismaClient, key: string): Promise<number> {
  const method = METHOD_KEYS[key.toLowerCase()];
  const setting = method
    ? await prisma.provisionSetting.findUnique({ where: { method }, select: { id: true } })
    : /^[0-9]{1,9}$/.test(key)
      ? await prisma.provisionSetting.findUnique({ where: { id: Number(key) }, select: { id: true } })
      : null;
  if (!setting) throw new NotFoundError("受付設定が見つかりませんでした");
  return setting.id;
}

/** The setting with its weekdays and the closed dates from today on. */
export async function readProvisionSetting(prisma: PrismaClient, id: number, now = new Date()) {
  const setting = await prisma.provisionSetting.findUnique({
    where: { id },
    include: settingInclude(tokyoClock(now).date),
  });
  if (!setting) throw new NotFoundError("受付設定が見つかりませんでした");
  return setting;
}

export type ProvisionSettingRecord = Awaited<ReturnType<typeof readProvisionSetting>>;

export async function listProvisionSettings(prisma: PrismaClient, now = new Date()) {
  return prisma.provisionSetting.findMany({
    orderBy: { method: "asc" },
    include: settingInclude(tokyoClock(now).date),
  });
}

type Query = { include?: Prisma.ProvisionSettingInclude; select?: Prisma.ProvisionSettingSelect };

/** Both methods' settings with the GraphQL door's planned `query`. */
export function provisionSettingsFor<Q extends Query>(prisma: PrismaClient, query: Q) {
  return prisma.provisionSetting.findMany({ ...query, orderBy: { method: "asc" } });
}

/** One setting by id or "takeout" / "delivery", with the GraphQL door's planned `query`. */
export async function provisionSettingFor<Q extends Query>(prisma: PrismaClient, key: string, query: Q) {
  return prisma.provisionSetting.findUniqueOrThrow({
    ...query,
    where: { id: await settingIdOf(prisma, key) },
  });
}

/** The form's shape of a setting (times as "HH:MM"), as the edit call answers and the PUT takes. */
export function settingForm(setting: ProvisionSettingRecord) {
  return {
    id: setting.id,
    method: setting.method,
    daysAhead: setting.daysAhead,
    shopIgnoresCapacity: setting.shopIgnoresCapacity,
    readyMail: setting.readyMail,
    weekdays: setting.weekdays.map((w) => ({
      weekday: w.weekday,
      isOpen: w.isOpen,
      opensAt: minutesToTime(w.opensAt),
      lastOrderAt: minutesToTime(w.lastOrderAt),
      slotMinutes: w.slotMinutes,
      leadMinutes: w.leadMinutes,
      capacityPerSlot: w.capacityPerSlot,
      unitsPerSlot: w.unitsPerSlot,
    })),
    closedDates: setting.closedDates.map((c) => ({ date: dateOnly(c.date), reason: c.reason ?? "" })),
  };
}

/**
 * Replaces the weekday rules, the days bookable ahead and the closed dates from today on (past
 * closed dates stay as history). Everything is checked first: a bad field changes nothing.
 */
export async function updateProvisionSetting(
  ctx: Pick<Context, "prisma" | "pubsub" | "viewer">,
  id: number,
  raw: unknown,
  now = new Date(),
) {
  adminViewer(ctx);
  const today = tokyoClock(now).date;
  const input = parseInput(provisionSettingSchema(today), raw);
  const setting = await ctx.prisma.$transaction(async (tx) => {
    const updated = await tx.provisionSetting.update({
      where: { id },
      data: {
        daysAhead: input.daysAhead,
        ...(input.shopIgnoresCapacity == null ? {} : { shopIgnoresCapacity: input.shopIgnoresCapacity }),
        ...(input.readyMail === undefined ? {} : { readyMail: input.readyMail }),
      },
    });
    for (const w of input.weekdays) {
      const data = {
        isOpen: w.isOpen,
        opensAt: timeToMinutes(w.opensAt),
        lastOrderAt: timeToMinutes(w.lastOrderAt),
        slotMinutes: w.slotMinutes,
        leadMinutes: w.leadMinutes,
        capacityPerSlot: w.capacityPerSlot,
        ...(w.unitsPerSlot === undefined ? {} : { unitsPerSlot: w.unitsPerSlot }),
      };
      await tx.provisionWeekday.upsert({
        where: { settingId_weekday: { settingId: id, weekday: w.weekday } },
        create: { settingId: id, weekday: w.weekday, ...data },
        update: data,
      });
    }
    await tx.provisionClosedDate.deleteMany({
      where: { settingId: id, date: { gte: new Date(`${today}T00:00:00Z`) } },
    });
    if (input.closedDates.length) {
      await tx.provisionClosedDate.createMany({
        data: input.closedDates.map((c) => ({
          settingId: id,
          date: new Date(`${c.date}T00:00:00Z`),
          reason: c.reason || null,
        })),
      });
    }
    return updated;
  });
  invalidateCatalog(ctx.prisma);
  publishReceptionChanged(ctx.pubsub, setting.method, now);
  return readProvisionSetting(ctx.prisma, id, now);
}
