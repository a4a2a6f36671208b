// Changing a customer's e-mail address (decision 0018): the new address gets a link and the change
// applies only when that link is followed (single use, 24 hours); the old address is told at once,
// so a change the owner did not ask for is noticed before it takes effect.
import { SHOP } from "../../../../shared/constants.js";
import { ValidationError } from "../../errors.js";
import type { Customer, PrismaClient } from "../../generated/prisma/client.js";
import { defang } from "../../lib/defang.js";
import { composeMail, type Mailer } from "../../mail/mail.js";
import { createOneTimeToken, redeemOneTimeTokenRow } from "./one-time-tokens.js";
import { type SessionEventPubSub, sessionsChanged } from "./session-events.js";
import { revokeAllTokens } from "./tokens.js";

export interface EmailChangeDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
  /** Tells live sessions of the account that they ended (decision 0021). */
  pubsub?: SessionEventPubSub;
}

export const EMAIL_TAKEN = "このメールアドレスはすでに登録されています";
export const EMAIL_CHANGE_INVALID =
  "このリンクは無効か、有効期限が切れています。マイページからもう一度メールアドレスを変更してください";

const now = (deps: EmailChangeDeps) => deps.now?.() ?? new Date();

/** "ta***@example.com": enough for the owner to recognise, not a full address in an old mailbox. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}${"*".repeat(Math.max(3, local.length - 2))}@${domain}`;
}

/** Mails the link to `newEmail` and the notice to the current address; changes nothing yet. */
export async function requestEmailChange(deps: EmailChangeDeps, customer: Customer, newEmail: string) {
  // The token and both mails in one transaction: none of them exists without the others.
  await deps.prisma.$transaction(async (tx) => {
    const token = await createOneTimeToken(tx, customer.id, "CHANGE_EMAIL", now(deps), newEmail);
    const url = new URL("/confirm/email", deps.publicUrl);
    url.searchParams.set("token", token);
    const name = defang(`${customer.lastName} ${customer.firstName} 様`);
    await deps.mailer.send(
      composeMail(
        newEmail,
        `【${SHOP.name}】メールアドレス変更のご確認`,
        [
          name,
          `${SHOP.name}の会員情報で、メールアドレスをこのアドレスに変更するお手続きを受け付けました。\n下のボタン（リンク）を開くと変更が完了します。リンクの有効期限は24時間で、一度だけ使えます。`,
          "変更が完了するまでは、これまでのメールアドレスでログインしてください。",
          "お心当たりのない場合は、このメールを破棄してください。メールアドレスは変更されません。",
        ],
        { label: "メールアドレスの変更を完了する", url: url.toString() },
      ),
      { tx },
    );
    await deps.mailer.send(
      composeMail(customer.email, `【${SHOP.name}】メールアドレス変更のお手続きを受け付けました`, [
        name,
        `会員情報のメールアドレスを ${maskEmail(newEmail)} に変更するお手続きを受け付けました。新しいアドレスに届く確認メールのリンクを開くと、変更が完了します。`,
        "ご自身でお手続きされた場合は、このメールへの対応は不要です。",
        `お心当たりのない場合は、変更は完了していません。念のためパスワードを変更し、${SHOP.name}（${SHOP.phone}）までご連絡ください。`,
      ]),
      { tx },
    );
  });
}

/** The address waiting for its confirmation, if any. */
export async function pendingEmail(prisma: PrismaClient, customerId: number, at = new Date()) {
  const row = await prisma.accountToken.findFirst({
    where: { customerId, purpose: "CHANGE_EMAIL", usedAt: null, expiresAt: { gt: at } },
    orderBy: { id: "desc" },
    select: { newEmail: true },
  });
  return row?.newEmail ?? null;
}

/**
 * Applies the change behind a mailed link; every device signs in again with the new address.
 * Whoever holds the link has no session: the answer is the new address alone, never the profile.
 */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string): Promise<{ email: string }> {
  const row = token ? await redeemOneTimeTokenRow(deps.prisma, token, "CHANGE_EMAIL", now(deps)) : null;
  if (!row?.newEmail) throw new ValidationError(EMAIL_CHANGE_INVALID);
  const taken = await deps.prisma.customer.findUnique({ where: { email: row.newEmail } });
  if (taken && taken.id !== row.customerId) throw new ValidationError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  const customer = await deps.prisma.customer.update({
    where: { id: row.customerId },
    // Following the link proves the new address.
    data: { email: row.newEmail, confirmedAt: now(deps) },
  });
  await revokeAllTokens(deps.prisma, "customer", customer.id);
  sessionsChanged(deps.pubsub, "customer", customer.id);
  return { email: customer.email };
}
