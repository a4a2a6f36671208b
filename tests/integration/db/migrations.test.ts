import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { applyMigrations, MIGRATIONS_DIR } from "../../../server/src/db/migrate.js";
import { openDatabase } from "../../../server/src/db.js";
import {
  adminQuery,
  createScratchDatabase,
  postgresAvailable,
  queryDatabase,
  type ScratchDatabase,
} from "./scratch.js";

// Each test here migrates an empty embedded database from the first migration on purpose: on a
// loaded two-core machine that alone has taken over 30 s, so these tests get more time than most.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const run = promisify(execFile);
const hasPostgres = await postgresAvailable();

interface MigrationRow {
  id: string;
  checksum: string;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  finished_at: Date | null;
  applied_steps_count: number;
}

async function committedMigrations() {
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(MIGRATIONS_DIR, name, "migration.sql"));
      return { name, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

function expectPrismaRows(rows: MigrationRow[], expected: { name: string; checksum: string }[]) {
  expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(expected.map((m) => [m.name, m.checksum]));
  for (const row of rows) {
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(row.logs).toBeNull();
    expect(row.rolled_back_at).toBeNull();
    expect(row.applied_steps_count).toBe(1);
  }
}

const ROWS_SQL = `SELECT * FROM _prisma_migrations ORDER BY migration_name`;

describe("migrations on a fresh embedded database (PGlite)", () => {
  it("apply every committed migration once, with Prisma's rows and checksums, and are a no-op the second time", async () => {
    const expected = await committedMigrations();
    expect(expected.length).toBeGreaterThan(0);
    const db = await openDatabase({ dataDir: ":memory:" });
    try {
      expect(await db.migrate()).toEqual(expected.map((m) => m.name));
      expect(await db.migrate()).toEqual([]);
      const rows = await db.prisma.$queryRawUnsafe<MigrationRow[]>(ROWS_SQL);
      expectPrismaRows(rows, expected);
      expect(await db.prisma.product.count()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it("survive a restart of a data folder without applying anything again", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "karaage-dbtest-"));
    try {
      const dataDir = path.join(dir, "nested", "pglite"); // parents are created
      // Not from the build's migrated template (there is one after `npm start`): migrations apply here.
      const first = await openDatabase({ dataDir, template: false });
      expect((await first.migrate()).length).toBeGreaterThan(0);
      await first.close();
      const second = await openDatabase({ dataDir, template: false });
      try {
        expect(await second.migrate()).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the migration runner with the upstream adapter defects fixed", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "karaage-migrations-"));
    const write = async (name: string, sql: string) => {
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, "migration.sql"), sql);
    };
    await write(
      "20000101000000_semicolon",
      `CREATE TABLE "Note" ("id" SERIAL PRIMARY KEY, "text" TEXT NOT NULL DEFAULT 'a;b');`,
    );
    await write(
      "20000102000000_broken",
      `INSERT INTO "Note" ("text") VALUES ('x');\nSELECT * FROM "NoSuchTable";`,
    );
    await writeFile(path.join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("sends a script with a ';' inside a string as one script, and records a failing one as failed (PGlite)", async () => {
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await expect(applyMigrations({ kind: "pglite", pglite }, dir)).rejects.toThrow(/NoSuchTable/);
      const rows = (await pglite.query<MigrationRow>(ROWS_SQL)).rows;
      expect(rows.map((r) => [r.migration_name, r.finished_at !== null])).toEqual([
        ["20000101000000_semicolon", true],
        ["20000102000000_broken", false],
      ]);
      // The failing script ran in one implicit transaction: its INSERT did not stay.
      expect((await pglite.query(`SELECT "text" FROM "Note"`)).rows).toEqual([]);
      expect(
        (
          await pglite.query(
            `SELECT column_default FROM information_schema.columns WHERE table_name = 'Note' AND column_name = 'text'`,
          )
        ).rows,
      ).toEqual([{ column_default: "'a;b'::text" }]);
      // Prisma refuses to go on after a failed migration (P3009), as the CLI would.
      await expect(applyMigrations({ kind: "pglite", pglite }, dir)).rejects.toThrow(/failed/i);
    } finally {
      await pglite.close();
    }
  });

  it.skipIf(!hasPostgres)("does the same on PostgreSQL", async () => {
    const scratch = await createScratchDatabase("broken");
    try {
      await expect(applyMigrations({ kind: "postgres", databaseUrl: scratch.url }, dir)).rejects.toThrow(
        /NoSuchTable/,
      );
      const rows = await queryDatabase<MigrationRow>(scratch.url, ROWS_SQL);
      expect(rows.map((r) => [r.migration_name, r.finished_at !== null])).toEqual([
        ["20000101000000_semicolon", true],
        ["20000102000000_broken", false],
      ]);
      expect(await queryDatabase(scratch.url, `SELECT "text" FROM "Note"`)).toEqual([]);
    } finally {
      await scratch.drop();
    }
  });
});

describe.skipIf(!hasPostgres)("migrations on a fresh PostgreSQL database", () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase("fresh");
  });
  afterAll(() => scratch?.drop());

  it("apply once even when two app instances start at the same time, then `prisma migrate status` is up to date", async () => {
    const expected = await committedMigrations();
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: scratch.url, dataDir: ":memory:" }),
      openDatabase({ databaseUrl: scratch.url, dataDir: ":memory:" }),
    ]);
    try {
      const applied = await Promise.all([a.migrate(), b.migrate()]);
      expect(applied.flat()).toEqual(expected.map((m) => m.name));
      expect(await a.migrate()).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expectPrismaRows(await queryDatabase<MigrationRow>(scratch.url, ROWS_SQL), expected);
    // No advisory lock is left behind by the engine on this database (other test files' databases,
    // on the same server, take their own: the job queue's maintenance, their migrations).
    const locks = await queryDatabase(
      scratch.url,
      `SELECT 1 FROM pg_locks WHERE locktype = 'advisory'
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(locks).toEqual([]);

    const { stdout } = await run("npx", ["prisma", "migrate", "status"], {
      env: { ...process.env, DATABASE_URL: scratch.url },
    });
    expect(stdout).toContain("Database schema is up to date!");
  });

  it("lets the Prisma CLI diff against a shadow database without touching the main database or leaking it", async () => {
    const target = await createScratchDatabase("shadow");
    try {
      await queryDatabase(target.url, `CREATE TABLE marker (id int)`);
      const { stdout } = await run(
        "npx",
        [
          "prisma",
          "migrate",
          "diff",
          "--from-migrations",
          "prisma/migrations",
          "--to-schema",
          "prisma/schema.prisma",
        ],
        { env: { ...process.env, DATABASE_URL: target.url } },
      );
      expect(stdout).toContain("No difference detected");
      const tables = await queryDatabase<{ table_name: string }>(
        target.url,
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.map((t) => t.table_name)).toEqual(["marker"]);
      const shadows = await adminQuery(
        "SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'",
      );
      expect(shadows).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});
