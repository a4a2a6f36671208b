// A new embedded database starts from a copy of a migrated one (issue 16, point 5; decision 0028).
// Initialising an empty PGlite (initdb in WASM) and applying the migrations with the schema engine
// took about 4 s of a first start's 9.5 s; copying a folder prepared at build time takes ~0.15 s.
//
// The template is server/build/pglite-template/, made by `npm run build:server` (and `npm start`'s
// prestart) with the same code a start runs: PGlite, Prisma's schema engine on prisma/migrations, and
// pg-boss's schema. Beside it, pglite-template.stamp names what it was made from: the PGlite and
// pg-boss versions and every migration's name and SQL. A start copies it only into a folder that is
// missing or empty, and only when the stamp matches the checkout; otherwise it initialises as before.
// Either way db.migrate() then runs as usual, so a template can never skip a migration.
import { createHash } from "node:crypto";
import { type Dirent, constants as fsConstants } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFolder } from "../lib/build-folder.js";
import { MIGRATIONS_DIR } from "./migrate.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export const TEMPLATE_DIR = path.join(root, "server/build/pglite-template");

const stampFileOf = (dir: string) => `${dir}.stamp`;

async function packageVersion(name: string): Promise<string> {
  const json = JSON.parse(await readFile(path.join(root, "node_modules", name, "package.json"), "utf8"));
  return String(json.version);
}

/** What a template made now from this checkout would be: versions and migrations, hashed. */
export async function templateStamp(migrationsDir: string = MIGRATIONS_DIR): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`pglite ${await packageVersion("@electric-sql/pglite")}\n`);
  hash.update(`pg-boss ${await packageVersion("pg-boss")}\n`);
  const folders = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    hash.update(`${folder}\n`);
    hash.update(await readFile(path.join(migrationsDir, folder, "migration.sql")));
  }
  return hash.digest("hex");
}

async function readStamp(dir: string): Promise<string | undefined> {
  return readFile(stampFileOf(dir), "utf8").then(
    (text) => text.trim(),
    () => undefined,
  );
}

/** True when `dir` holds a template made from this checkout. */
export async function isTemplateCurrent(
  dir: string = TEMPLATE_DIR,
  migrationsDir?: string,
): Promise<boolean> {
  const [found, wanted] = await Promise.all([readStamp(dir), templateStamp(migrationsDir)]);
  return found !== undefined && found === wanted;
}

/**
 * Copies a current template into `folder` when `folder` is missing or empty; true when it did.
 * Any failure (no template, an old one, an unreadable folder) answers false and leaves `folder` as it was.
 */
export async function copyTemplateInto(
  folder: string,
  template: string = TEMPLATE_DIR,
  migrationsDir?: string,
): Promise<boolean> {
  try {
    const existing = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    if (existing.length > 0) return false;
    if (!(await isTemplateCurrent(template, migrationsDir))) return false;
    await copyTree(template, folder);
    return true;
  } catch {
    // A half-made copy would be opened as a broken database: empty the folder again.
    const made = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(made.map((name) => rm(path.join(folder, name), { recursive: true, force: true })));
    return false;
  }
}

/**
 * Copies a folder of plain files and folders (a PGlite data folder: ~1,150 files). fs.cp took
 * ~650 ms for it, walking and checking file by file; this copies the files side by side (~130 ms).
 */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const relative = (entry: Dirent) => path.relative(from, path.join(entry.parentPath, entry.name));
  const folders = entries.filter((entry) => entry.isDirectory()).map(relative);
  const files = entries.filter((entry) => entry.isFile()).map(relative);
  if (folders.length + files.length !== entries.length)
    throw new Error(`${from}: not only files and folders`);
  await mkdir(to, { recursive: true });
  // Parents sort before their children.
  for (const folder of folders.sort()) await mkdir(path.join(to, folder), { recursive: true });
  const flags = fsConstants.COPYFILE_EXCL | fsConstants.COPYFILE_FICLONE;
  await Promise.all(files.map((file) => copyFile(path.join(from, file), path.join(to, file), flags)));
}

/**
 * Makes the template in `dir` unless a current one is there; answers what it did.
 * Built in a sibling folder and renamed into place, so a reader never sees half a template.
 */
export async function buildTemplate(
  dir: string = TEMPLATE_DIR,
  migrationsDir: string = MIGRATIONS_DIR,
): Promise<"current" | "built"> {
  const stamp = await templateStamp(migrationsDir);
  return buildFolder(dir, {
    isCurrent: () => isTemplateCurrent(dir, migrationsDir),
    make: async (work) => {
      const [{ PGlite }, { pg_trgm }, { applyMigrations }, { pgliteExecutor }, { installJobSchema }] =
        await Promise.all([
          import("@electric-sql/pglite"),
          import("@electric-sql/pglite/contrib/pg_trgm"),
          import("./migrate.js"),
          import("../jobs/job-db.js"),
          import("../jobs/jobs.js"),
        ]);
      const pglite = await PGlite.create(work, { extensions: { pg_trgm } });
      try {
        await applyMigrations({ kind: "pglite", pglite }, migrationsDir);
        await installJobSchema(pgliteExecutor(pglite));
      } finally {
        await pglite.close();
      }
    },
    describedBy: [stampFileOf(dir)],
    made: () => writeFile(stampFileOf(dir), `${stamp}\n`),
  });
}
