// Days the shop is closed beyond its weekly holiday (臨時休業, 年末年始): the closed dates of the
// takeout and delivery settings from today on, for the home and store pages.
import type { PrismaClient, ProvisionMethod } from "../../generated/prisma/client.js";
import { addDays, dateOnly, tokyoClock } from "../../lib/tokyo-time.js";

export interface Closure {
  /** Tokyo day, YYYY-MM-DD. */
  date: string;
  reason: string | null;
  /** Which ways of ordering are closed that day (both, for a day the shop is shut). */
  methods: ProvisionMethod[];
}

export const CLOSURE_DAYS_AHEAD = 31;

export async function upcomingClosures(prisma: PrismaClient, now = new Date()): Promise<Closure[]> {
  const today = tokyoClock(now).date;
  const rows = await prisma.provisionClosedDate.findMany({
    where: {
      date: {
        gte: new Date(`${today}T00:00:00Z`),
        lte: new Date(`${addDays(today, CLOSURE_DAYS_AHEAD)}T00:00:00Z`),
      },
    },
    select: { date: true, reason: true, setting: { select: { method: true } } },
    orderBy: { date: "asc" },
  });
  const byDate = new Map<string, Closure>();
  for (const row of rows) {
    const date = dateOnly(row.date);
    const closure = byDate.get(date) ?? { date, reason: null, methods: [] };
    closure.reason ??= row.reason?.trim() || null;
    if (!closure.methods.includes(row.setting.method)) closure.methods.push(row.setting.method);
    byDate.set(date, closure);
  }
  return [...byDate.values()];
}
