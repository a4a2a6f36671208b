// Fixed instants in Tokyo time and a minimal context for calling the provision service directly.
import type { PrismaClient } from "../../../server/src/generated/prisma/client.js";
import { tokyoInstant } from "../../../server/src/lib/tokyo-time.js";

/** The instant at "HH:MM" on Tokyo day `date`. */
export function tokyo(date: string, time: string): Date {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return tokyoInstant(date, h * 60 + m);
}

/** A fresh context for each call, so rule changes made by a test are always read. */
export function serviceCtx(prisma: PrismaClient) {
  return { prisma, memo: <T>(_key: string, load: () => Promise<T>) => load() };
}

/**
 * The seeded week starting on Monday 2030-06-03 (Tuesday is the regular holiday) with one closed
 * date, Thursday 2030-06-06, for takeout; the seed's own closed dates are replaced so the
 * fixed instants do not depend on the day the tests run.
 */
export async function fixClosedDates(prisma: PrismaClient) {
  await prisma.provisionClosedDate.deleteMany();
  const takeout = await prisma.provisionSetting.findUniqueOrThrow({ where: { method: "TAKEOUT" } });
  await prisma.provisionClosedDate.create({
    data: { settingId: takeout.id, date: new Date("2030-06-06T00:00:00Z"), reason: "設備点検" },
  });
}
