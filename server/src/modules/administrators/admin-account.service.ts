// Administrators. Roles: OWNER may do everything, including managing administrators,
// tax and shop settings; STAFF handle orders, the catalog and customers. The last
// owner cannot be removed or demoted, and nobody removes themselves.
import {
  administratorCreateSchema,
  administratorUpdateSchema,
  adminSignInSchema,
} from "../../../../shared/account.js";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors.js";
import type { Administrator, Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { auditActorById, recordAudit } from "../audit/audit.service.js";
import { currentPasswordMissing, SIGN_IN_FAILED } from "../auth/customer-account.service.js";
import { hashPassword, verifyPassword, verifyPasswordAgainstNothing } from "../auth/password.js";
import { type SessionEventPubSub, sessionsChanged } from "../auth/session-events.js";
import { assertSignInAllowed, recordSignInFailure } from "../auth/sign-in-throttle.js";
import { type IssuedToken, issueToken, revokeAllTokens, revokeToken } from "../auth/tokens.js";
import { redeemSecondFactor, SecondFactorRequiredError } from "./two-factor.js";

export interface AdminViewer {
  administratorId: number;
  role: Administrator["role"];
}

type Query = { include?: Prisma.AdministratorInclude; select?: Prisma.AdministratorSelect };

const EMAIL_TAKEN = "このメールアドレスはすでに管理者として登録されています";

export async function signInAdmin(
  prisma: PrismaClient,
  raw: unknown,
  ip: string | null,
  now = new Date(),
): Promise<{ administrator: Administrator; token: IssuedToken }> {
  const { email, password, otp } = parseInput(adminSignInSchema, raw);
  await assertSignInAllowed(prisma, "admin", email, ip, now);
  const administrator = await prisma.administrator.findUnique({ where: { email } });
  const ok = administrator
    ? await verifyPassword(administrator.passwordHash, password)
    : await verifyPasswordAgainstNothing(password);
  if (!administrator || !ok) {
    await recordSignInFailure(prisma, "admin", email, ip, now);
    throw new UnauthorizedError(SIGN_IN_FAILED);
  }
  // The second factor (decision 0049): asked for only after the right password; a wrong code is
  // answered and counted exactly as a wrong password.
  if (administrator.totpSecret) {
    if (!otp) throw new SecondFactorRequiredError();
    if (!(await redeemSecondFactor(prisma, administrator, otp, now))) {
      await recordSignInFailure(prisma, "admin", email, ip, now);
      throw new UnauthorizedError(SIGN_IN_FAILED);
    }
  }
  return { administrator, token: await issueToken(prisma, "admin", administrator.id, now) };
}

export async function signOutAdmin(
  prisma: PrismaClient,
  administratorId: number,
  client: string,
  pubsub?: SessionEventPubSub,
) {
  await revokeToken(prisma, "admin", administratorId, client);
  sessionsChanged(pubsub, "admin", administratorId);
}

export async function getAdministrator(prisma: PrismaClient, id: number): Promise<Administrator> {
  const administrator = await prisma.administrator.findUnique({ where: { id } });
  if (!administrator) throw new NotFoundError("管理者が見つかりませんでした");
  return administrator;
}

export function listAdministrators(prisma: PrismaClient): Promise<Administrator[]> {
  return prisma.administrator.findMany({ orderBy: { id: "asc" } });
}

/** Every administrator with the door's planned `query` (a GraphQL selection). */
export function administratorsFor<Q extends Query>(prisma: PrismaClient, query: Q) {
  return prisma.administrator.findMany({ ...query, orderBy: { id: "asc" } });
}

/** One administrator with the door's `query`: null for an unknown id (or one that is no number). */
export function administratorFor<Q extends Query>(prisma: PrismaClient, id: number, query: Q) {
  return Number.isSafeInteger(id) ? prisma.administrator.findUnique({ ...query, where: { id } }) : null;
}

/** The signed-in administrator (or one just written) read with the door's `query`. */
export function rereadAdministrator<Q extends Query>(prisma: PrismaClient, id: number, query: Q) {
  return prisma.administrator.findUniqueOrThrow({ ...query, where: { id } });
}

export async function createAdministrator(
  prisma: PrismaClient,
  viewer: AdminViewer,
  raw: unknown,
): Promise<Administrator> {
  if (viewer.role !== "OWNER") throw new ForbiddenError("管理者を追加できるのはオーナーだけです");
  const { password, passwordConfirmation: _, ...input } = parseInput(administratorCreateSchema, raw);
  if (await prisma.administrator.findUnique({ where: { email: input.email } })) {
    throw new ValidationError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
  const passwordHash = await hashPassword(password);
  const actor = await auditActorById(prisma, viewer.administratorId);
  return prisma.$transaction(async (tx) => {
    const created = await tx.administrator.create({ data: { ...input, passwordHash } });
    await recordAudit(tx, actor, {
      kind: "ADMINISTRATOR",
      subject: `管理者「${created.name}」`,
      detail: `追加（${created.role === "OWNER" ? "オーナー" : "スタッフ"}）`,
    });
    return created;
  });
}

/** The signed-in administrator's own account; a new e-mail or password needs the current password. */
export async function updateOwnAdministrator(
  prisma: PrismaClient,
  viewer: AdminViewer,
  client: string,
  raw: unknown,
  pubsub?: SessionEventPubSub,
): Promise<Administrator> {
  const {
    password,
    passwordConfirmation: _,
    currentPassword,
    ...input
  } = parseInput(administratorUpdateSchema, raw);
  const me = await getAdministrator(prisma, viewer.administratorId);
  const sensitive = input.email !== me.email || Boolean(password);
  if (sensitive && !currentPassword) throw currentPasswordMissing();
  if (sensitive && !(await verifyPassword(me.passwordHash, currentPassword ?? ""))) {
    throw new ValidationError("現在のパスワードが正しくありません", {
      currentPassword: ["現在のパスワードが正しくありません"],
    });
  }
  if (
    input.email !== me.email &&
    (await prisma.administrator.findUnique({ where: { email: input.email } }))
  ) {
    throw new ValidationError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
  const updated = await prisma.administrator.update({
    where: { id: me.id },
    data: { ...input, ...(password ? { passwordHash: await hashPassword(password) } : {}) },
  });
  if (sensitive) {
    await revokeAllTokens(prisma, "admin", me.id, client);
    sessionsChanged(pubsub, "admin", me.id);
  }
  return updated;
}

export async function deleteAdministrator(
  prisma: PrismaClient,
  viewer: AdminViewer,
  id: number,
  pubsub?: SessionEventPubSub,
): Promise<void> {
  if (viewer.role !== "OWNER") throw new ForbiddenError("管理者を削除できるのはオーナーだけです");
  if (id === viewer.administratorId) throw new ValidationError("ご自身のアカウントは削除できません");
  const actor = await auditActorById(prisma, viewer.administratorId);
  // Serializable so that two owners deleting each other at once cannot leave the shop without one.
  await prisma.$transaction(
    async (tx) => {
      const target = await tx.administrator.findUnique({ where: { id } });
      if (!target) throw new NotFoundError("管理者が見つかりませんでした");
      if (target.role === "OWNER" && (await tx.administrator.count({ where: { role: "OWNER" } })) <= 1) {
        throw new ValidationError("最後のオーナーは削除できません");
      }
      await tx.administrator.delete({ where: { id } });
      await recordAudit(tx, actor, {
        kind: "ADMINISTRATOR",
        subject: `管理者「${target.name}」`,
        detail: "削除",
      });
    },
    { isolationLevel: "Serializable" },
  );
  sessionsChanged(pubsub, "admin", id);
}
