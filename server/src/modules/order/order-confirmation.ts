// The confirmation mail of a new order, as the job the order's own statement writes, and the
// arrival link it carries.
import { randomUUID } from "node:crypto";
import { DEFAULT_LANGUAGE, type Language, localizedPath } from "../../../../shared/i18n/languages.js";
import { mailJobData } from "../../mail/mail.js";
import type { PricedLine } from "../catalog/pricing.js";
import { type MailOrder, orderConfirmationMail } from "./order-mail.js";
import { arrivalSecret } from "./order-secrets.js";
import type { MailJob, OrderDraft } from "./order-statement.js";
import { statusUrl } from "./order-status-link.js";

export function arrivalUrl(
  publicUrl: string,
  code: string,
  secret: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return `${publicUrl}${localizedPath(language, `/cart/arrive/${code}`)}?secret=${encodeURIComponent(secret)}`;
}

/**
 * The confirmation mail's job, composed before the order is written: the mail reads only what the
 * order statement writes as given (the draft and its priced lines), never the row's id or column
 * defaults, so it is the mail the stored order would give (a test compares the two). The
 * statement writes it with the order or not at all, so its id needs no key.
 */
export function confirmationJob(
  publicUrl: string,
  draft: OrderDraft,
  lines: PricedLine[], // in the customer's language (order-item-names.ts)
  secrets: { key: string; statusSecret: string },
  reducedRate: number,
): MailJob {
  const code = draft.code;
  const language = (draft.locale ?? DEFAULT_LANGUAGE) as Language;
  const url = arrivalUrl(publicUrl, code, arrivalSecret(secrets.key, code), language);
  // The secret's hash is written with the order (the draft), so the link needs no write.
  const status = statusUrl(publicUrl, code, secrets.statusSecret, language);
  const order = { ...draft, items: lines } as unknown as MailOrder;
  return {
    id: randomUUID(),
    data: mailJobData(orderConfirmationMail(order, url, status, reducedRate)),
  };
}
