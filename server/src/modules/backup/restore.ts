// `npm run restore FILE` (decision 0046): the whole file is verified first (its manifest and
// every part's checksum; pg_restore reads the dump's table of contents), so a damaged or foreign
// file is refused with nothing touched. It restores into an empty database only, unless forced:
// then PostgreSQL's schemas are replaced, and an embedded database's files are moved aside to
// DATA_DIR.replaced-<time> (kept, not deleted). Photos missing from DATA_DIR/media are added.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import pg from "pg";
import { pgProgram, runPgProgram } from "../../db/dump.js";
import { folderHolder } from "../../db/pglite-holder.js";
import { BackupFileError, type BackupManifest, extractEntry, openBackupFile } from "./backup-file.js";

/** The target is not empty (without --force), or held by a running server: nothing was touched. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

export interface RestoreOptions {
  file: string;
  /** PostgreSQL target; unset: the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  force?: boolean;
}

export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const backup = await openBackupFile(options.file);
  const work = await mkdtemp(path.join(tmpdir(), "karaage-restore-"));
  try {
    const { manifest } = backup;
    const target = options.databaseUrl ? "postgres" : "pglite";
    if (manifest.engine !== target) {
      throw new BackupFileError(
        manifest.engine === "postgres"
          ? "this is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into"
          : "this is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it",
      );
    }
    const dump = path.join(work, manifest.database.entry);
    await extractEntry(backup, manifest.database.entry, dump);
    if (options.databaseUrl) await restorePostgres(options.databaseUrl, dump, options.force ?? false);
    else await restorePglite(options.dataDir, dump, options.force ?? false);
    const mediaDir = path.join(options.dataDir, "media");
    await mkdir(mediaDir, { recursive: true });
    for (const photo of manifest.media) {
      const to = path.join(mediaDir, path.basename(photo.name));
      const there = await stat(to).catch(() => undefined);
      if (there?.size === photo.bytes) continue; // photos are named by their content
      const temporary = `${to}.restore.tmp`;
      await extractEntry(backup, `media/${photo.name}`, temporary);
      await rename(temporary, to);
    }
    return manifest;
  } finally {
    await backup.close();
    await rm(work, { recursive: true, force: true });
  }
}

async function restorePostgres(databaseUrl: string, dump: string, force: boolean) {
  // The dump's own table of contents: pg_restore refuses what it cannot read.
  await runPgProgram(pgProgram("pg_restore"), ["--list", dump]).catch((error: Error) => {
    throw new BackupFileError(`the database dump in this backup cannot be read: ${error.message}`);
  });
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    const tables = rows[0]?.count ?? 0;
    if (tables > 0 && !force) {
      throw new RestoreRefused(
        `the database is not empty (${tables} tables): restore into an empty database, or add --force to replace its contents`,
      );
    }
    if (tables > 0) {
      await client.query(
        "DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public",
      );
    }
  } finally {
    await client.end();
  }
  await runPgProgram(pgProgram("pg_restore"), [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${databaseUrl}`,
    dump,
  ]);
}

/** PostgreSQL's own files in a PGlite folder (DATA_DIR also holds media, outbox and backups). */
const isPostgresEntry = (name: string) =>
  /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf|postmaster\.opts)$/.test(name);

async function restorePglite(dataDir: string, dump: string, force: boolean) {
  const folder = path.resolve(dataDir);
  const holder = await folderHolder(folder);
  if (holder !== undefined) {
    throw new RestoreRefused(`a server (pid ${holder}) has ${folder} open: stop it first`);
  }
  const existing = existsSync(path.join(folder, "PG_VERSION"));
  if (existing && !force) {
    throw new RestoreRefused(
      `${folder} already holds a database: restore into an empty DATA_DIR, or add --force to replace it (the old files are kept beside it)`,
    );
  }
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(await readFile(dump));
  } catch {
    throw new BackupFileError("the database dump in this backup cannot be read (not gzip)");
  }
  // Loaded into a folder of its own and opened once: a dump PGlite cannot open stops here.
  const staging = `${folder}.restoring-${Date.now()}`;
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const pglite = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([new Uint8Array(tar)]) });
    try {
      await pglite.query("SELECT count(*) FROM pg_class");
    } finally {
      await pglite.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new BackupFileError(`the embedded database in this backup cannot be opened: ${String(error)}`);
  }
  await mkdir(folder, { recursive: true });
  if (existing) {
    const aside = `${folder}.replaced-${new Date().toISOString().replace(/[-:.]/g, "")}`;
    await mkdir(aside);
    for (const name of (await readdir(folder)).filter(isPostgresEntry)) {
      await rename(path.join(folder, name), path.join(aside, name));
    }
  }
  for (const name of await readdir(staging)) await rename(path.join(staging, name), path.join(folder, name));
  await rm(staging, { recursive: true, force: true });
}
