// One backup = one tar file (decision 0046):
//   manifest.json            what it is: format, engine, when, checksums, what it holds
//   database.pgdump          pg_dump --format=custom (PostgreSQL), or
//   database.pglite.tar.gz   PGlite's dumpDataDir (the embedded database)
//   media/<name>             every uploaded photo (DATA_DIR/media)
// Written under a temporary name and renamed, so a backup folder never holds half a backup.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  fileSource,
  listTar,
  readEntry,
  type TarEntry,
  TarFormatError,
  type TarSource,
  TarWriter,
} from "./tar.js";

export const BACKUP_FORMAT = "karaage-backup";
export const BACKUP_VERSION = 1;
export const BACKUP_SUFFIX = ".karaage-backup.tar";
export type Engine = "postgres" | "pglite";

export const DATABASE_ENTRY: Record<Engine, string> = {
  postgres: "database.pgdump",
  pglite: "database.pglite.tar.gz",
};

export interface BackupCounts {
  orders: number;
  payments: number;
  customers: number;
  photos: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  engine: Engine;
  createdAt: string;
  database: { entry: string; bytes: number; sha256: string };
  media: Array<{ name: string; bytes: number; sha256: string }>;
  counts: BackupCounts;
}

/** Not a backup of this app, or a damaged one: nothing was touched. */
export class BackupFileError extends Error {
  override name = "BackupFileError";
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** karaage-2026-11-26T031500Z.karaage-backup.tar: sorts by time. */
export function backupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `karaage-${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}${stamp.slice(8)}${BACKUP_SUFFIX}`;
}

export async function listMedia(mediaDir: string): Promise<string[]> {
  const names = await readdir(mediaDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  // Finished photos only (a write in progress has a temporary name ending in .tmp).
  return names.filter((name) => !name.startsWith(".") && !name.endsWith(".tmp")).sort();
}

export async function writeBackupFile(options: {
  file: string;
  engine: Engine;
  createdAt: Date;
  databaseDump: string;
  mediaDir: string;
  counts: Omit<BackupCounts, "photos">;
}): Promise<number> {
  const { file, engine, createdAt, databaseDump, mediaDir } = options;
  const media: BackupManifest["media"] = [];
  const mediaNames = await listMedia(mediaDir);
  for (const name of mediaNames) {
    const full = path.join(mediaDir, name);
    const info = await stat(full);
    if (!info.isFile()) continue;
    media.push({ name, bytes: info.size, sha256: await sha256Of(full) });
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    engine,
    createdAt: createdAt.toISOString(),
    database: {
      entry: DATABASE_ENTRY[engine],
      bytes: (await stat(databaseDump)).size,
      sha256: await sha256Of(databaseDump),
    },
    media,
    counts: { ...options.counts, photos: media.length },
  };
  const partial = path.join(path.dirname(file), `.partial-${path.basename(file)}`);
  const out = await open(partial, "w", 0o600);
  try {
    const tar = new TarWriter(out);
    await tar.addBuffer("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), createdAt);
    await tar.addFile(manifest.database.entry, databaseDump, manifest.database.bytes, createdAt);
    for (const photo of media) {
      await tar.addFile(`media/${photo.name}`, path.join(mediaDir, photo.name), photo.bytes, createdAt);
    }
    await tar.end();
    await out.sync();
  } catch (error) {
    await out.close();
    await rm(partial, { force: true });
    throw error;
  }
  await out.close();
  await rename(partial, file);
  return (await stat(file)).size;
}

export interface OpenedBackup {
  manifest: BackupManifest;
  source: TarSource;
  entries: Map<string, TarEntry>;
  close(): Promise<void>;
}

/**
 * Opens a backup and verifies all of it (manifest, every part's size and checksum) before anyone
 * acts on it; a file that is not one of ours, or is damaged, is a BackupFileError.
 */
export async function openBackupFile(file: string): Promise<OpenedBackup> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    throw new BackupFileError(
      error.code === "ENOENT" ? `${file}: no such file` : `${file}: cannot be read (${error.code})`,
    );
  });
  try {
    const source = await fileSource(handle);
    const list = await listTar(source).catch((error: unknown) => {
      if (error instanceof TarFormatError)
        throw new BackupFileError(`${file} is not a backup of this shop: ${error.message}`);
      throw error;
    });
    const entries = new Map(list.map((entry) => [entry.name, entry]));
    const manifestEntry = entries.get("manifest.json");
    if (!manifestEntry || manifestEntry.size > 10 * 1024 * 1024) {
      throw new BackupFileError(`${file} is not a backup of this shop (no manifest.json)`);
    }
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse((await readEntry(source, manifestEntry)).toString("utf8"));
    } catch {
      throw new BackupFileError(`${file}: its manifest.json is damaged`);
    }
    if (manifest?.format !== BACKUP_FORMAT || !(manifest.engine in DATABASE_ENTRY)) {
      throw new BackupFileError(`${file} is not a backup of this shop (format ${String(manifest?.format)})`);
    }
    if (manifest.version > BACKUP_VERSION) {
      throw new BackupFileError(`${file} was written by a newer version (backup format ${manifest.version})`);
    }
    const parts = [
      { name: manifest.database.entry, bytes: manifest.database.bytes, sha256: manifest.database.sha256 },
      ...manifest.media.map((photo) => ({ ...photo, name: `media/${photo.name}` })),
    ];
    for (const part of parts) {
      const entry = entries.get(part.name);
      if (!entry || entry.size !== part.bytes)
        throw new BackupFileError(`${file} is damaged: ${part.name} is missing or cut short`);
      if ((await hashEntry(source, entry)) !== part.sha256) {
        throw new BackupFileError(`${file} is damaged: ${part.name} does not match its checksum`);
      }
    }
    return { manifest, source, entries, close: () => handle.close() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function hashEntry(source: TarSource, entry: TarEntry): Promise<string> {
  const hash = createHash("sha256");
  const chunk = Buffer.alloc(1024 * 1024);
  for (let done = 0; done < entry.size; ) {
    const part = chunk.subarray(0, Math.min(chunk.length, entry.size - done));
    await source.read(part, entry.offset + done);
    hash.update(part);
    done += part.length;
  }
  return hash.digest("hex");
}

/** Copies one entry of an opened backup into a file. */
export async function extractEntry(backup: OpenedBackup, name: string, to: string): Promise<void> {
  const entry = backup.entries.get(name);
  if (!entry) throw new BackupFileError(`the backup has no ${name}`);
  const out = await open(to, "w", 0o600);
  try {
    const chunk = Buffer.alloc(1024 * 1024);
    for (let done = 0; done < entry.size; ) {
      const part = chunk.subarray(0, Math.min(chunk.length, entry.size - done));
      await backup.source.read(part, entry.offset + done);
      await out.write(part, 0, part.length, done);
      done += part.length;
    }
  } finally {
    await out.close();
  }
}
