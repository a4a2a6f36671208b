// Backups that restore (issue 32, decision 0046): the newest backup, restored into an empty
// database, holds every order, payment, customer and photo; a non-empty target is refused unless
// forced; a damaged or foreign file is refused with nothing touched. On the embedded database the
// backup is asked of the running server (the holder of the folder), on PostgreSQL it is taken by
// the scheduled job on the queue.
import { randomBytes, randomUUID } from "node:crypto";
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { askHolderForBackup } from "../../../server/src/db/pglite-holder.js";
import { type Database, openDatabase } from "../../../server/src/db.js";
import { jobInsertSql } from "../../../server/src/jobs/jobs.js";
import { BackupFileError } from "../../../server/src/modules/backup/backup-file.js";
import { BACKUP_CRON, BACKUP_QUEUE } from "../../../server/src/modules/backup/backup-jobs.js";
import { RestoreRefused, restoreBackup } from "../../../server/src/modules/backup/restore.js";
import { type RunningApp, startApp } from "../../setup/start-app.js";
import { startTestApp } from "../../setup/test-app.js";
import { waitUntil } from "../../support/jobs.js";
import { insertOrder } from "../board/helpers.js";
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from "../db/scratch.js";

const onPglite = inject("testDatabaseTemplate").kind === "pglite";
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

async function tempDir(label: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `karaage-backup-${label}-`));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Orders, a payment, customers and a photo that the backup must carry. */
async function fillShop(app: RunningApp) {
  const prisma = app.db.prisma;
  const slot = new Date(Date.now() + 86_400_000);
  for (let i = 0; i < 3; i++) await insertOrder(prisma, slot, { email: `backup${i}@example.jp` });
  const order = await insertOrder(prisma, slot, { email: "paid@example.jp" });
  await prisma.payment.create({
    data: { orderId: order.id, gateway: "sandbox", trackingId: randomUUID(), amount: 1080, status: "PAID" },
  });
  await prisma.customer.create({
    data: {
      email: `c-${randomUUID()}@example.jp`,
      passwordHash: "x",
      lastName: "広島",
      firstName: "太郎",
      lastNameKana: "ヒロシマ",
      firstNameKana: "タロウ",
      tel: "0821234567",
    },
  });
  const photo = randomBytes(3000);
  const mediaDir = path.join(app.config.dataDir, "media");
  await import("node:fs/promises").then((fs) => fs.mkdir(mediaDir, { recursive: true }));
  await writeFile(path.join(mediaDir, `${randomBytes(8).toString("hex")}.webp`), photo);
}

async function snapshot(db: Pick<Database, "prisma">, dataDir: string) {
  const mediaDir = path.join(dataDir, "media");
  const photos = await readdir(mediaDir).catch(() => [] as string[]);
  return {
    orders: (await db.prisma.order.findMany({ select: { code: true }, orderBy: { code: "asc" } })).map(
      (o) => o.code,
    ),
    payments: (await db.prisma.payment.findMany({ select: { trackingId: true, status: true } })).map(
      (p) => `${p.trackingId}:${p.status}`,
    ),
    customers: (
      await db.prisma.customer.findMany({ select: { email: true }, orderBy: { email: "asc" } })
    ).map((c) => c.email),
    photos: Object.fromEntries(
      await Promise.all(
        photos
          .filter((name) => name.endsWith(".webp"))
          .map(async (name) => [name, (await readFile(path.join(mediaDir, name))).toString("base64")]),
      ),
    ),
  };
}

async function newestBackup(backupDir: string) {
  const names = (await readdir(backupDir)).filter((name) => name.endsWith(".karaage-backup.tar")).sort();
  expect(names.length).toBeGreaterThan(0);
  return path.join(backupDir, names.at(-1)!);
}

/** A damaged copy (a byte changed in the database part) and a file of another kind. */
async function badFiles(backup: string, dir: string) {
  const bytes = await readFile(backup);
  bytes[bytes.length - 4000] = (bytes[bytes.length - 4000] ?? 0) ^ 0xff;
  const damaged = path.join(dir, "damaged.tar");
  await writeFile(damaged, bytes);
  const foreign = path.join(dir, "foreign.tar");
  await writeFile(foreign, "id,name\n1,からあげ\n".repeat(100));
  return { damaged, foreign };
}

