// The customer's mail when staff give part of a card payment back (the cancellation's full refund
// is told in the cancellation mail). Queued in the refund's transaction: no refund without its
// mail, and one mail per refund, ever.
import { SHOP } from "../../../../shared/constants.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { composeMail, type Mailer } from "../../mail/mail.js";
import { greetingOf, mailSafe, mailSubject, statusAction, wordsOf } from "../order/order-mail.js";
import { statusLink } from "../order/order-status-link.js";

export async function queueRefundMail(
  deps: { mailer?: Mailer; publicUrl?: string },
  tx: Prisma.TransactionClient,
  orderId: number,
  refund: { id: number; amount: number; reason: string },
): Promise<void> {
  if (!deps.mailer) return;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  if (!order.email) return;
  const safe = mailSafe(order);
  const link = await statusLink({ prisma: tx, publicUrl: deps.publicUrl ?? "" }, order);
  // In the order's language (decision 0053); the reason is the staff's own words, quoted as typed.
  const w = wordsOf(order);
  const message = composeMail(
    order.email,
    mailSubject(w, "refund.subject", order.code),
    [
      greetingOf(safe),
      w.t("refund.opening"),
      [
        w.t("orderNumber", { code: order.code }),
        w.t("refund.amount", { amount: w.yen(refund.amount) }),
        w.t("refund.reason", { reason: refund.reason }),
      ].join("\n"),
      w.t("refund.statement"),
      w.t("contact", { shop: SHOP.name, phone: SHOP.phone }),
    ],
    statusAction(link, w),
  );
  await deps.mailer.send(message, { tx, key: `order-refund:${refund.id}` });
}
