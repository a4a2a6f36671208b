import { Prisma } from "./generated/prisma/client.js";

/**
 * Expected failures. Their messages are shown to people as they are, so they are Japanese;
 * anything that is not a DomainError is masked before it leaves the server.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;

  /** GraphQL copies an original error's `extensions` into the error it reports. */
  get extensions(): Record<string, unknown> {
    return { code: this.code };
  }
}

export class ValidationError extends DomainError {
  override name = "ValidationError";
  readonly code = "BAD_USER_INPUT";
  /** Messages per input field (camelCase path), when the failure belongs to a field. */
  readonly fieldErrors: Record<string, string[]>;

  constructor(message = "入力内容に誤りがあります", fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.fieldErrors = fieldErrors;
  }

  override get extensions(): Record<string, unknown> {
    return Object.keys(this.fieldErrors).length
      ? { code: this.code, fieldErrors: this.fieldErrors }
      : { code: this.code };
  }
}

/** A request the server cannot read at all (malformed JSON, wrong content type). */
export class BadRequestError extends DomainError {
  override name = "BadRequestError";
  readonly code = "BAD_REQUEST";
  constructor(message = "リクエストの形式が正しくありません") {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  override name = "NotFoundError";
  readonly code = "NOT_FOUND";
  constructor(message = "お探しのデータが見つかりませんでした") {
    super(message);
  }
}

export class UnauthorizedError extends DomainError {
  override name = "UnauthorizedError";
  readonly code = "UNAUTHENTICATED";
  constructor(message = "ログインしてください") {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  override name = "ForbiddenError";
  readonly code = "FORBIDDEN";
  constructor(message = "この操作を行う権限がありません") {
    super(message);
  }
}

export class ConflictError extends DomainError {
  override name = "ConflictError";
  readonly code = "CONFLICT";
  constructor(message = "データが他の操作で変更されました。もう一度お試しください") {
    super(message);
  }
}

/** Too many attempts in a window (sign-in throttling). */
export class TooManyRequestsError extends DomainError {
  override name = "TooManyRequestsError";
  readonly code = "TOO_MANY_REQUESTS";
  constructor(message = "リクエストが多すぎます。しばらく時間をおいてからもう一度お試しください") {
    super(message);
  }
}

export const UNSTORABLE_TEXT_MESSAGE = "使用できない文字（制御文字など）が含まれています";

/**
 * The database cannot be reached (restarting, failing over): nothing was done, try again shortly.
 * REST answers 503 with Retry-After; GraphQL an error with code SERVICE_UNAVAILABLE.
 */
export class ServiceUnavailableError extends DomainError {
  override name = "ServiceUnavailableError";
  readonly code = "SERVICE_UNAVAILABLE";
  /** Seconds a client should wait before trying again. */
  readonly retryAfter = 5;

  constructor(
    message = "ただいまご注文を受け付けられません。数秒後にもう一度お試しください（データベースに接続しています）",
  ) {
    super(message);
  }
}

/** Errors that mean the database is away, whatever layer (Prisma, the pg driver, PGlite) reports it. */
const UNREACHABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|not currently accepting connections|too many clients|Connection terminated|terminating connection|connection (is )?closed|Can't reach database|DatabaseNotReachable|database system is (starting up|shutting down|in recovery)|the database system is|Cannot use a pool after calling end|PGlite is closed|Client has encountered a connection error|Timed out fetching a new connection|timeout exceeded when trying to connect/i;

function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (
      current instanceof Prisma.PrismaClientKnownRequestError &&
      ["P1001", "P1002", "P1008", "P1017", "P2024"].includes(current.code)
    ) {
      return true;
    }
    if (current instanceof Error && UNREACHABLE.test(current.message)) return true;
    // Prisma keeps the driver adapter's error (with the database's own message) in `meta`.
    const meta = (current as { meta?: { driverAdapterError?: unknown } }).meta;
    if (meta?.driverAdapterError) {
      current = meta.driverAdapterError;
      continue;
    }
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return false;
}

/**
 * The total the client showed is no longer the total: nothing was written, and the answer carries
 * the server's new quote so the client can show it (never a number parsed out of a message).
 */
export class PriceChangedError<Q = unknown> extends DomainError {
  override name = "PriceChangedError";
  readonly code = "PRICE_CHANGED";
  readonly quote: Q;

