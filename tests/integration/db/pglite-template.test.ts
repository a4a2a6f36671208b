// A new embedded database starts as a copy of the migrated template made at build time (decision
// 0028), and only when that template was made from these migrations and these PGlite / pg-boss
// versions. Runs on PGlite only (the embedded pass of npm test).
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../../server/src/db/migrate.js";
import {
  buildTemplate,
  copyTemplateInto,
  isTemplateCurrent,
  templateStamp,
} from "../../../server/src/db/pglite-template.js";
import { openDatabase } from "../../../server/src/db.js";

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the migrated PGlite template", () => {
  let tmp: string;
  let template: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "karaage-template-test-"));
    template = path.join(tmp, "template");
    expect(await buildTemplate(template)).toBe("built");
  }, 120_000);
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it("is made once: a second build finds it current", async () => {
    expect(await buildTemplate(template)).toBe("current");
    expect((await readFile(`${template}.stamp`, "utf8")).trim()).toBe(await templateStamp());
  });

  it("gives a new data folder every migration and the job queue, so the start applies nothing", async () => {
    const folder = path.join(tmp, "new-shop", "data");
    const db = await openDatabase({ dataDir: folder, template });
    try {
      expect(await db.migrate()).toEqual([]);
      expect(await db.prisma.category.count()).toBe(0);
      const jobs = await db.jobSql.executeSql(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'pgboss'",
      );
      expect((jobs.rows[0] as { n: number }).n).toBeGreaterThan(0);
      // A row written in the copy stays in the copy, not in the template.
      await db.prisma.category.create({ data: { name: "テスト", position: 1 } });
    } finally {
      await db.close();
    }
    const again = await openDatabase({ dataDir: path.join(tmp, "another"), template });
    try {
      expect(await again.prisma.category.count()).toBe(0);
    } finally {
      await again.close();
    }
  }, 60_000);

  it("never copies into a folder that holds anything", async () => {
    const folder = path.join(tmp, "kept");
    await mkdir(folder);
    await writeFile(path.join(folder, "note.txt"), "ours");
    expect(await copyTemplateInto(folder, template)).toBe(false);
    expect(await readdir(folder)).toEqual(["note.txt"]);
  });

  it("is not used once the migrations change, and is made again by the next build", async () => {
    const migrations = path.join(tmp, "migrations");
    await cp(MIGRATIONS_DIR, migrations, { recursive: true });
    expect(await isTemplateCurrent(template, migrations)).toBe(true);
    await mkdir(path.join(migrations, "29990101000000_later"));
    await writeFile(path.join(migrations, "29990101000000_later", "migration.sql"), "SELECT 1;\n");
    expect(await isTemplateCurrent(template, migrations)).toBe(false);
    const folder = path.join(tmp, "after-change");
    expect(await copyTemplateInto(folder, template, migrations)).toBe(false);
    expect(await readdir(folder).catch(() => [])).toEqual([]);
    // An edited migration counts as a change too.
    await rm(path.join(migrations, "29990101000000_later"), { recursive: true });
    const [first] = (await readdir(migrations)).sort();
    await writeFile(path.join(migrations, first as string, "migration.sql"), "-- edited\n", { flag: "a" });
    expect(await isTemplateCurrent(template, migrations)).toBe(false);
  });

  it("is not used without its stamp, and a missing template leaves the folder empty", async () => {
    const stampless = path.join(tmp, "stampless");
    await cp(template, stampless, { recursive: true });
    expect(await copyTemplateInto(path.join(tmp, "x"), stampless)).toBe(false);
    expect(await copyTemplateInto(path.join(tmp, "y"), path.join(tmp, "nowhere"))).toBe(false);
    expect(await readdir(path.join(tmp, "y")).catch(() => [])).toEqual([]);
  });
});