describe("a backup of the embedded database", () => {
  it("is taken by the running server and restores every order, payment, customer and photo", async () => {
    // The run's migrated template when the run is on the embedded database (a copy is quick).
    const app = onPglite
      ? await startTestApp({ seed: false })
      : await startApp({ dataDir: await tempDir("pglite"), migrate: true, seed: false });
    cleanup.push(() => app.close());
    const dataDir = app.config.dataDir;
    await fillShop(app);
    const before = await snapshot(app.db, dataDir);
    expect(before.orders.length).toBeGreaterThanOrEqual(4);

    // What `npm run backup` does beside a running server: ask it.
    const taken = await askHolderForBackup(dataDir);
    expect(taken?.bytes).toBeGreaterThan(0);
    // Another process may not open the held folder.
    const { holdFolder } = await import("../../../server/src/db/pglite-holder.js");
    await expect(holdFolder(dataDir)).rejects.toThrow(/another process/);
    // Kept outside DATA_DIR: closing a test app throws its folder away.
    const backup = path.join(await tempDir("pglite-kept"), "newest.karaage-backup.tar");
    await copyFile(await newestBackup(path.join(dataDir, "backups")), backup);
    expect(path.basename(taken?.file ?? "")).toBe(
      path.basename(await newestBackup(path.join(dataDir, "backups"))),
    );
    await app.close();

    const target = await tempDir("pglite-restored");
    const manifest = await restoreBackup({ file: backup, dataDir: target });
    expect(manifest.counts.orders).toBe(before.orders.length);
    const db = await openDatabase({ dataDir: target });
    try {
      expect(await snapshot(db, target)).toEqual(before);
    } finally {
      await db.close();
    }

    // Not into a database that holds data, unless forced; never from a damaged or foreign file.
    await expect(restoreBackup({ file: backup, dataDir: target })).rejects.toBeInstanceOf(RestoreRefused);
    const { damaged, foreign } = await badFiles(backup, await tempDir("bad"));
    const empty = await tempDir("untouched");
    await expect(restoreBackup({ file: damaged, dataDir: empty })).rejects.toThrow(/damaged/);
    await expect(restoreBackup({ file: foreign, dataDir: empty })).rejects.toBeInstanceOf(BackupFileError);
    expect(await readdir(empty)).toEqual([]);
    await restoreBackup({ file: backup, dataDir: target, force: true });
    const again = await openDatabase({ dataDir: target });
    try {
      expect((await snapshot(again, target)).orders).toEqual(before.orders);
    } finally {
      await again.close();
    }
  }, 300_000);
});

const onPostgres = await postgresAvailable();

describe.runIf(onPostgres)("a backup of PostgreSQL", () => {
  it("is taken by the nightly job and restores every order, payment, customer and photo", async () => {
    const source: ScratchDatabase = await createScratchDatabase("backup_src");
    cleanup.push(() => source.drop());
    const dataDir = await tempDir("pg");
    const app = await startApp({ databaseUrl: source.url, dataDir, migrate: true, seed: false });
    cleanup.push(() => app.close());
    await fillShop(app);
    const before = await snapshot(app.db, dataDir);

    // The schedule is stored once, in Tokyo time; one run of the job writes the backup.
    const schedule = async () =>
      (
        await app.db.jobSql.executeSql("SELECT cron, timezone FROM pgboss.schedule WHERE name = $1", [
          BACKUP_QUEUE,
        ])
      ).rows;
    await waitUntil(async () => (await schedule()).length > 0, 30_000);
    expect(await schedule()).toEqual([{ cron: BACKUP_CRON, timezone: "Asia/Tokyo" }]);
    await app.db.jobSql.executeSql(jobInsertSql({ id: 1, name: 2, data: 3 }), [
      randomUUID(),
      BACKUP_QUEUE,
      "{}",
    ]);
    await waitUntil(
      async () => Boolean((await app.db.prisma.backupState.findUnique({ where: { id: 1 } }))?.lastOkAt),
      30_000,
    );
    await app.close();

    const backup = await newestBackup(path.join(dataDir, "backups"));
    const target = await createScratchDatabase("backup_dst");
    cleanup.push(() => target.drop());
    const targetDir = await tempDir("pg-restored");
    await restoreBackup({ file: backup, databaseUrl: target.url, dataDir: targetDir });
    const db = await openDatabase({ databaseUrl: target.url, dataDir: targetDir });
    try {
      expect(await snapshot(db, targetDir)).toEqual(before);
    } finally {
      await db.close();
    }
    await expect(
      restoreBackup({ file: backup, databaseUrl: target.url, dataDir: targetDir }),
    ).rejects.toThrow(/not empty/);
    const { damaged } = await badFiles(backup, await tempDir("pg-bad"));
    await expect(
      restoreBackup({ file: damaged, databaseUrl: target.url, dataDir: targetDir }),
    ).rejects.toThrow(/damaged/);
    await restoreBackup({ file: backup, databaseUrl: target.url, dataDir: targetDir, force: true });
  }, 180_000);
});
