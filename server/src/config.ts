import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "../../shared/zod-ja.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const DEMO_ADMIN_EMAIL = "admin@karaage.example";
export const DEMO_ADMIN_PASSWORD = "karaage-admin-2026";

export interface Config {
  port: number;
  /** Unset: the embedded database (PGlite) in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Reverse proxies in front of the app whose X-Forwarded-For entries are believed (0: none). */
  trustProxy: number;
  /** Prefix of this site's Redis channels, so sites (or test runs) sharing one Redis never hear each other. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  /**
   * Where backups are written (BACKUP_DIR, default DATA_DIR/backups; decision 0046); with
   * DATA_DIR=":memory:" and no BACKUP_DIR, no nightly backup.
   */
  backupDir: string | undefined;
  /** Bearer token for GET /metrics; unset: no metrics endpoint. */
  metricsToken: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  /** Whether an empty database may be filled with the demo shop on start. */
  seedDemo: boolean;
  /** The built client (Vite output) served as static files. */
  clientDistDir: string;
  /**
   * Server processes sharing the port (node:cluster, decision 0023): WEB_CONCURRENCY, a number or
   * "auto" (one per core). Only with DATABASE_URL: the embedded database lives in one process.
   */
  webConcurrency: number;
  /**
   * Stripe Checkout (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, decision 0035); unset: the
   * sandbox, except in production, where card payment is then not offered.
   */
  stripe: { secretKey: string; webhookSecret: string; paypay: boolean; apiUrl?: string } | undefined;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

// Blank values count as unset: docker-compose and .env files often carry `KEY=`.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const urlWithScheme = (schemes: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL such as ${example}` },
  );

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be 0..65535")
      .max(65535, "must be 0..65535"),
  ),
  DATABASE_URL: optional(
    urlWithScheme(["postgres:", "postgresql:"], "postgresql://user:password@host:5432/karaage"),
  ),
  DATA_DIR: optional(z.string()),
  REDIS_URL: optional(urlWithScheme(["redis:", "rediss:"], "redis://127.0.0.1:6379")),
  TRUST_PROXY: optional(
    z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(0)
      .max(5, "must be 0..5"),
  ),
  REDIS_PREFIX: optional(z.string().regex(/^[\w:.-]{1,64}$/, "must be 1-64 letters, digits, _ : . or -")),
  SMTP_URL: optional(urlWithScheme(["smtp:", "smtps:"], "smtp://user:password@mail.example:587")),
  BACKUP_DIR: optional(z.string()),
  METRICS_TOKEN: optional(
    z.string().regex(/^[\x21-\x7e]{16,256}$/, "must be 16-256 visible ASCII characters (a random secret)"),
  ),
  PUBLIC_URL: optional(urlWithScheme(["http:", "https:"], "https://karaage.example")),
  ADMIN_EMAIL: optional(z.email("must be an e-mail address")),
  ADMIN_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
  NODE_ENV: optional(
    z.enum(["development", "production", "test"], "must be development, production or test"),
  ),
  SEED_DEMO: optional(z.enum(["0", "1", "true", "false"], "must be 1 or 0")),
  CLIENT_DIST_DIR: optional(z.string()),
  WEB_CONCURRENCY: optional(
    z.union([
      z.literal("auto"),
      z.coerce.number({ message: 'must be a number or "auto"' }).int("must be a whole number").min(1).max(64),
    ]),
  ),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a key such as sk_live_…"),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, "must be a signing secret such as whsec_…"),
  ),
  STRIPE_PAYPAY: optional(z.enum(["0", "1", "true", "false"], "must be 1 or 0")),
  STRIPE_API_URL: optional(urlWithScheme(["http:", "https:"], "http://127.0.0.1:12111")),
});

/**
 * Reads the settings from `env`. Throws ConfigError with a one-line message naming the
 * variable when a value is unusable, so main.ts can print it and exit.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid ${key}: ${issue?.message ?? "bad value"}`);
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV ?? "development";
  const isProduction = nodeEnv === "production";
  const port = e.PORT ?? 3000;
  const seedFlag = e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === "1" || e.SEED_DEMO === "true";
  // Production never gets the demo shop by accident; elsewhere a fresh database is filled
  // so that `npm start` shows a working shop (SEED_DEMO=0 opts out).
  const seedDemo = isProduction ? seedFlag === true : seedFlag !== false;

  const adminEmail = e.ADMIN_EMAIL ?? (isProduction ? undefined : DEMO_ADMIN_EMAIL);
  const adminPassword = e.ADMIN_PASSWORD ?? (isProduction ? undefined : DEMO_ADMIN_PASSWORD);
  if (seedDemo && (!adminEmail || !adminPassword)) {
    throw new ConfigError("SEED_DEMO=1 in production needs ADMIN_EMAIL and ADMIN_PASSWORD");
  }

  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together");
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          paypay: e.STRIPE_PAYPAY === "1" || e.STRIPE_PAYPAY === "true",
          ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
        }
      : undefined;

  return {
    stripe,
    port,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === ":memory:" ? ":memory:" : path.resolve(e.DATA_DIR ?? "./data"),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? "karaage:",
    trustProxy: e.TRUST_PROXY ?? 0,
    smtpUrl: e.SMTP_URL,
    metricsToken: e.METRICS_TOKEN,
    backupDir: e.BACKUP_DIR
      ? path.resolve(e.BACKUP_DIR)
      : e.DATA_DIR === ":memory:"
        ? undefined
        : path.join(path.resolve(e.DATA_DIR ?? "./data"), "backups"),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    adminEmail,
    adminPassword,
    nodeEnv,
    isProduction,
    seedDemo,
    clientDistDir: e.CLIENT_DIST_DIR ? path.resolve(e.CLIENT_DIST_DIR) : path.join(repoRoot, "dist/client"),
    webConcurrency: !e.DATABASE_URL
      ? 1
      : e.WEB_CONCURRENCY === "auto"
        ? availableParallelism()
        : (e.WEB_CONCURRENCY ?? 1),
  };
}

/** Loads `.env` from the working directory when present; real environment variables win. */
export function loadDotEnv(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
