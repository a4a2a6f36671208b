// startTestApp(): the whole app, in-process, on a database of its own, seeded with the demo shop.
//   const app = await startTestApp();
//   const res = await fetch(`${app.url}/api/products`, { method: "POST" });
//   await app.close();
import { inject } from "vitest";
import { seedDemoShop } from "../../prisma/seed/demo.js";
import { createApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { type Database, openDatabase } from "../../server/src/db.js";
import { copyTemplate } from "./test-databases.js";

export const TEST_ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" } as const;

export interface TestApp {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  db: Database;
  config: ReturnType<typeof loadConfig>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo shop (default true). Without it the database is migrated but empty. */
  seed?: boolean;
  /** Extra environment for loadConfig, e.g. { SMTP_URL: "smtp://127.0.0.1:2525" }. */
  env?: Record<string, string | undefined>;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const copy = await copyTemplate(inject("testDatabaseTemplate"));
  let db: Database | undefined;
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    db = await openDatabase({ databaseUrl: copy.databaseUrl, dataDir: copy.dataDir });
    if (options.seed ?? true) {
      await seedDemoShop(db.prisma, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
    }
    // Built from scratch rather than process.env, so a developer's DATABASE_URL or REDIS_URL
    // never leaks into a test.
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      DATA_DIR: copy.dataDir,
      DATABASE_URL: copy.databaseUrl,
      PUBLIC_URL: "http://127.0.0.1",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: "0",
      ...options.env,
    });
    app = await createApp({ db, config });
    const port = await app.listen(0);
    const opened = { db, app };
    let closed = false;
    return {
      url: `http://127.0.0.1:${port}`,
      db,
      config,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await opened.app.close();
        } finally {
          await opened.db.close();
          await copy.drop();
        }
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await db?.close().catch(() => {});
    await copy.drop().catch(() => {});
    throw error;
  }
}
