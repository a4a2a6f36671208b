// npm run db:migrate — applies pending migrations to DATABASE_URL, or to the PGlite folder in
// DATA_DIR (default ./data) when DATABASE_URL is unset; the same runner the app uses at start.
// Do not run it against a PGlite folder that a running server has open.
import path from "node:path";
import { DatabaseUnavailableError, MigrationError, maskDatabaseUrl, openDatabase } from "../db.js";
import { logger } from "../lib/log.js";

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = process.env.DATA_DIR?.trim() || path.resolve("data");
const where = databaseUrl ? maskDatabaseUrl(databaseUrl) : `PGlite ${dataDir}`;

try {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const applied = await db.migrate();
    const took = `${Date.now() - started} ms`;
    if (applied.length === 0) logger.info(`No pending migrations (${where}, ${took}).`);
    else
      logger.info(
        `Applied ${applied.length} migration(s) to ${where} in ${took}:\n  ${applied.join("\n  ")}`,
      );
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof DatabaseUnavailableError || error instanceof MigrationError) {
    logger.fatal(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
