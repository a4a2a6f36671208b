// Order codes, idempotency keys and arrival secrets (docs/decisions/0004-orders.md).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** No 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B: read aloud at the counter without confusion. */
export const CODE_ALPHABET = "ACDEFGHJKLMNPQRTUVWXY3479";
export const CODE_PATTERN = /^[ACDEFGHJKLMNPQRTUVWXY3479]{6}$/;

/** Six characters with at least one letter, so a code never looks like a numeric id. */
export function generateOrderCode(): string {
  for (;;) {
    let code = "";
    for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (/[A-Z]/.test(code)) return code;
  }
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Derived from the client's idempotency key (never stored), so a replay answers the same secret. */
export function arrivalSecret(idempotencyKey: string, code: string): string {
  return createHmac("sha256", idempotencyKey).update(`arrival:${code}`).digest("base64url");
}

export function secretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash || !secret || secret.length > 200) return false;
  const a = Buffer.from(sha256(secret), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A random secret for one status link. Only its hash is stored (`statusSecretHashes`): each mail
 * that carries the link draws a new one, and every one mailed keeps opening the page.
 */
export function newStatusSecret(): string {
  return randomBytes(24).toString("base64url");
}

/** Whether `secret` is one of the order's status-link secrets, compared by hash in constant time. */
export function statusSecretMatches(secret: string, storedHashes: readonly string[] | null): boolean {
  if (!storedHashes?.length || !secret || secret.length > 200) return false;
  const presented = Buffer.from(sha256(secret), "hex");
  let found = false;
  for (const stored of storedHashes) {
    const b = Buffer.from(stored, "hex");
    if (b.length === presented.length && timingSafeEqual(presented, b)) found = true;
  }
  return found;
}
