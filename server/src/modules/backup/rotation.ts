// Which backups to keep: the newest of each of the last 7 Tokyo days that have one, and the newest
// of each of the last 4 weeks (Monday to Sunday, Tokyo) that have one. A manual backup counts
// like a nightly one. Files not named like ours are never touched.
import { BACKUP_SUFFIX } from "./backup-file.js";

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

const NAME = /^karaage-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.karaage-backup\.tar$/;

/** The instant a backup was taken, from its name; undefined for any other file. */
export function backupTime(name: string): Date | undefined {
  if (!name.endsWith(BACKUP_SUFFIX)) return undefined;
  const m = NAME.exec(name);
  if (!m) return undefined;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

const TOKYO_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const tokyoDayNumber = (at: Date) => Math.floor((at.getTime() + TOKYO_MS) / DAY_MS);
// Day 0 (1970-01-01) was a Thursday: +3 makes weeks start on Monday.
const tokyoWeekNumber = (at: Date) => Math.floor((tokyoDayNumber(at) + 3) / 7);

function newestPer(backups: Array<{ name: string; at: Date }>, period: (at: Date) => number, count: number) {
  const newest = new Map<number, { name: string; at: Date }>();
  for (const backup of backups) {
    const key = period(backup.at);
    const seen = newest.get(key);
    if (!seen || backup.at > seen.at) newest.set(key, backup);
  }
  return [...newest.entries()]
    .sort(([a], [b]) => b - a)
    .slice(0, count)
    .map(([, backup]) => backup.name);
}

/** The names among `names` to delete. */
export function backupsToDelete(names: string[]): string[] {
  const backups = names.flatMap((name) => {
    const at = backupTime(name);
    return at ? [{ name, at }] : [];
  });
  const keep = new Set([
    ...newestPer(backups, tokyoDayNumber, KEEP_DAILY),
    ...newestPer(backups, tokyoWeekNumber, KEEP_WEEKLY),
  ]);
  return backups.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
}
