// Where test databases come from. Per test run, global-setup.ts prepares a migrated template and a
// copy of it seeded with the demo shop; every startTestApp() call gets its own copy of one of them,
// so tests never share rows. Copying the seeded template saves seeding (~1-3 s) in every test file.
//   PostgreSQL (TEST_DATABASE_URL set): CREATE DATABASE <copy> TEMPLATE <template>, dropped on close.
//   Embedded (default): a copy of the migrated PGlite folder. Opening a copied folder takes ~0.3 s,
//   while initialising an empty PGlite takes ~4 s, hence the template folder.
import { cp, mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const DB_PREFIX = "karaage_test_";

/** Two templates per run: migrated and empty, and the same with the demo shop seeded. */
export type TemplateInfo =
  | { kind: "postgres"; adminUrl: string; templateName: string; demoTemplateName: string; runId: string }
  | { kind: "pglite"; runDir: string; templateDir: string; demoTemplateDir: string; runId: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TemplateInfo;
  }
}

/** Unique per run; the timestamp lets a later run recognise and drop leftovers of a crashed one. */
export function newRunId(): string {
  return `${Math.floor(Date.now() / 1000).toString(36)}_${process.pid.toString(36)}`;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(
  adminUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function createDatabase(client: pg.Client, name: string, template?: string): Promise<void> {
  const sql = `CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ""}`;
  // Two workers cloning the same template at the same instant can meet
  // "source database is being accessed by other users"; it clears within milliseconds.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(sql);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
}

/** Drops test databases left by runs that started more than `olderThanMinutes` ago (crashes, kill -9). */
export async function dropLeftoverDatabases(client: pg.Client, olderThanMinutes = 30): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE $1",
    [`${DB_PREFIX}%`],
  );
  const cutoff = Date.now() / 1000 - olderThanMinutes * 60;
  const dropped: string[] = [];
  for (const { datname } of rows) {
    const started = Number.parseInt(datname.slice(DB_PREFIX.length).split("_")[0] ?? "", 36);
    if (Number.isNaN(started) || started > cutoff) continue;
    await dropDatabase(client, datname).then(
      () => dropped.push(datname),
      () => {},
    );
  }
  return dropped;
}

/** Scratch folders of a PostgreSQL run (the apps' mail outboxes); removed by global teardown. */
export const postgresRunDir = (runId: string) => path.join(tmpdir(), `karaage-${runId}`);

let copies = 0;

/** A fresh migrated database for this worker (with the demo shop when `seeded`): its location, and
 * how to throw it away. */
export async function copyTemplate(
  template: TemplateInfo,
  { seeded }: { seeded: boolean },
): Promise<{ databaseUrl?: string; dataDir: string; drop(): Promise<void> }> {
  copies += 1;
  const worker = `w${process.env.VITEST_POOL_ID ?? process.pid}_${process.pid}_${copies}`;
  if (template.kind === "postgres") {
    const name = `${DB_PREFIX}${template.runId}_${worker}`;
    const source = seeded ? template.demoTemplateName : template.templateName;
    await withAdminClient(template.adminUrl, (client) => createDatabase(client, name, source));
    // Unused by PostgreSQL, but the app keeps its mail outbox there: never the work tree.
    const dataDir = path.join(postgresRunDir(template.runId), worker);
    return {
      databaseUrl: databaseUrl(template.adminUrl, name),
      dataDir,
      drop: async () => {
        await withAdminClient(template.adminUrl, (client) => dropDatabase(client, name));
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = path.join(template.runDir, worker);
  await mkdir(template.runDir, { recursive: true });
  await cp(seeded ? template.demoTemplateDir : template.templateDir, dataDir, { recursive: true });
  return { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
}
