// Scratch PostgreSQL databases for the database tests: uniquely named, dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

// SCRATCH_DATABASE_URL: npm test's embedded run points these at its PostgreSQL while the apps of
// that run use PGlite, so the PostgreSQL run need not repeat these files (scripts/test.sh).
export const ADMIN_URL =
  process.env.SCRATCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgresql://postgres@127.0.0.1:5432/postgres";

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    console.warn(`[db tests] PostgreSQL at ${ADMIN_URL} is not reachable: PostgreSQL cases are skipped`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function adminQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export function urlFor(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `karaage_dbtest_${label}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  return {
    name,
    url: urlFor(name),
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export async function queryDatabase<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
