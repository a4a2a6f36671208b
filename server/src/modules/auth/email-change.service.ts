// Changing a customer's e-mail address (decision 0018): the new address gets a link and the change
// applies only when that link is followed (single use, 24 hours); the old address is told at once,
// so a change the owner did not ask for is noticed before it takes effect.
import type { Language } from "../../../../shared/i18n/languages.js";
import { ValidationError } from "../../errors.js";
import type { Customer, PrismaClient } from "../../generated/prisma/client.js";
import type { Mailer } from "../../mail/mail.js";
import { accountLinkMail, accountPageUrl, emailChangeNoticeMail } from "./account-mail.js";
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
  /** The language of the visitor asking (issue 35): both mails are in it. Absent: Japanese. */
  language?: Language;
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
    const language = deps.language ?? "ja";
    const url = accountPageUrl(deps.publicUrl, language, "/confirm/email");
    url.searchParams.set("token", token);
    await deps.mailer.send(accountLinkMail(language, "emailChange", newEmail, customer, url.toString()), {
      tx,
    });
    await deps.mailer.send(emailChangeNoticeMail(language, customer.email, customer, maskEmail(newEmail)), {
      tx,
    });
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
