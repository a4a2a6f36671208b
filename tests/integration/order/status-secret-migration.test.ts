// The migration that hashes the status-link secrets already stored: each plain secret becomes its
// SHA-256 (hex), the same hash the server compares, and the plain column is gone. Runs the
// migration's own SQL on PGlite and, when it is reachable, on PostgreSQL.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it, vi } from "vitest";
import { MIGRATIONS_DIR } from "../../../server/src/db/migrate.js";
import { statusSecretMatches } from "../../../server/src/modules/order/order-secrets.js";
import { createScratchDatabase, postgresAvailable, queryDatabase } from "../db/scratch.js";

// Each test here migrates an empty embedded database from the first migration on purpose: on a
// loaded two-core machine that alone has taken over 30 s, so these tests get more time than most.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const hasPostgres = await postgresAvailable();
const migration = await readFile(
  path.join(MIGRATIONS_DIR, "20261126150000_status_secret_hashed", "migration.sql"),
  "utf8",
);
// The Order table as far as this migration is concerned.
const BEFORE = `CREATE TABLE "Order" ("id" SERIAL PRIMARY KEY, "statusSecret" TEXT);
  INSERT INTO "Order" ("statusSecret") VALUES ('Zm9vYmFyLXNlY3JldC0xMjM0NTY3ODkw'), (NULL);`;
const AFTER = `SELECT "id", "statusSecretHashes" AS hashes FROM "Order" ORDER BY "id"`;
const COLUMNS = `SELECT column_name FROM information_schema.columns WHERE table_name = 'Order' ORDER BY 1`;

function expectHashed(rows: { hashes: string[] }[], columns: { column_name: string }[]) {
  expect(columns.map((c) => c.column_name)).toEqual(["id", "statusSecretHashes"]);
  expect(rows[0]!.hashes).toHaveLength(1);
  expect(rows[0]!.hashes[0]).toMatch(/^[0-9a-f]{64}$/);
  // The link already mailed keeps opening the page; the stored value itself opens nothing.
  expect(statusSecretMatches("Zm9vYmFyLXNlY3JldC0xMjM0NTY3ODkw", rows[0]!.hashes)).toBe(true);
  expect(statusSecretMatches(rows[0]!.hashes[0]!, rows[0]!.hashes)).toBe(false);
  expect(rows[1]!.hashes).toEqual([]);
}

describe("the status-secret hashing migration", () => {
  it("hashes the stored secrets and drops the plain column (PGlite)", async () => {
    const db = await PGlite.create();
    try {
      await db.exec(BEFORE);
      await db.exec(migration);
      const rows = (await db.query<{ hashes: string[] }>(AFTER)).rows;
      expectHashed(rows, (await db.query<{ column_name: string }>(COLUMNS)).rows);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!hasPostgres)("hashes the stored secrets and drops the plain column (PostgreSQL)", async () => {
    const scratch = await createScratchDatabase("status_secret");
    try {
      await queryDatabase(scratch.url, BEFORE);
      await queryDatabase(scratch.url, migration);
      const rows = await queryDatabase<{ hashes: string[] }>(scratch.url, AFTER);
      expectHashed(rows, await queryDatabase<{ column_name: string }>(scratch.url, COLUMNS));
    } finally {
      await scratch.drop();
    }
  });
});
