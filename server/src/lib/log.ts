// The server's one logger (pino): JSON lines in production, readable lines in development, nothing
// in tests unless LOG_LEVEL asks. Every line written while a request (or a job it queued) runs
// carries that request's id, and personal data (e-mail, phone, address, names) and secrets
// (tokens, passwords, codes of the second factor) are replaced by "[redacted]" (decision 0048).
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type DestinationStream, type Logger } from "pino";

interface Scope {
  requestId: string;
}
const scope = new AsyncLocalStorage<Scope>();

/** The id of the request (or of the job, carrying its request's id) this code runs for. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** Runs `fn` as part of the request `requestId`: its log lines and the jobs it queues carry it. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

/** A caller's X-Request-Id when it looks like one (a proxy's), or a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w.:-]{8,128}$/.test(value) ? value : randomUUID();
}

/** Field names whose values never reach a log line, at any of the first three depths. */
export const REDACTED_FIELDS = [
  "email",
  "newEmail",
  "tel",
  "phone",
  "shippingTel",
  "postalCode",
  "shippingPostalCode",
  "address",
  "address1",
  "address2",
  "shippingAddress1",
  "shippingAddress2",
  "name",
  "lastName",
  "firstName",
  "lastNameKana",
  "firstNameKana",
  "shippingLastName",
  "shippingFirstName",
  "shippingLastNameKana",
  "shippingFirstNameKana",
  "receiptName",
  "password",
  "passwordConfirmation",
  "password_confirmation",
  "currentPassword",
  "current_password",
  "passwordHash",
  "token",
  "accessToken",
  "access-token",
  "refreshToken",
  "authorization",
  "cookie",
  "secret",
  "totpSecret",
  "otp",
  "recoveryCode",
  "recoveryCodes",
];

const quoted = (field: string) => (/^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`);
const join = (prefix: string, field: string) =>
  quoted(field).startsWith("[") ? `${prefix}${quoted(field)}` : `${prefix}.${field}`;

export const REDACT_PATHS = REDACTED_FIELDS.flatMap((field) => [
  quoted(field),
  join("*", field),
  join("*.*", field),
]);

export interface LoggerOptions {
  level?: string;
  /** Readable lines (pino-pretty, a development dependency) instead of JSON. */
  pretty?: boolean;
  /** Where lines go (tests); standard output otherwise. */
  destination?: DestinationStream;
}

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  // Tests stay quiet: LOG_LEVEL=info (or debug) shows what the app under test writes.
  if (process.env.VITEST || process.env.NODE_ENV === "test") return "silent";
  return "info";
}

function wantsPretty(): boolean {
  if (process.env.LOG_FORMAT) return process.env.LOG_FORMAT === "pretty";
  return process.env.NODE_ENV !== "production" && process.stdout.isTTY === true;
}

export function createLogger({
  level = defaultLevel(),
  pretty = wantsPretty(),
  destination,
}: LoggerOptions = {}): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  if (destination) return pino(options, destination);
  if (pretty) {
    return pino({
      ...options,
      transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid" } },
    });
  }
  return pino(options);
}

/** The process's logger; modules take a child with their own `module` field. */
export const logger: Logger = createLogger();

export function moduleLogger(module: string): Logger {
  return logger.child({ module });
}
