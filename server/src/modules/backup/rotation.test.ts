import { describe, expect, it } from "vitest";
import { backupName } from "./backup-file.js";
import { backupsToDelete, backupTime } from "./rotation.js";

const nightly = (days: number) =>
  Array.from({ length: days }, (_, i) => backupName(new Date(Date.UTC(2026, 10, 26 - i, 18, 0, 0))));

describe("backup rotation", () => {
  it("reads the instant back from a backup's name and ignores other files", () => {
    const at = new Date("2026-11-26T18:00:00Z");
    expect(backupTime(backupName(at))).toEqual(at);
    expect(backupTime("notes.txt")).toBeUndefined();
    expect(backupsToDelete(["notes.txt", "karaage-x.karaage-backup.tar"])).toEqual([]);
  });

  it("keeps 7 daily and 4 weekly backups out of 60 nights", () => {
    const names = nightly(60);
    const kept = names.filter((name) => !backupsToDelete(names).includes(name));
    // The 7 newest nights, then the newest of each older week, 4 weeks in all.
    expect(kept.slice(0, 7)).toEqual(names.slice(0, 7));
    expect(kept.length).toBeGreaterThanOrEqual(9);
    expect(kept.length).toBeLessThanOrEqual(11);
    const oldest = backupTime(kept.at(-1)!)!;
    expect(Date.UTC(2026, 10, 26) - oldest.getTime()).toBeLessThan(28 * 24 * 3600 * 1000);
  });

  it("keeps only the newest backup of a day when a manual one was taken too", () => {
    const morning = backupName(new Date("2026-11-26T00:30:00Z"));
    const night = backupName(new Date("2026-11-26T09:00:00Z"));
    expect(backupsToDelete([morning, night])).toEqual([morning]);
  });
});
