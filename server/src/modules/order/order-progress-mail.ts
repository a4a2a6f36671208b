// Mails for what the shop does with an order (decision 0018): cancelled with the reason staff chose,
// ready for pickup, delivered. Each carries the order as invoiced (items with ※, tax lines, the
// registration number) from order-mail.ts and the order's status link, in the order's language
// (decision 0053).
import { SHOP } from "../../../../shared/constants.js";
import { delayedTime } from "../../../../shared/order-delay.js";
import { formatMinutes, tokyoClock } from "../../lib/tokyo-time.js";
import { composeMail } from "../../mail/mail.js";
import {
  greetingOf,
  itemLines,
  type MailOrder,
  mailSafe,
  mailSubject,
  orderNumbers,
  receiving,
  statusAction,
  totals,
  wordsOf,
} from "./order-mail.js";

// The orderer's own words (name, address, car) are quoted with URL-like text broken (decision 0036).
const greeting = (order: MailOrder) => greetingOf(mailSafe(order));
const details = (order: MailOrder, reducedRate?: number) => [
  `${orderNumbers(order)}\n${receiving(mailSafe(order))}`,
  `${wordsOf(order).t("items.heading")}\n${itemLines(order, reducedRate)}`,
  totals(order, reducedRate),
];
const contact = (order: MailOrder) => wordsOf(order).t("contact", { shop: SHOP.name, phone: SHOP.phone });

function cancelOpening(order: MailOrder): string {
  const w = wordsOf(order);
  switch (order.cancelReason) {
    case "CUSTOMER_REQUEST":
      return w.t("cancel.opening.CUSTOMER_REQUEST");
    case "NO_SHOW":
      return order.method === "DELIVERY"
        ? w.t("cancel.opening.NO_SHOW.delivery")
        : w.t("cancel.opening.NO_SHOW.takeout");
    case "SOLD_OUT":
      return w.t("cancel.opening.SOLD_OUT");
    default:
      return w.t("cancel.opening.other");
  }
}

function cancelPayment(order: MailOrder): string {
  const w = wordsOf(order);
  if (order.paymentStatus !== "PAID") return w.t("cancel.payment.unpaid");
  if (order.cancelReason === "NO_SHOW") return w.t("cancel.payment.noShow");
  if (order.paymentMethod === "CARD" && !order.shopPayment)
    // The full refund is queued with the cancellation (payment/refunds.ts).
    return w.t("cancel.payment.cardRefund", { amount: w.yen(order.total) });
  return w.t("cancel.payment.shopRefund");
}

/** The shop cancelled the order (staff action), with the reason staff chose. */
export function orderCancelledMail(order: MailOrder, statusUrl: string, reducedRate?: number) {
  const w = wordsOf(order);
  const reason = order.cancelReason
    ? [
        `${w.t("cancel.reasonLine", { reason: w.t(`cancel.reason.${order.cancelReason}`) })}${order.cancelNote ? `\n${w.t("cancel.note", { note: order.cancelNote })}` : ""}`,
      ]
    : [];
  return composeMail(
    order.email,
    mailSubject(w, "cancel.subject", order.code),
    [
      greeting(order),
      cancelOpening(order),
      ...reason,
      ...details(order, reducedRate),
      cancelPayment(order),
      contact(order),
    ],
    statusAction(statusUrl, w),
  );
}

/** A pickup is ready at the counter (sent only while the takeout setting's readyMail is on). */
export function orderReadyMail(order: MailOrder, statusUrl: string, reducedRate?: number) {
  const w = wordsOf(order);
  const payment =
    order.paymentMethod === "AT_SHOP" && order.paymentStatus !== "PAID"
      ? w.t("ready.payAtShop")
      : w.t("ready.paid");
  return composeMail(
    order.email,
    mailSubject(w, "ready.subject", order.code),
    [greeting(order), w.t("ready.body"), ...details(order, reducedRate), payment, contact(order)],
    statusAction(statusUrl, w),
  );
}

/** A delivery order was handed over at the address. */
export function orderDeliveredMail(order: MailOrder, statusUrl: string, reducedRate?: number) {
  const w = wordsOf(order);
  return composeMail(
    order.email,
    mailSubject(w, "delivered.subject", order.code),
    [
      greeting(order),
      w.t("delivered.body"),
      ...details(order, reducedRate),
      w.t("delivered.again"),
      contact(order),
    ],
    statusAction(statusUrl, w),
  );
}

/** Staff told a delay (「遅れを連絡」, decision 0056): about how much later than the slot's start. */
export function orderDelayedMail(order: MailOrder, minutes: number, statusUrl: string, reducedRate?: number) {
  const w = wordsOf(order);
  const time = formatMinutes(tokyoClock(delayedTime(order.slotStartsAt, minutes)).minutes);
  const delivery = order.method === "DELIVERY";
  return composeMail(
    order.email,
    mailSubject(w, delivery ? "delay.subject.delivery" : "delay.subject.takeout", order.code),
    [
      greeting(order),
      w.t(delivery ? "delay.body.delivery" : "delay.body.takeout", { minutes, time }),
      ...details(order, reducedRate),
      contact(order),
    ],
    statusAction(statusUrl, w),
  );
}
