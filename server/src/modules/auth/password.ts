// Password hashing: argon2id (RFC 9106) through @node-rs/argon2, a prebuilt native module
// (no compiler needed at install). Parameters follow OWASP's recommendation for argon2id:
// 19 MiB memory, 2 iterations, 1 lane — about 15 ms per hash here.
import { hash, verify } from "@node-rs/argon2";

// `Algorithm` is a const enum in the package's typings, which isolatedModules cannot import.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A PHC string such as `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFKC"), OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith("$argon2")) return false;
  try {
    return await verify(passwordHash, password.normalize("NFKC"));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so that sign-in
 * timing does not reveal which e-mail addresses are registered. Always false.
 */
export async function verifyPasswordAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("karaage-dummy-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
