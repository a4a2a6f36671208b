// npm run backup — takes a backup now into BACKUP_DIR (default DATA_DIR/backups), like the
// nightly job (decision 0046). On PostgreSQL it runs pg_dump itself. On the embedded database
// only the process holding the folder may dump it: a running server is asked to take it; with
// no server, this command opens the folder itself (and a server started meanwhile is refused).
import path from "node:path";
import { loadDotEnv } from "../../config.js";
import { askHolderForBackup } from "../../db/pglite-holder.js";
import { DatabaseUnavailableError, openDatabase } from "../../db.js";
import { mediaDirOf } from "../catalog-admin/images.js";
import { takeBackup } from "./backup.service.js";

loadDotEnv();
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "data");
const backupDir = path.resolve(process.env.BACKUP_DIR?.trim() || path.join(dataDir, "backups"));

async function backup(): Promise<{ file: string; bytes: number; by: string }> {
  if (!databaseUrl) {
    const asked = await askHolderForBackup(dataDir);
    if (asked) return { ...asked, by: "the running server" };
    const { existsSync } = await import("node:fs");
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
      throw new DatabaseUnavailableError(`DATA_DIR=${dataDir}`, "no database here yet");
    }
  }
  const db = await openDatabase({ databaseUrl, dataDir, template: false });
  try {
    const result = await takeBackup({ prisma: db.prisma, db, backupDir, mediaDir: mediaDirOf(dataDir) });
    return { ...result, by: "this command" };
  } finally {
    await db.close();
  }
}

try {
  const { file, bytes, by } = await backup();
  process.stdout.write(`Backup written by ${by}: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB)\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
