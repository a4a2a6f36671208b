// Runs once per `vitest run` for the integration project, before any worker starts: migrates a
// template database and seeds a copy of it with the demo shop; every test app then copies one of
// the two (see test-databases.ts).
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { seedDemoShop } from "../../prisma/seed/demo.js";
import { openDatabase } from "../../server/src/db.js";
import { TEST_ADMIN } from "./start-app.js";
import {
  createDatabase,
  DB_PREFIX,
  databaseUrl,
  dropDatabase,
  dropLeftoverDatabases,
  newRunId,
  postgresRunDir,
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
    const demoTemplateName = `${DB_PREFIX}${runId}_tpl_demo`;
    await withAdminClient(adminUrl, async (client) => {
      const dropped = await dropLeftoverDatabases(client);
      if (dropped.length) console.log(`[test setup] dropped ${dropped.length} leftover test database(s)`);
      await createDatabase(client, templateName);
    });
    await prepare({ databaseUrl: databaseUrl(adminUrl, templateName), dataDir: ":memory:" }, "migrate");
    await withAdminClient(adminUrl, (client) => createDatabase(client, demoTemplateName, templateName));
    await prepare({ databaseUrl: databaseUrl(adminUrl, demoTemplateName), dataDir: ":memory:" }, "seed");
    template = { kind: "postgres", adminUrl, templateName, demoTemplateName, runId };
    cleanup = () =>
      withAdminClient(adminUrl, async (client) => {
        // Also catches copies a crashed worker could not drop itself.
        const { rows } = await client.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE $1",
          [`${DB_PREFIX}${runId}_%`],
        );
        for (const { datname } of rows) await dropDatabase(client, datname);
        await rm(postgresRunDir(runId), { recursive: true, force: true });
      });
  } else {
    const runDir = await mkdtemp(path.join(os.tmpdir(), "karaage-test-"));
    const templateDir = path.join(runDir, "template");
    const demoTemplateDir = path.join(runDir, "template-demo");
    await mkdir(templateDir);
    await prepare({ dataDir: templateDir }, "migrate");
    await cp(templateDir, demoTemplateDir, { recursive: true });
    await prepare({ dataDir: demoTemplateDir }, "seed");
    template = { kind: "pglite", runDir, templateDir, demoTemplateDir, runId };
    cleanup = () => rm(runDir, { recursive: true, force: true });
  }

  console.log(
    `[test setup] ${template.kind} templates migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide("testDatabaseTemplate", template);
  return cleanup;
}

async function prepare(options: { databaseUrl?: string; dataDir: string }, step: "migrate" | "seed") {
  const db = await openDatabase(options);
  try {
    if (step === "migrate") await db.migrate();
    else await seedDemoShop(db.prisma, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
  } finally {
    await db.close();
  }
}
