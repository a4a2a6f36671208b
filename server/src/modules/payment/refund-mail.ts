// The customer's mail when staff give part of a card payment back (the cancellation's full refund
// is told in the cancellation mail). Queued in the refund's transaction: no refund without its
// mail, and one mail per refund, ever.
import { SHOP } from "../../../../shared/constants.js";
import { refundLine } from "../../../../shared/refund.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { composeMail, type Mailer } from "../../mail/mail.js";
import { mailSafe, statusAction } from "../order/order-mail.js";
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
  const message = composeMail(
    order.email,
    `【${SHOP.name}】ご返金のお知らせ（注文番号 ${order.code}）`,
    [
      `${safe.lastName} ${safe.firstName} 様`,
      `下記のご注文について、お支払いいただいた代金の一部をカードに返金いたします。`,
      `注文番号: ${order.code}\n${refundLine(refund.amount)}\n理由: ${refund.reason}`,
      "明細への反映には、カード会社により数日から数週間かかることがあります。",
      `ご不明な点は、お手数ですが ${SHOP.name}（${SHOP.phone}）までお問い合わせください。`,
    ],
    statusAction(link),
  );
  await deps.mailer.send(message, { tx, key: `order-refund:${refund.id}` });
}
