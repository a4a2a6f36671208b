// Taking a backup (decision 0046): the database's own dump and every photo in one file in
// BACKUP_DIR, then the rotation, then the record the back office and the boards read.
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { backupName, type Engine, writeBackupFile } from "./backup-file.js";
import { backupsToDelete } from "./rotation.js";

/** A backup older than this (or a failed last attempt) is shown on the boards. */
export const BACKUP_STALE_MS = 26 * 60 * 60 * 1000;

export interface BackupDeps {
  prisma: PrismaClient;
  db: { kind: Engine; dumpTo(file: string): Promise<void> };
  backupDir: string;
  mediaDir: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  deleted: string[];
}

export async function takeBackup(deps: BackupDeps, now = new Date()): Promise<BackupResult> {
  try {
    const result = await writeBackup(deps, now);
    await deps.prisma.backupState.upsert({
      where: { id: 1 },
      create: {
        watchSince: now,
        lastOkAt: now,
        lastOkFile: path.basename(result.file),
        lastOkBytes: result.bytes,
      },
      update: { lastOkAt: now, lastOkFile: path.basename(result.file), lastOkBytes: result.bytes },
    });
    return result;
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await deps.prisma.backupState
      .upsert({
        where: { id: 1 },
        create: { watchSince: now, lastFailedAt: now, lastError: why },
        update: { lastFailedAt: now, lastError: why },
      })
      .catch(() => {}); // the database itself may be what failed
    throw error;
  }
}

async function writeBackup(deps: BackupDeps, now: Date): Promise<BackupResult> {
  await mkdir(deps.backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(deps.backupDir, backupName(now));
  const dump = path.join(deps.backupDir, `.dump-${process.pid}-${now.getTime()}`);
  try {
    // Counted before the dump: everything counted is in it (rows are only ever added meanwhile).
    const [orders, payments, customers] = await Promise.all([
      deps.prisma.order.count(),
      deps.prisma.payment.count(),
      deps.prisma.customer.count(),
    ]);
    await deps.db.dumpTo(dump);
    const bytes = await writeBackupFile({
      file,
      engine: deps.db.kind,
      createdAt: now,
      databaseDump: dump,
      mediaDir: deps.mediaDir,
      counts: { orders, payments, customers },
    });
    const deleted = backupsToDelete(await readdir(deps.backupDir));
    for (const name of deleted) await rm(path.join(deps.backupDir, name), { force: true });
    return { file, bytes, deleted };
  } finally {
    await rm(dump, { force: true });
  }
}

/** Starts the watch on a database that has none: with no backup 26 hours later, boards warn. */
export async function watchBackups(prisma: PrismaClient, now = new Date()): Promise<void> {
  await prisma.backupState.upsert({ where: { id: 1 }, create: { watchSince: now }, update: {} });
}

export interface BackupStatus {
  lastOkAt: Date | null;
  lastOkBytes: number | null;
  lastFailedAt: Date | null;
  /** The last attempt failed, or no backup for 26 hours: shown to staff on the boards. */
  needsAttention: boolean;
}

export async function backupStatus(prisma: PrismaClient, now = new Date()): Promise<BackupStatus> {
  const state = await prisma.backupState.findUnique({ where: { id: 1 } });
  if (!state) return { lastOkAt: null, lastOkBytes: null, lastFailedAt: null, needsAttention: false };
  const failedLast = state.lastFailedAt !== null && (!state.lastOkAt || state.lastFailedAt > state.lastOkAt);
  const since = state.lastOkAt ?? state.watchSince;
  return {
    lastOkAt: state.lastOkAt,
    lastOkBytes: state.lastOkBytes === null ? null : Number(state.lastOkBytes),
    lastFailedAt: state.lastFailedAt,
    needsAttention: failedLast || now.getTime() - since.getTime() > BACKUP_STALE_MS,
  };
}
