// What only the OWNER does to other administrators (beside creating and deleting them, in
// admin-account.service.ts): change a role, reset a forgotten password. The shop always
// keeps an owner; a reset signs the person out everywhere.

import { newPasswordSchema } from "../../../../shared/account.js";
import { z } from "../../../../shared/zod-ja.js";
import type { Context } from "../../context.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import type { Administrator, AdminRole } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { auditActor, recordAudit } from "../audit/audit.service.js";
import { hashPassword } from "../auth/password.js";
import { type SessionEventPubSub, sessionsChanged } from "../auth/session-events.js";
import { revokeAllTokens } from "../auth/tokens.js";
import { ownerViewer } from "../settings/owner.js";

const ROLE_LABELS: Record<AdminRole, string> = { OWNER: "オーナー", STAFF: "スタッフ" };

const roleSchema = z.object({ role: z.enum(["OWNER", "STAFF"], "権限を選択してください") });

export async function changeAdministratorRole(
  ctx: Pick<Context, "prisma" | "viewer"> & { pubsub?: SessionEventPubSub },
  id: number,
  raw: unknown,
): Promise<Administrator> {
  ownerViewer(ctx);
  const { role } = parseInput(roleSchema, raw);
  const actor = await auditActor(ctx);
  const updated = await ctx.prisma.$transaction(
    async (tx) => {
      const target = await tx.administrator.findUnique({ where: { id } });
      if (!target) throw new NotFoundError("管理者が見つかりませんでした");
      if (
        target.role === "OWNER" &&
        role !== "OWNER" &&
        (await tx.administrator.count({ where: { role: "OWNER" } })) <= 1
      ) {
        throw new ValidationError("最後のオーナーの権限は変更できません", {
          role: ["最後のオーナーの権限は変更できません"],
        });
      }
      if (target.role !== role) {
        await recordAudit(tx, actor, {
          kind: "ADMINISTRATOR",
          subject: `管理者「${target.name}」`,
          detail: `権限 ${ROLE_LABELS[target.role]} → ${ROLE_LABELS[role]}`,
        });
      }
      return tx.administrator.update({ where: { id }, data: { role: role as AdminRole } });
    },
    { isolationLevel: "Serializable" },
  );
  // Live boards of that administrator end (4403) and are opened again with the new rights.
  sessionsChanged(ctx.pubsub, "admin", id);
  return updated;
}

export async function resetAdministratorPassword(
  ctx: Pick<Context, "prisma" | "viewer"> & { pubsub?: SessionEventPubSub },
  id: number,
  raw: unknown,
): Promise<Administrator> {
  const viewer = ownerViewer(ctx);
  const { password } = parseInput(newPasswordSchema, raw);
  const target = await ctx.prisma.administrator.findUnique({ where: { id } });
  if (!target) throw new NotFoundError("管理者が見つかりませんでした");
  const passwordHash = await hashPassword(password);
  const actor = await auditActor(ctx);
  const updated = await ctx.prisma.$transaction(async (tx) => {
    await recordAudit(tx, actor, {
      kind: "ADMINISTRATOR",
      subject: `管理者「${target.name}」`,
      detail: "パスワードを再設定",
    });
    return tx.administrator.update({ where: { id }, data: { passwordHash } });
  });
  // The owner resetting their own password stays signed in on this device only.
  await revokeAllTokens(ctx.prisma, "admin", id, id === viewer.administratorId ? viewer.client : undefined);
  sessionsChanged(ctx.pubsub, "admin", id);
  return updated;
}
