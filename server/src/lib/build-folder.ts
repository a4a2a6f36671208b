// Build output kept in a folder (the migrated PGlite template, the demo photos; decision 0028),
// written so that `dir` never holds a half-made copy: `make` fills a work folder of this build's
// own, which then replaces `dir`. Two builds at once (two `npm start` of one checkout): the one
// that finishes second keeps the copy the other put in place, if it is current.
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";

export interface BuildFolderOptions {
  /** Whether `dir` already holds a current copy. */
  isCurrent: () => Promise<boolean>;
  /** Writes the copy into `work` (an empty folder). */
  make: (work: string) => Promise<void>;
  /** Files beside `dir` that describe it: removed before the swap (a stamp), written again by `made`. */
  describedBy?: readonly string[];
  /** After the swap, e.g. writing the stamp. */
  made?: () => Promise<void>;
}

export async function buildFolder(dir: string, options: BuildFolderOptions): Promise<"current" | "built"> {
  if (await options.isCurrent()) return "current";
  const work = `${dir}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
  await rm(work, { recursive: true, force: true });
  await mkdir(path.dirname(work), { recursive: true });
  try {
    await options.make(work);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  const other = async () => {
    const current = await options.isCurrent();
    if (current) await rm(work, { recursive: true, force: true });
    return current;
  };
  if (await other()) return "current";
  try {
    for (const file of options.describedBy ?? []) await rm(file, { force: true });
    await rm(dir, { recursive: true, force: true });
    await rename(work, dir);
  } catch (error) {
    if (await other()) return "current";
    throw error;
  }
  await options.made?.();
  return "built";
}
