// The database part of a backup (decision 0046): PostgreSQL's own pg_dump (custom format), or
// PGlite's own dumpDataDir, taken inside the process that holds the folder (never a copy of the
// live folder, which could catch a page half written).
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { filterTar } from "../modules/backup/tar.js";

/** pg_dump's and pg_restore's programs: on PATH, or PG_BIN (a folder) when set. */
export function pgProgram(name: "pg_dump" | "pg_restore"): string {
  const folder = process.env.PG_BIN?.trim();
  return folder ? `${folder.replace(/\/$/, "")}/${name}` : name;
}

/** Runs a PostgreSQL client program; rejects with its last error line. */
export function runPgProgram(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      err += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${program} is not installed (PostgreSQL's client programs)`
            : error.message,
        ),
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(out);
      else {
        const lines = err.trim().split("\n").filter(Boolean);
        reject(new Error(`${program} failed: ${lines.slice(-2).join(" / ") || `exit ${code}`}`));
      }
    });
  });
}

export async function dumpPostgres(databaseUrl: string, toFile: string): Promise<void> {
  await runPgProgram(pgProgram("pg_dump"), [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--file=${toFile}`,
    `--dbname=${databaseUrl}`,
  ]);
}

/**
 * PGlite's folder is also DATA_DIR, where photos, the mail outbox and the backups themselves live:
 * only PostgreSQL's own files go into the database part.
 */
export function isPostgresDataPath(name: string): boolean {
  // dumpDataDir names entries "/PG_VERSION", "/base/1/112"…
  return /^\/?(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf|postmaster\.opts)(\/|$)/.test(
    name,
  );
}

export async function dumpPglite(pglite: PGlite, toFile: string): Promise<void> {
  const tar = Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer());
  const only = filterTar(tar, isPostgresDataPath);
  await writeFile(toFile, await promisify(gzip)(only));
}