  constructor(
    quote: Q,
    message = "お支払い金額が変更されました。内容をご確認のうえ、もう一度ご注文ください",
  ) {
    super(message);
    this.quote = quote;
  }
}

const GENERIC_MESSAGE = "サーバーでエラーが発生しました。時間をおいてもう一度お試しください";
export const INTERNAL_ERROR_MESSAGE = GENERIC_MESSAGE;

/**
 * Known Prisma error codes become domain errors; see
 * https://www.prisma.io/docs/orm/reference/error-reference. Everything else is returned as is
 * (and later masked).
 */
export function fromPrismaError(error: unknown): unknown {
  if (!(error instanceof DomainError) && isUnreachable(error)) return new ServiceUnavailableError();
  // Raw SQL through pg (decision 0030): PostgreSQL's own code, read as the Prisma code for the
  // same refusal.
  const sqlState = postgresErrorCode(error);
  if (sqlState) {
    if (UNSTORABLE_TEXT_STATES.has(sqlState)) return new ValidationError(UNSTORABLE_TEXT_MESSAGE);
    const code = PRISMA_CODE_OF_STATE[sqlState];
    return code ? fromPrismaCode(code, error) : error;
  }
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return error;
  // PostgreSQL refuses text it cannot store (a NUL character, a broken UTF-8 sequence): 22021
  // and 22P05, surfaced by the driver adapter under a generic Prisma code.
  if (/\b(22021|22P05)\b|invalid byte sequence|untranslatable character/.test(error.message)) {
    return new ValidationError(UNSTORABLE_TEXT_MESSAGE);
  }
  return fromPrismaCode(error.code, error);
}

function fromPrismaCode(code: string, error: unknown): unknown {
  switch (code) {
    case "P2002": // unique constraint
      return new ConflictError("同じ内容のデータがすでに登録されています");
    case "P2003": // foreign key
      return new ConflictError("関連するデータがあるため、この操作はできません");
    case "P2014": // required relation would be violated
      return new ConflictError("関連するデータがあるため、この操作はできません");
    case "P2025": // record to update/delete not found
    case "P2001":
    case "P2018":
      return new NotFoundError();
    case "P2034": // write conflict or deadlock in a transaction
      return new ConflictError();
    case "P2000": // value too long for column
      return new ValidationError("入力された値が長すぎます");
    default:
      return error;
  }
}

/** A NUL or broken UTF-8 in text (22021), the same inside JSON (22P05). */
const UNSTORABLE_TEXT_STATES = new Set(["22021", "22P05"]);

/** SQLSTATEs and the Prisma codes Prisma gives the same refusals. */
const PRISMA_CODE_OF_STATE: Record<string, string> = {
  "23505": "P2002", // unique violation
  "23503": "P2003", // foreign key violation
  "40001": "P2034", // serialization failure
  "40P01": "P2034", // deadlock
  "22001": "P2000", // value too long
};

/** The SQLSTATE of an error that PostgreSQL itself answered through pg (raw SQL on a pool client, decision 0030). */
function postgresErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || error instanceof Prisma.PrismaClientKnownRequestError) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === "string" && typeof severity === "string" && /^[0-9A-Z]{5}$/.test(code)
    ? code
    : undefined;
}

/** The domain error behind `error` (unwrapping Prisma errors), or undefined. */
export function asDomainError(error: unknown): DomainError | undefined {
  const mapped = fromPrismaError(error);
  return mapped instanceof DomainError ? mapped : undefined;
}

/** HTTP status of a failure for the REST adapter; 500 for anything unexpected. */
export function httpStatusOf(error: unknown): number {
  const domain = asDomainError(error);
  if (domain instanceof BadRequestError) return 400;
  if (domain instanceof ValidationError || domain instanceof PriceChangedError) return 422;
  if (domain instanceof UnauthorizedError) return 401;
  if (domain instanceof ForbiddenError) return 403;
  if (domain instanceof NotFoundError) return 404;
  if (domain instanceof ConflictError) return 409;
  if (domain instanceof TooManyRequestsError) return 429;
  if (domain instanceof ServiceUnavailableError) return 503;
  return 500;
}
