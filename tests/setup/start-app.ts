// The whole app in-process on a given database: open, seed the demo shop, createApp, listen(0).
// Shared by startTestApp() (tests) and bench/run.ts; nothing here depends on vitest.
import { seedDemoShop } from "../../prisma/seed/demo.js";
import { createApp } from "../../server/src/app.js";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadConfig } from "../../server/src/config.js";
import { type Database, openDatabase } from "../../server/src/db.js";

export const TEST_ADMIN = { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD } as const;

export interface RunningApp {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  db: Database;
  config: ReturnType<typeof loadConfig>;
  close(): Promise<void>;
}

export interface StartAppOptions {
  /** PostgreSQL URL; without it the embedded database in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Run migrations first (a fresh folder or database). Test copies of the template skip this. */
  migrate?: boolean;
  /** Seed the demo shop (default true). Without it the database is migrated but empty. */
  seed?: boolean;
  /** Extra environment for loadConfig, e.g. { SMTP_URL: "smtp://127.0.0.1:2525" }. */
  env?: Record<string, string | undefined>;
}

export async function startApp(options: StartAppOptions): Promise<RunningApp> {
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    if (options.migrate) await db.migrate();
    if (options.seed ?? true) {
      await seedDemoShop(db.prisma, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
    }
    // Built from scratch rather than from process.env, so a developer's DATABASE_URL or REDIS_URL
    // never leaks into a test.
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      PUBLIC_URL: "http://127.0.0.1",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: "0",
      ...options.env,
    });
    app = await createApp({ db, config });
    const port = await app.listen(0);
    const started = app;
    let closed = false;
    return {
      url: `http://127.0.0.1:${port}`,
      db,
      config,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await started.close();
        } finally {
          await db.close();
        }
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
}
