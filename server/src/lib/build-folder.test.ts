import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFolder } from "./build-folder";

describe("buildFolder", () => {
  let root: string;
  let dir: string;
  const stamp = () => path.join(root, "out.stamp");
  const isCurrent = async () => (await readFile(stamp(), "utf8").catch(() => "")) === "v2";

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "karaage-build-folder-"));
    dir = path.join(root, "out");
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("replaces a stale copy with the one made, then describes it", async () => {
    await mkdir(dir);
    await writeFile(path.join(dir, "old.txt"), "old");
    await writeFile(stamp(), "v1");
    const result = await buildFolder(dir, {
      isCurrent,
      make: async (work) => {
        await mkdir(work);
        await writeFile(path.join(work, "new.txt"), "new");
      },
      describedBy: [stamp()],
      made: () => writeFile(stamp(), "v2"),
    });
    expect(result).toBe("built");
    expect(await readdir(dir)).toEqual(["new.txt"]);
    expect(await readdir(root)).toEqual(["out", "out.stamp"]);
    expect(await isCurrent()).toBe(true);
  });

  it("makes nothing when the copy is current", async () => {
    await writeFile(stamp(), "v2");
    let made = false;
    const result = await buildFolder(dir, {
      isCurrent,
      make: async () => {
        made = true;
      },
    });
    expect(result).toBe("current");
    expect(made).toBe(false);
  });

  it("keeps the copy another build put in place meanwhile, and drops its own", async () => {
    const result = await buildFolder(dir, {
      isCurrent,
      make: async (work) => {
        await mkdir(work);
        await writeFile(path.join(work, "mine.txt"), "mine");
        // The other build finishes first.
        await mkdir(dir);
        await writeFile(path.join(dir, "theirs.txt"), "theirs");
        await writeFile(stamp(), "v2");
      },
    });
    expect(result).toBe("current");
    expect(await readdir(dir)).toEqual(["theirs.txt"]);
    expect((await readdir(root)).sort()).toEqual(["out", "out.stamp"]);
  });

  it("leaves no work folder and the old copy in place when making fails", async () => {
    await mkdir(dir);
    await writeFile(path.join(dir, "old.txt"), "old");
    await expect(
      buildFolder(dir, {
        isCurrent,
        make: async (work) => {
          await mkdir(work);
          throw new Error("disk full");
        },
      }),
    ).rejects.toThrow("disk full");
    expect(await readdir(root)).toEqual(["out"]);
    expect(await readdir(dir)).toEqual(["old.txt"]);
  });
});
