// The events benchmark's surroundings: is PostgreSQL or Redis there, how many SQL statements the
// apps of this process send, and a console without the apps' mail log lines.
import { Redis } from "ioredis";
import pg from "pg";

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const reachablePostgres = (url: string) =>
  withClient(url, (client) => client.query("SELECT 1")).then(
    () => true,
    () => false,
  );

export async function reachableRedis(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, retryStrategy: () => null });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Counts SQL statements sent by every pg client of this process (the apps' Prisma adapters). */
export function countStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    read: () => count,
    restore: () => {
      proto.query = original;
    },
  };
}

/** Without SMTP_URL the apps log every confirmation mail they write to the outbox: not bench output. */
export function muteMailLog() {
  const original = console.log;
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith("mail to ")) return;
    original(...args);
  };
  return {
    restore: () => {
      console.log = original;
    },
  };
}

const QUEUED_MAIL = "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state < 'completed'";

/** Mail jobs of the app on `url` not delivered yet (waiting, retrying or being sent). */
export async function mailQueued(url: string): Promise<number> {
  return withClient(url, async (client) => (await client.query(QUEUED_MAIL)).rows[0].n as number);
}

/** Waits until the app on `url` has delivered every queued mail (no mail job waiting or running). */
export async function mailDrained(url: string, timeoutMs = 120_000): Promise<void> {
  await withClient(url, async (client) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { n } = (await client.query(QUEUED_MAIL)).rows[0] as { n: number };
      if (n === 0) return;
      if (Date.now() > deadline) throw new Error(`${n} mails still queued after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
