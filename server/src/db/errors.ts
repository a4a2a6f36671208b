/** postgresql://user:secret@host:5432/db -> postgresql://user:***@host:5432/db */
export function maskDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    for (const key of [...u.searchParams.keys()]) {
      if (/pass|secret|token/i.test(key)) u.searchParams.set(key, "***");
    }
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, "//$1:***@");
  }
}

/**
 * The database cannot be reached or opened. The message is one line (Japanese, then the
 * location with the password masked, then the driver's reason) and so is `stack`, so that
 * printing the error at start never shows a trace.
 */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";

  constructor(location: string, reason: unknown) {
    super(`データベースに接続できません (${location}): ${describeReason(reason)}`);
    this.stack = `${this.name}: ${this.message}`;
  }

  static forUrl(databaseUrl: string, reason: unknown): DatabaseUnavailableError {
    return new DatabaseUnavailableError(`DATABASE_URL=${maskDatabaseUrl(databaseUrl)}`, reason);
  }
}

function describeReason(reason: unknown): string {
  const errors = (reason as { errors?: unknown[] } | null)?.errors;
  // Node's AggregateError (IPv4 + IPv6 attempts) has an empty message; take the first inner one.
  const source = Array.isArray(errors) && errors.length && !(reason as Error).message ? errors[0] : reason;
  const text = source instanceof Error ? source.message : String(source);
  return text.split("\n")[0]?.trim() || "unknown error";
}
