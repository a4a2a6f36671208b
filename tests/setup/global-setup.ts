// Runs once per `vitest run` for the integration project, before any worker starts:
// migrates a template database that every test app then copies (see test-databases.ts).
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/src/db.js";
import {
  createDatabase,
  DB_PREFIX,
  databaseUrl,
  dropDatabase,
  dropLeftoverDatabases,
  newRunId,
  type TemplateInfo,
  withAdminClient,
} from "./test-databases.js";

export default async function setup(project: TestProject) {
  const runId = newRunId();
  const started = Date.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: TemplateInfo;
  let cleanup: () => Promise<void>;

  if (adminUrl) {
    const templateName = `${DB_PREFIX}${runId}_tpl`;
    await withAdminClient(adminUrl, async (client) => {
      const dropped = await dropLeftoverDatabases(client);
      if (dropped.length) console.log(`[test setup] dropped ${dropped.length} leftover test database(s)`);
      await createDatabase(client, templateName);
    });
    await migrate({ databaseUrl: databaseUrl(adminUrl, templateName), dataDir: ":memory:" });
    template = { kind: "postgres", adminUrl, templateName, runId };
    cleanup = () =>
      withAdminClient(adminUrl, async (client) => {
        // Also catches copies a crashed worker could not drop itself.
        const { rows } = await client.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE $1",
          [`${DB_PREFIX}${runId}_%`],
        );
        for (const { datname } of rows) await dropDatabase(client, datname);
      });
  } else {
    const runDir = await mkdtemp(path.join(os.tmpdir(), "karaage-test-"));
    const templateDir = path.join(runDir, "template");
    await mkdir(templateDir);
    await migrate({ dataDir: templateDir });
    template = { kind: "pglite", runDir, templateDir, runId };
    cleanup = () => rm(runDir, { recursive: true, force: true });
  }

  console.log(
    `[test setup] ${template.kind} template migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide("testDatabaseTemplate", template);
  return cleanup;
}

async function migrate(options: { databaseUrl?: string; dataDir: string }) {
  const db = await openDatabase(options);
  try {
    await db.migrate();
  } finally {
    await db.close();
  }
}
