// Japan has had no daylight saving time since 1951, so Asia/Tokyo is a fixed
// UTC+9 offset: plain arithmetic is exact and does not depend on the server's
// time zone or ICU data.
const OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TokyoClock {
  /** Calendar day in Tokyo, YYYY-MM-DD. */
  date: string;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** Minutes since Tokyo midnight, 0..1439. */
  minutes: number;
}

export function tokyoClock(instant: Date): TokyoClock {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant at `minutes` after midnight of Tokyo day `date` (YYYY-MM-DD). */
export function tokyoInstant(date: string, minutes = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS + minutes * 60_000);
}

/** The Tokyo day `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** "HH:MM" for minutes after midnight. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** A Prisma @db.Date value (UTC midnight) as YYYY-MM-DD. */
export function dateOnly(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** "2026年11月26日 12:30" in Tokyo time. */
export function formatTokyoDateTime(instant: Date): string {
  const { date, minutes } = tokyoClock(instant);
  const [year, month, day] = date.split("-").map(Number);
  return `${year}年${month}月${day}日 ${formatMinutes(minutes)}`;
}
