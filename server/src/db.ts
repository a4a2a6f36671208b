// The Prisma client on either database:
//   DATABASE_URL set   -> PostgreSQL through @prisma/adapter-pg;
//   DATABASE_URL unset -> embedded PGlite (PostgreSQL 17 in WASM) in `dataDir` (":memory:" allowed).
// migrate() applies prisma/migrations with Prisma's schema engine on the same connection/instance.
import { mkdir } from "node:fs/promises";
import path from "node:path";
// Each driver is imported by the branch that uses it (decision 0023): with DATABASE_URL the
// embedded PostgreSQL (tens of MiB of WASM) is never loaded, and without it neither is pg.
import type { PGlite } from "@electric-sql/pglite";
import { dumpPglite, dumpPostgres } from "./db/dump.js";
import { DatabaseUnavailableError } from "./db/errors.js";
import { applyMigrations } from "./db/migrate.js";
import { type BackupHandler, type FolderHold, holdFolder } from "./db/pglite-holder.js";
import { copyTemplateInto, TEMPLATE_DIR } from "./db/pglite-template.js";
import { registerSqlStatements } from "./db/sql-statement.js";
import { PrismaClient } from "./generated/prisma/client.js";
import { pgliteExecutor, poolExecutor, type SqlExecutor } from "./jobs/job-db.js";
import { installJobSchema } from "./jobs/jobs.js";
import { logger } from "./lib/log.js";

export { DatabaseUnavailableError, maskDatabaseUrl } from "./db/errors.js";
export { MigrationError } from "./db/migrate.js";

export interface Database {
  prisma: PrismaClient;
  kind: "postgres" | "pglite";
  /**
   * Applies pending migrations, then installs or upgrades the job queue's schema (pg-boss);
   * resolves to the names of the Prisma migrations applied now (empty when up to date).
   */
  migrate(): Promise<string[]>;
  /** Raw SQL for the job queue (pg-boss): a small pool of its own on PostgreSQL, PGlite itself. */
  jobSql: SqlExecutor;
  /** SELECT 1 within `timeoutMs` (default 2 s); false on any failure. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Writes the database's own dump to `file` (decision 0046): pg_dump's custom format on
   * PostgreSQL, PGlite's dumpDataDir (gzipped tar of its folder) on the embedded database.
   */
  dumpTo(file: string): Promise<void>;
  /**
   * On the embedded database, what `npm run backup` run beside this process gets done
   * (db/pglite-holder.ts); nothing on PostgreSQL, where pg_dump works from anywhere.
   */
  onBackupRequest(handler: BackupHandler): void;
  /** Disconnects Prisma and closes PGlite (an open PGlite makes the process exit with 99). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder (created with its parents), or ":memory:". Ignored with databaseUrl. */
  dataDir: string;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /**
   * A new PGlite folder starts as a copy of this migrated template when it is current
   * (db/pglite-template.ts; default server/build/pglite-template); false: always initialise.
   */
  template?: string | false;
}

const CONNECT_TIMEOUT_MS = 5_000;
// A PGlite folder opened twice in one process corrupts it: refuse instead.
const openFolders = new Set<string>();

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.template ?? TEMPLATE_DIR);
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  let url: URL;
  try {
    url = new URL(databaseUrl);
    if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error(`unsupported scheme ${url.protocol}`);
  } catch (error) {
    throw DatabaseUnavailableError.forUrl(databaseUrl, error);
  }
  const [{ default: pg }, { PrismaPg }] = await Promise.all([import("pg"), import("@prisma/adapter-pg")]);
  // Fail at start with a clear message rather than on the first request.
  const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await probe.connect();
    await probe.query("SELECT 1");
  } catch (error) {
    throw DatabaseUnavailableError.forUrl(databaseUrl, error);
  } finally {
    await probe.end().catch(() => {});
  }
  // One pool for Prisma's adapter and the raw statement of the hot write path (placeOrder,
  // db/sql-statement.ts): poolSize connections in all, as before.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on("error", (error) => logger.error(`[db] idle database connection failed: ${error.message}`));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  registerSqlStatements(prisma, pool);
  // The job workers poll on connections of their own, so a busy request pool never delays them.
  const jobPool = new pg.Pool({
    connectionString: databaseUrl,
    max: 3,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: "karaage-jobs",
  });
  jobPool.on("error", (error) => logger.error(`[jobs] idle database connection failed: ${error.message}`));
  return makeDatabase(
    "postgres",
    prisma,
    poolExecutor(jobPool),
    () => applyMigrations({ kind: "postgres", databaseUrl }),
    (file) => dumpPostgres(databaseUrl, file),
    () => {},
    async () => {
      await Promise.all([jobPool.end(), pool.end()]);
    },
  );
}

async function openPglite(dataDir: string, template: string | false): Promise<Database> {
  const inMemory = dataDir === ":memory:";
  const folder = inMemory ? dataDir : path.resolve(dataDir);
  if (!inMemory && openFolders.has(folder)) {
    throw new DatabaseUnavailableError(`DATA_DIR=${folder}`, "already open in this process");
  }
  let pglite: PGlite;
  let hold: FolderHold | undefined;
  const [{ PGlite: PGliteClass }, { pg_trgm }, { PrismaPGlite }, { withArrayLiteralParams }] =
    await Promise.all([
      import("@electric-sql/pglite"),
      // The trigram search indexes (decision 0050) need the extension loaded on every open.
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("pglite-prisma-adapter"),
      import("./db/pglite-arrays.js"),
    ]);
  try {
    // Another process holding the folder (a server, a backup) is refused before anything is written.
    if (!inMemory) hold = await holdFolder(folder);
    if (!inMemory && !(template && (await copyTemplateInto(folder, template)))) {
      await mkdir(folder, { recursive: true });
    }
    const extensions = { pg_trgm };
    pglite = await (inMemory
      ? PGliteClass.create({ extensions })
      : PGliteClass.create(folder, { extensions }));
  } catch (error) {
    await hold?.release();
    throw new DatabaseUnavailableError(`DATA_DIR=${folder}`, error);
  }
  if (!inMemory) openFolders.add(folder);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(withArrayLiteralParams(pglite)) });
  return makeDatabase(
    "pglite",
    prisma,
    pgliteExecutor(pglite),
    () => applyMigrations({ kind: "pglite", pglite }),
    (file) => dumpPglite(pglite, file),
    (handler) => hold?.onBackupRequest(handler),
    async () => {
      try {
        await pglite.close();
      } finally {
        openFolders.delete(folder);
        await hold?.release();
      }
    },
  );
}

function makeDatabase(
  kind: Database["kind"],
  prisma: PrismaClient,
  jobSql: SqlExecutor,
  applyPrismaMigrations: () => Promise<string[]>,
  dumpTo: (file: string) => Promise<void>,
  onBackupRequest: (handler: BackupHandler) => void,
  closeDriver: () => Promise<void>,
): Database {
  let closing: Promise<void> | undefined;
  return {
    prisma,
    kind,
    jobSql,
    dumpTo,
    onBackupRequest,
    async migrate() {
      const applied = await applyPrismaMigrations();
      await installJobSchema(jobSql);
      return applied;
    },
    async ping(timeoutMs = 2_000) {
      if (closing) return false; // a query after $disconnect would quietly reconnect
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const query = prisma.$queryRaw`SELECT 1`.then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      closing ??= (async () => {
        try {
          await prisma.$disconnect();
        } finally {
          await closeDriver();
        }
      })();
      return closing;
    },
  };
}
