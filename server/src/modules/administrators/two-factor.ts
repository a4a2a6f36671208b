// The second factor of administrators (decision 0049): a TOTP authenticator app (RFC 6238, 6
// digits, 30 s, SHA-1: what every app reads from the QR code) through otpauth, and ten one-time
// recovery codes stored as SHA-256. A code is accepted once: the step it belongs to is recorded
// with a conditional update, so a replay (or two requests racing with one code) fails.
import { createHash, randomInt } from "node:crypto";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { DomainError } from "../../errors.js";
import type { Administrator, PrismaClient } from "../../generated/prisma/client.js";

const ISSUER = "からあげ 管理画面";
const PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;

export const SECOND_FACTOR_REQUIRED = "認証アプリに表示されている6桁の確認コードを入力してください";

/** The password was right and the account has a second factor: the code is asked for next. */
export class SecondFactorRequiredError extends DomainError {
  override name = "SecondFactorRequiredError";
  readonly code = "SECOND_FACTOR_REQUIRED";
  constructor(message = SECOND_FACTOR_REQUIRED) {
    super(message);
  }
}

export function totpFor(administrator: Pick<Administrator, "email">, secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label: administrator.email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// URI and its QR code (an SVG), for the authenticator app. */
export async function enrolment(administrator: Pick<Administrator, "email">, secret: string) {
  const uri = totpFor(administrator, secret).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

/** The 30-second step a 6-digit code belongs to (one step of drift either way), or null. */
export function totpStep(
  administrator: Pick<Administrator, "email">,
  secret: string,
  code: string,
  now: Date,
): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(administrator, secret).validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

const hashCode = (code: string) =>
  createHash("sha256").update(code.toLowerCase().replace(/[\s-]/g, "")).digest("hex");

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i: read aloud and typed by hand

/** Ten fresh recovery codes (xxxxx-xxxxx), replacing any earlier ones; answered once, in clear. */
export async function replaceRecoveryCodes(
  prisma: Pick<PrismaClient, "adminRecoveryCode">,
  administratorId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await prisma.adminRecoveryCode.deleteMany({ where: { administratorId } });
  await prisma.adminRecoveryCode.createMany({
    data: codes.map((code) => ({ administratorId, codeHash: hashCode(code) })),
  });
  return codes;
}

/**
 * Whether `code` is the administrator's current TOTP code (used once) or one of their unused
 * recovery codes (used up now).
 */
export async function redeemSecondFactor(
  prisma: PrismaClient,
  administrator: Pick<Administrator, "id" | "email" | "totpSecret">,
  code: string,
  now = new Date(),
): Promise<boolean> {
  if (!administrator.totpSecret) return false;
  const step = totpStep(administrator, administrator.totpSecret, code, now);
  if (step !== null) {
    const taken = await prisma.administrator.updateMany({
      where: {
        id: administrator.id,
        totpSecret: administrator.totpSecret,
        OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }],
      },
      data: { totpLastStep: step },
    });
    return taken.count === 1;
  }
  if (!/^[a-z0-9-\s]{10,13}$/i.test(code)) return false;
  const used = await prisma.adminRecoveryCode.updateMany({
    where: { administratorId: administrator.id, codeHash: hashCode(code), usedAt: null },
    data: { usedAt: now },
  });
  return used.count === 1;
}
