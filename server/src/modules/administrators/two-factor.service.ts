// Turning an administrator's own second factor on and off (decision 0049). On: a secret is shown
// (QR code and text), and becomes the account's only once a code from the app is entered; the
// recovery codes are shown then, once. Off (or to reset it on another phone): the password and a
// code (from the app, or a recovery code).
import { ConflictError, ValidationError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { verifyPassword } from "../auth/password.js";
import {
  enrolment,
  newTotpSecret,
  redeemSecondFactor,
  replaceRecoveryCodes,
  totpStep,
} from "./two-factor.js";

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: "2段階認証はすでに有効です。設定し直すときは、いったん無効にしてください",
  notStarted: "先に「2段階認証を設定する」から設定を始めてください",
  wrongCode: "確認コードが正しくありません。認証アプリの最新のコードを入力してください",
  wrongPasswordOrCode: "パスワードまたは確認コードが正しくありません",
  notOn: "2段階認証は有効になっていません",
} as const;

type Deps = { prisma: PrismaClient };

export async function startTwoFactor({ prisma }: Deps, administratorId: number) {
  const admin = await prisma.administrator.findUniqueOrThrow({ where: { id: administratorId } });
  if (admin.totpSecret) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await prisma.administrator.update({ where: { id: admin.id }, data: { totpPendingSecret: secret } });
  return enrolment(admin, secret);
}

export async function confirmTwoFactor(
  { prisma }: Deps,
  administratorId: number,
  code: string,
  now = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  const admin = await prisma.administrator.findUniqueOrThrow({ where: { id: administratorId } });
  if (admin.totpSecret) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!admin.totpPendingSecret) throw new ConflictError(TWO_FACTOR_MESSAGES.notStarted);
  const step = totpStep(admin, admin.totpPendingSecret, code, now);
  if (step === null) {
    throw new ValidationError(TWO_FACTOR_MESSAGES.wrongCode, { code: [TWO_FACTOR_MESSAGES.wrongCode] });
  }
  return prisma.$transaction(async (tx) => {
    const turned = await tx.administrator.updateMany({
      where: { id: admin.id, totpSecret: null, totpPendingSecret: admin.totpPendingSecret },
      data: {
        totpSecret: admin.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
        totpEnabledAt: now,
      },
    });
    if (turned.count !== 1) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
    const recoveryCodes = await replaceRecoveryCodes(tx, admin.id);
    return { recoveryCodes };
  });
}

export async function disableTwoFactor(
  { prisma }: Deps,
  administratorId: number,
  input: { password: string; code: string },
  now = new Date(),
): Promise<void> {
  const admin = await prisma.administrator.findUniqueOrThrow({ where: { id: administratorId } });
  if (!admin.totpSecret) throw new ConflictError(TWO_FACTOR_MESSAGES.notOn);
  const passwordOk = await verifyPassword(admin.passwordHash, input.password ?? "");
  // The code is spent only with the right password, so a guess at the password costs no code.
  const codeOk = passwordOk && (await redeemSecondFactor(prisma, admin, input.code ?? "", now));
  if (!codeOk) {
    const message = TWO_FACTOR_MESSAGES.wrongPasswordOrCode;
    throw new ValidationError(message, { password: [message], code: [message] });
  }
  await prisma.$transaction(async (tx) => {
    await tx.administrator.update({
      where: { id: admin.id },
      data: { totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpEnabledAt: null },
    });
    await tx.adminRecoveryCode.deleteMany({ where: { administratorId: admin.id } });
  });
}
