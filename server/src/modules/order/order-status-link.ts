// The status link in every order mail: /order/status/{code}?secret=… opens that one order, live,
// on any device. Only hashes of the secrets are stored (a copy of the database opens no status
// page), so each mail that carries the link draws its own secret and adds its hash in the same
// transaction as the mail; the links of earlier mails keep working.
import { DEFAULT_LANGUAGE, type Language, localizedPath } from "../../../../shared/i18n/languages.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { newStatusSecret, sha256 } from "./order-secrets.js";

/** In the order's language: /en/order/status/… for an order placed in English (decision 0053). */
export function statusUrl(
  publicUrl: string,
  code: string,
  secret: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return `${publicUrl}${localizedPath(language, `/order/status/${code}`)}?secret=${encodeURIComponent(secret)}`;
}

/** `prisma` may be a transaction: the mail that carries the link is queued in the same one. */
export async function issueStatusSecret(prisma: Prisma.TransactionClient, orderId: number): Promise<string> {
  const secret = newStatusSecret();
  await prisma.order.update({
    where: { id: orderId },
    data: { statusSecretHashes: { push: sha256(secret) } },
    select: { id: true },
  });
  return secret;
}

export async function statusLink(
  deps: { prisma: Prisma.TransactionClient; publicUrl: string },
  order: { id: number; code: string; locale?: Language },
): Promise<string> {
  const secret = await issueStatusSecret(deps.prisma, order.id);
  return statusUrl(deps.publicUrl, order.code, secret, order.locale);
}
