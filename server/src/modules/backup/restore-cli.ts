// npm run restore FILE [--force] — restores a backup into the database of DATABASE_URL (or the
// embedded one in DATA_DIR) and its photos into DATA_DIR/media (decision 0046). An empty database
// only, unless --force; a damaged or foreign file is refused with nothing touched.
import path from "node:path";
import { loadDotEnv } from "../../config.js";
import { maskDatabaseUrl } from "../../db.js";
import { BackupFileError } from "./backup-file.js";
import { RestoreRefused, restoreBackup } from "./restore.js";

loadDotEnv();
const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "data");

if (files.length !== 1) {
  process.stderr.write("Usage: npm run restore -- FILE [--force]\n");
  process.exit(2);
}
try {
  const manifest = await restoreBackup({ file: path.resolve(files[0]!), databaseUrl, dataDir, force });
  const where = databaseUrl ? maskDatabaseUrl(databaseUrl) : `PGlite ${dataDir}`;
  const { orders, payments, customers, photos } = manifest.counts;
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${where}: ${orders} orders, ${payments} payments, ` +
      `${customers} customers, ${photos} photos. Start the server to apply any newer migrations.\n`,
  );
} catch (error) {
  if (error instanceof BackupFileError || error instanceof RestoreRefused) {
    process.stderr.write(`Not restored, nothing was changed: ${error.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(
      `Restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  }
}
