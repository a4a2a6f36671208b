// `npm start`: config -> database -> migrations -> demo data (first start) -> HTTP server.
// Expected start-up failures print one line and exit 1; SIGTERM/SIGINT shut down gracefully.
// With DATABASE_URL and WEB_CONCURRENCY > 1 (decision 0023) this process migrates and seeds, then
// becomes a node:cluster primary whose workers (this same file) serve the port together.
import cluster from "node:cluster";
import { readdir } from "node:fs/promises";
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
import { logger } from "./lib/log.js";
import { installTestClock, TestClockRefused } from "./lib/test-clock.js";
import type { ProcessedImage } from "./modules/catalog-admin/images.js";
import { PubSubUnavailableError } from "./pubsub.js";

const SHUTDOWN_TIMEOUT_MS = 20_000;

async function seedIfEmpty(
  db: Database,
  config: Config,
  photos?: Promise<Map<string, ProcessedImage>>,
): Promise<void> {
  if (!config.seedDemo || !config.adminEmail || !config.adminPassword) return;
  // Imported only when needed: production images may leave the demo data out; on existing data a
  // start loads only the emptiness check.
  const { isDatabaseEmpty } = await import("../../prisma/seed/empty.js");
  if (!(await isDatabaseEmpty(db.prisma))) return;
  const { seedDemoShop } = await import("../../prisma/seed/demo.js");
  const [{ renderDemoImages, saveDemoImages, attachDemoImages }, { MediaStore, mediaDirOf }] =
    await Promise.all([
      import("../../prisma/seed/demo-images.js"),
      import("./modules/catalog-admin/images.js"),
    ]);
  // The photos (the build's copy, or rendered on libvips' threads) come while the shop is written (0028).
  const rendering = photos ?? renderDemoImages();
  rendering.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  await seedDemoShop(db.prisma, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  const hashes = await saveDemoImages(new MediaStore(mediaDirOf(config.dataDir)), await rendering);
  await attachDemoImages(db.prisma, hashes);
  logger.info(`Seeded the demo shop; administrator: ${config.adminEmail}`);
}

/**
 * On a first start on the embedded database (DATA_DIR missing or empty) with the demo shop, the
 * demo photos are read from the build's copy, or rendered, while the database opens; otherwise nothing.
 */
async function renderPhotosEarly(
  config: Config,
): Promise<{ photos: Promise<Map<string, ProcessedImage>> } | undefined> {
  if (config.databaseUrl || config.dataDir === ":memory:") return undefined;
  if (!config.seedDemo || !config.adminEmail || !config.adminPassword) return undefined;
  const entries = await readdir(config.dataDir).catch((error: NodeJS.ErrnoException) =>
    error.code === "ENOENT" ? [] : ["unreadable"],
  );
  if (entries.length > 0) return undefined;
  const { renderDemoImages } = await import("../../prisma/seed/demo-images.js");
  const photos = renderDemoImages();
  photos.catch(() => {}); // awaited by seedIfEmpty
  return { photos };
}

async function start(): Promise<void> {
  loadDotEnv();
  const clock = await installTestClock();
  if (clock) logger.info(`Test clock: this process's time starts at ${clock.toISOString()}`);
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
  const early = clustered ? undefined : await renderPhotosEarly(config);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: App | undefined;
  try {
    if (!clustered) {
      await db.migrate();
      await seedIfEmpty(db, config, early?.photos);
    }
    const { createApp } = await appModule;
    app = await createApp({ db, config });
    const port = await app.listen(config.port);
    const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;
    const who = clustered ? `worker ${process.pid}, ` : "";
    logger.info(`Karaage shop listening on ${url} (port ${port}; ${who}database ${db.kind} ${where})`);
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
      logger.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: finishing requests and shutting down`);
    setTimeout(() => {
      logger.error("Shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    (async () => {
      await app.close();
      await db.close();
    })().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, "Shutdown failed");
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
    logger.fatal(`Cannot start: ${error.message.split("\n")[0]}`);
  } else {
    logger.fatal({ err: error }, "Cannot start");
  }
  process.exit(1);
});
