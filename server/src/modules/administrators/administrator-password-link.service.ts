// An owner sends another administrator a password-reset link (they never learn the password);
// the administrator follows it to /admin/resetpass and chooses a new one. The link is single use,
// valid for an hour, and a newer link replaces an older unused one. Setting the password signs the
// administrator out everywhere (live boards close within a second).
import { createHash, randomBytes } from "node:crypto";
import { newPasswordSchema } from "../../../../shared/account.js";
import { SHOP } from "../../../../shared/constants.js";
import type { Context } from "../../context.js";
import { NotFoundError, UnauthorizedError } from "../../errors.js";
import type { Administrator } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { composeMail } from "../../mail/mail.js";
import { hashPassword } from "../auth/password.js";
import { sessionsChanged } from "../auth/session-events.js";
import { revokeAllTokens } from "../auth/tokens.js";
import { ownerViewer } from "../settings/owner.js";

export const ADMIN_LINK_TTL_MS = 60 * 60 * 1000;
export const ADMIN_LINK_INVALID =
  "パスワード再設定のリンクが無効か、有効期限が切れています。オーナーにもう一度送ってもらってください";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

type Deps = Pick<Context, "prisma" | "viewer" | "mailer" | "publicUrl" | "pubsub">;

/** Mails the administrator a link to set a new password; returns them. OWNER only. */
export async function sendAdministratorPasswordLink(ctx: Deps, id: number): Promise<Administrator> {
  ownerViewer(ctx);
  const target = await ctx.prisma.administrator.findUnique({ where: { id } });
  if (!target) throw new NotFoundError("管理者が見つかりませんでした");
  const token = randomBytes(32).toString("base64url");
  const url = new URL("/admin/resetpass", ctx.publicUrl);
  url.searchParams.set("token", token);
  await ctx.prisma.$transaction(async (tx) => {
    await tx.adminPasswordLink.deleteMany({ where: { administratorId: id, usedAt: null } });
    await tx.adminPasswordLink.create({
      data: {
        administratorId: id,
        tokenHash: hash(token),
        expiresAt: new Date(Date.now() + ADMIN_LINK_TTL_MS),
      },
    });
    await ctx.mailer.send(
      composeMail(
        target.email,
        `【${SHOP.name}】管理画面のパスワード再設定`,
        [
          `${target.name} さん`,
          "オーナーが管理画面のパスワード再設定のリンクを送りました。\n下のリンクから新しいパスワードを設定してください。リンクの有効期限は1時間で、一度だけ使えます。",
          "お心当たりのない場合は、このメールを破棄してオーナーにお知らせください。パスワードは変更されません。",
        ],
        { label: "パスワードを設定する", url: url.toString() },
      ),
      { tx },
    );
  });
  return target;
}

/** Sets the new password with a mailed link, used up once; every session of theirs ends. */
export async function setPasswordWithAdministratorLink(
  ctx: Pick<Context, "prisma" | "pubsub">,
  raw: { token?: unknown; password?: unknown; passwordConfirmation?: unknown },
): Promise<Administrator> {
  const token = typeof raw.token === "string" && raw.token.length <= 200 ? raw.token : "";
  if (!token) throw new UnauthorizedError(ADMIN_LINK_INVALID);
  const { password } = parseInput(newPasswordSchema, raw);
  const now = new Date();
  const link = await ctx.prisma.adminPasswordLink.findUnique({ where: { tokenHash: hash(token) } });
  if (!link || link.usedAt || link.expiresAt <= now) throw new UnauthorizedError(ADMIN_LINK_INVALID);
  const { count } = await ctx.prisma.adminPasswordLink.updateMany({
    where: { id: link.id, usedAt: null },
    data: { usedAt: now },
  });
  if (count !== 1) throw new UnauthorizedError(ADMIN_LINK_INVALID);
  const updated = await ctx.prisma.administrator.update({
    where: { id: link.administratorId },
    data: { passwordHash: await hashPassword(password) },
  });
  await revokeAllTokens(ctx.prisma, "admin", updated.id);
  sessionsChanged(ctx.pubsub, "admin", updated.id);
  return updated;
}
