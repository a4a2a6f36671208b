// Mails for what the shop does with an order (decision 0018): cancelled with the reason staff chose,
// ready for pickup, delivered. Each carries the order as invoiced (items with ※, tax lines, the
// registration number) from order-mail.ts and the order's status link.
import { SHOP } from "../../../../shared/constants.js";
import { delayedTime, delaySentence } from "../../../../shared/order-delay.js";
import { formatYen } from "../../../../shared/pricing.js";
import type { CancelReason } from "../../generated/prisma/client.js";
import { formatMinutes, tokyoClock } from "../../lib/tokyo-time.js";
import { composeMail } from "../../mail/mail.js";
import {
  itemLines,
  type MailOrder,
  mailSafe,
  orderNumbers,
  receiving,
  statusAction,
  totals,
} from "./order-mail.js";

const subject = (text: string, code: string) => `【${SHOP.name}】${text}（注文番号 ${code}）`;
// The orderer's own words (name, address, car) are quoted with URL-like text broken (decision 0036).
const greeting = (order: MailOrder) => {
  const safe = mailSafe(order);
  return `${safe.lastName} ${safe.firstName} 様`;
};
const details = (order: MailOrder, reducedRate?: number) => [
  `${orderNumbers(order)}\n${receiving(mailSafe(order))}`,
  `ご注文内容\n${itemLines(order, reducedRate)}`,
  totals(order, reducedRate),
];
const contact = `ご不明な点は、お手数ですが ${SHOP.name}（${SHOP.phone}）までお問い合わせください。`;

/** The reason as the customer reads it. */
export const CANCEL_REASON_FOR_CUSTOMER: Record<CancelReason, string> = {
  CUSTOMER_REQUEST: "お客様のご都合によるキャンセル",
  NO_SHOW: "お受け取りが確認できなかったため",
  SOLD_OUT: "品切れのため",
  OTHER: "その他",
};

function cancelOpening(order: MailOrder): string {
  switch (order.cancelReason) {
    case "CUSTOMER_REQUEST":
      return "お客様からのご連絡により、下記のご注文をキャンセルいたしました。";
    case "NO_SHOW":
      return order.method === "DELIVERY"
        ? "お届けにうかがいましたが、お受け取りいただけなかったため、下記のご注文をキャンセルとさせていただきました。"
        : "お受け取りのお時間を過ぎてもご来店を確認できなかったため、下記のご注文をキャンセルとさせていただきました。";
    case "SOLD_OUT":
      return "誠に申し訳ございません。商品が品切れとなりご用意できなくなったため、下記のご注文をキャンセルいたしました。";
    default:
      return "誠に申し訳ございません。当店の都合により、下記のご注文をキャンセルいたしました。";
  }
}

function cancelPayment(order: MailOrder): string {
  if (order.paymentStatus !== "PAID") return "代金のご請求はありません。";
  if (order.cancelReason === "NO_SHOW")
    return "お支払い済みの代金の扱いについては、当店よりご連絡いたします。";
  if (order.paymentMethod === "CARD" && !order.shopPayment)
    // The full refund is queued with the cancellation (payment/refunds.ts).
    return `ご返金 ${formatYen(order.total)}（カード）\nお支払いいただいた代金は全額をカードに返金いたします。明細への反映には、カード会社により数日から数週間かかることがあります。`;
  return "クレジットカードでお支払いいただいた代金は、当店より返金の手続きをいたします。";
}

/** The shop cancelled the order (staff action), with the reason staff chose. */
export function orderCancelledMail(order: MailOrder, statusUrl: string, reducedRate?: number) {
  const reason = order.cancelReason
    ? [
        `キャンセルの理由: ${CANCEL_REASON_FOR_CUSTOMER[order.cancelReason]}${order.cancelNote ? `\n当店からのご連絡: ${order.cancelNote}` : ""}`,
      ]
    : [];
  return composeMail(
    order.email,
    subject("ご注文をキャンセルいたしました", order.code),
    [
      greeting(order),
      cancelOpening(order),
      ...reason,
      ...details(order, reducedRate),
      cancelPayment(order),
      contact,
    ],
    statusAction(statusUrl),
  );
}

/** A pickup is ready at the counter (sent only while the takeout setting's readyMail is on). */
export function orderReadyMail(order: MailOrder, statusUrl: string, reducedRate?: number) {
  const payment =
    order.paymentMethod === "AT_SHOP" && order.paymentStatus !== "PAID"
      ? "お代金は店頭でお支払いください。"
      : "お支払いは済んでいます。";
  return composeMail(
    order.email,
    subject("ご注文の商品のご用意ができました", order.code),
    [
      greeting(order),
      "ご注文の商品のご用意ができました。お気をつけてご来店ください。店頭で注文番号をお伝えいただくとスムーズです。",
      ...details(order, reducedRate),
      payment,
      contact,
    ],
    statusAction(statusUrl),
  );
}

/** A delivery order was handed over at the address. */
export function orderDeliveredMail(order: MailOrder, statusUrl: string, reducedRate?: number) {
  return composeMail(
    order.email,
    subject("ご注文の商品をお届けしました", order.code),
    [
      greeting(order),
      "ご注文の商品をお届けいたしました。このたびはご利用いただき、誠にありがとうございました。",
      ...details(order, reducedRate),
      "またのご利用を心よりお待ちしております。",
      contact,
    ],
    statusAction(statusUrl),
  );
}

/** Staff told a delay (「遅れを連絡」, decision 0056): about how much later than the slot's start. */
export function orderDelayedMail(order: MailOrder, minutes: number, statusUrl: string, reducedRate?: number) {
  const { minutes: at } = tokyoClock(delayedTime(order.slotStartsAt, minutes));
  return composeMail(
    order.email,
    subject(`ご注文の${order.method === "DELIVERY" ? "お届け" : "ご用意"}が遅れております`, order.code),
    [
      greeting(order),
      `大変お待たせしております。${delaySentence(order.method, minutes)}（${formatMinutes(at)}ごろ）。ご迷惑をおかけして申し訳ございません。`,
      ...details(order, reducedRate),
      contact,
    ],
    statusAction(statusUrl),
  );
}
