// `npm start`: config -> database -> migrations -> demo data (first start) -> HTTP server.
// Expected start-up failures print one line and exit 1; SIGTERM/SIGINT shut down gracefully.
// With DATABASE_URL and WEB_CONCURRENCY > 1 (decision 0023) this process migrates and seeds, then
// becomes a node:cluster primary whose workers (this same file) serve the port together.
import cluster from "node:cluster";
import type { App } from "./app.js";
import { runPrimary } from "./cluster.js";
import { type Config, ConfigError, loadConfig, loadDotEnv } from "./config.js";
import {
  type Database,
  DatabaseUnavailableError,
  MigrationError,
  maskDatabaseUrl,
  openDatabase,
} from "./db.js";
import { installTestClock, TestClockRefused } from "./lib/test-clock.js";
import { PubSubUnavailableError } from "./pubsub.js";

const SHUTDOWN_TIMEOUT_MS = 20_000;

async function seedIfEmpty(db: Database, config: Config): Promise<void> {
  if (!config.seedDemo || !config.adminEmail || !config.adminPassword) return;
  // Imported only when needed: production images may leave the demo data out.
  const { isDatabaseEmpty, seedDemoShop } = await import("../../prisma/seed/demo.js");
  if (!(await isDatabaseEmpty(db.prisma))) return;
  const [{ renderDemoImages, attachDemoImages }, { MediaStore, mediaDirOf }] = await Promise.all([
    import("../../prisma/seed/demo-images.js"),
    import("./modules/catalog-admin/images.js"),
  ]);
  // The photos render on libvips' threads while the shop is written (decision 0028).
  const photos = renderDemoImages(new MediaStore(mediaDirOf(config.dataDir)));
  photos.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  await seedDemoShop(db.prisma, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  await attachDemoImages(db.prisma, await photos);
  console.log(`Seeded the demo shop; administrator: ${config.adminEmail}`);
}

async function start(): Promise<void> {
  loadDotEnv();
  const clock = await installTestClock();
  if (clock) console.log(`Test clock: this process's time starts at ${clock.toISOString()}`);
  const config = loadConfig();
  const where = config.databaseUrl ? maskDatabaseUrl(config.databaseUrl) : config.dataDir;
  const clustered = config.webConcurrency > 1;
  if (clustered && cluster.isPrimary) {
    // Once, before any worker: the workers find the database ready.
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await db.migrate();
      await seedIfEmpty(db, config);
    } finally {
      await db.close();
    }
    runPrimary(config.webConcurrency, `database ${where}`);
    return;
  }
  // The GraphQL schema and the routes are most of a start: they load while the database opens.
  const appModule = import("./app.js");
  appModule.catch(() => {}); // awaited below; this only keeps a failure from going unhandled meanwhile
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: App | undefined;
  try {
    if (!clustered) {
      await db.migrate();
      await seedIfEmpty(db, config);
    }
    const { createApp } = await appModule;
    app = await createApp({ db, config });
    const port = await app.listen(config.port);
    const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;
    const who = clustered ? `worker ${process.pid}, ` : "";
    console.log(`Karaage shop listening on ${url} (port ${port}; ${who}database ${db.kind} ${where})`);
  } catch (error) {
    await app?.close().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
  handleShutdown(app, db);
}

function handleShutdown(app: App, db: Database): void {
  // A worker is stopped by its primary (SIGTERM); Ctrl-C reaches the whole process group, and the
  // primary passes it on, so a worker does not act on SIGINT itself.
  if (cluster.isWorker) process.on("SIGINT", () => {});
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: finishing requests and shutting down`);
    setTimeout(() => {
      console.error("Shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    (async () => {
      await app.close();
      await db.close();
    })().then(
      () => process.exit(0),
      (error) => {
        console.error("Shutdown failed:", error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  if (!cluster.isWorker) process.on("SIGINT", stop);
}

/** Failures a person can fix (configuration, database, Redis, port): one line, no trace. */
function isExpected(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof MigrationError ||
    error instanceof PubSubUnavailableError ||
    error instanceof TestClockRefused ||
    (error instanceof Error && ["EADDRINUSE", "EACCES"].includes((error as NodeJS.ErrnoException).code ?? ""))
  );
}

start().catch((error: unknown) => {
  if (isExpected(error)) {
    console.error(`Cannot start: ${error.message.split("\n")[0]}`);
  } else {
    console.error("Cannot start:", error);
  }
  process.exit(1);
});
