// The confirmation mail: items with options and toppings, the slot in Tokyo time, pickup or
// delivery details, totals per tax rate and the arrival link; in the order's language (decision
// 0053: the words from shared/i18n/mail, Japan's rules for money and tax in every language).
import { prefectureById, SHOP } from "../../../../shared/constants.js";
import type { Order, OrderItem, OrderItemTopping } from "../../generated/prisma/client.js";
import { defangFields } from "../../lib/defang.js";
import { composeMail } from "../../mail/mail.js";
import { type MailKey, type MailWords, mailWords } from "./mail-words.js";
import { orderTaxLines } from "./order-format.js";

export type MailOrder = Order & { items: (OrderItem & { toppings: OrderItemTopping[] })[] };

/** The words of the order's language (orders placed before issue 35: Japanese). */
export const wordsOf = (order: Partial<Pick<Order, "locale">>): MailWords => mailWords(order.locale ?? "ja");

/** What the person ordering typed; a guest may type anything, so no mail links it (decision 0036). */
const VISITOR_FIELDS = [
  "lastName",
  "firstName",
  "address1",
  "address2",
  "shippingLastName",
  "shippingFirstName",
  "shippingAddress1",
  "shippingAddress2",
  "carColor",
  "carNumber",
  "receiptName",
  "note",
];

/** The order as a mail may quote it: URL-like text in the fields the orderer typed is broken. */
export const mailSafe = <T extends Partial<Order>>(order: T): T => defangFields(order, VISITOR_FIELDS);

/**
 * Qualified simplified invoice: ※ marks the items at the reduced rate (decision 0010). Toppings are
 * listed under their item and are part of its unit price (the price shown with them), never extra
 * money on top: 「・からあげ弁当（並）※ / 　トッピング: チーズ（1枚） / 　880円（トッピング込み） × 2　1,760円」.
 */
export function itemLines(order: MailOrder, reducedRate?: number): string {
  const w = wordsOf(order);
  return order.items
    .map((item) => {
      const name = item.optionName
        ? w.t("items.withOption", { product: item.productName, option: item.optionName })
        : item.productName;
      const mark = item.taxRate === reducedRate ? "※" : "";
      const price = `${w.yen(item.unitAmount)} × ${item.quantity}　${w.yen(item.amount)}`;
      if (item.toppings.length === 0) return `・${name}${mark}　${price}`;
      const toppings = item.toppings
        .map((t) => w.t("items.topping", { topping: t.toppingName, option: t.optionName }))
        .join(w.t("items.toppingSeparator"));
      const withToppings = w.t("items.withToppings", { price: w.yen(item.unitAmount) });
      return `・${name}${mark}\n　${w.t("items.toppings", { list: toppings })}\n　${withToppings} × ${item.quantity}　${w.yen(item.amount)}`;
    })
    .join("\n");
}

/** 「広島県広島市中区基町6-78 紙屋町ハイツ101」: the building apart from the street address. */
export function addressText(prefectureId: number | null, address1: string | null, address2: string | null) {
  const street = `${prefectureById(prefectureId ?? 0)?.name ?? ""}${address1 ?? ""}`;
  return [street, address2 ?? ""].filter(Boolean).join(" ");
}

/** The 領収書's addressee when one was asked for (宛名 left blank: 上様). */
export function receiptLine(
  order: Pick<Order, "isReceipt" | "receiptName"> & Partial<Pick<Order, "locale">>,
): string[] {
  if (!order.isReceipt) return [];
  const w = wordsOf(order);
  return [w.t("receipt", { name: order.receiptName?.trim() || w.t("receipt.defaultName") })];
}

/** Totals, the per-rate tax lines and the issuer with its registration number (the invoice block). */
export function totals(order: MailOrder, reducedRate?: number): string {
  const w = wordsOf(order);
  const lines = [w.t("totals.subtotal", { amount: w.yen(order.itemsTotal) })];
  if (order.method === "DELIVERY")
    lines.push(w.t("totals.deliveryFee", { amount: w.yen(order.deliveryFee) }));
  lines.push(w.t("totals.total", { amount: w.yen(order.total) }));
  for (const t of orderTaxLines(order))
    lines.push(`　${w.t("totals.taxLine", { rate: t.rate, amount: w.yen(t.amount), tax: w.yen(t.tax) })}`);
  if (order.items.some((item) => item.taxRate === reducedRate)) lines.push(w.t("totals.reducedMark"));
  const issuer = [
    SHOP.name,
    order.invoiceRegistrationNumber
      ? w.t("totals.registration", { number: order.invoiceRegistrationNumber })
      : "",
  ];
  lines.push(issuer.filter(Boolean).join("　"));
  return lines.join("\n");
}

export function receiving(order: MailOrder): string {
  const w = wordsOf(order);
  const when = w.slot(order.slotStartsAt, order.slotEndsAt);
  if (order.method === "TAKEOUT") {
    const car = order.useCar
      ? `\n${w.t("receiving.car", { car: [order.carColor, order.carNumber].filter(Boolean).join(" ") })}`
      : "";
    return `${w.t("receiving.takeout", { when, shop: SHOP.name, address: SHOP.address })}${car}`;
  }
  const shipping = Boolean(order.shippingAddress1);
  const postal = (shipping ? order.shippingPostalCode : order.postalCode) ?? "";
  const address = shipping
    ? addressText(order.shippingPrefectureId, order.shippingAddress1, order.shippingAddress2)
    : addressText(order.prefectureId, order.address1, order.address2);
  const to = shipping
    ? w.t("receiving.to", {
        lastName: order.shippingLastName ?? "",
        firstName: order.shippingFirstName ?? "",
      })
    : w.t("receiving.to", { lastName: order.lastName, firstName: order.firstName });
  return w.t("receiving.delivery", {
    when,
    postal: `${postal.slice(0, 3)}-${postal.slice(3)}`,
    address,
    to,
  });
}

/** 「注文番号: DKNJGK」 and, for orders that have one, 「呼出番号: 42」 (the number called at the counter). */
export function orderNumbers(
  order: Pick<Order, "code" | "callNumber"> & Partial<Pick<Order, "locale">>,
): string {
  const w = wordsOf(order);
  const code = w.t("orderNumber", { code: order.code });
  return order.callNumber ? `${code}\n${w.t("callNumber", { number: order.callNumber })}` : code;
}

/** Every mail's action: the order's status page (any device, this order alone). */
export const statusAction = (url: string, words: MailWords = mailWords("ja")) => ({
  label: words.t("status.action"),
  url,
});

/** 「【からあげ本舗】ご注文を承りました（注文番号 DKNJGK）」 in the order's language. */
export const mailSubject = (w: MailWords, key: MailKeyOfSubject, code: string) =>
  w.t("subject", { shop: SHOP.name, text: w.t(key), code });
type MailKeyOfSubject = Extract<MailKey, `${string}.subject` | `${string}.subject.${string}`>;

/** 「山本 健一 様」, "Dear Kenichi Yamamoto,". */
export const greetingOf = (order: Pick<Order, "lastName" | "firstName"> & Partial<Pick<Order, "locale">>) =>
  wordsOf(order).t("greeting", { lastName: order.lastName, firstName: order.firstName });

export function orderConfirmationMail(
  order: MailOrder,
  arrivalUrl: string,
  statusUrl: string,
  reducedRate?: number,
) {
  order = mailSafe(order);
  const w = wordsOf(order);
  const payment =
    order.paymentMethod === "CARD"
      ? w.t("confirmation.payment.card")
      : order.method === "TAKEOUT"
        ? w.t("confirmation.payment.takeout")
        : w.t("confirmation.payment.delivery");
  return composeMail(
    order.email,
    mailSubject(w, "confirmation.subject", order.code),
    [
      greetingOf(order),
      w.t("confirmation.thanks"),
      `${orderNumbers(order)}\n${receiving(order)}`,
      `${w.t("items.heading")}\n${itemLines(order, reducedRate)}`,
      totals(order, reducedRate),
      [payment, ...receiptLine(order)].join("\n"),
      ...(order.method === "TAKEOUT"
        ? [
            w.t("confirmation.arrival", {
              afterPayment: order.paymentMethod === "CARD" ? w.t("confirmation.arrival.afterPayment") : "",
              url: arrivalUrl,
            }),
          ]
        : []),
      w.t("confirmation.status"),
    ],
    statusAction(statusUrl, w),
  );
}

type PaymentMailOrder = Pick<
  Order,
  "email" | "code" | "lastName" | "firstName" | "total" | "slotStartsAt" | "method"
> &
  Partial<Pick<Order, "locale">>;

export function paymentCompletedMail(order: PaymentMailOrder, statusUrl: string) {
  order = mailSafe(order);
  const w = wordsOf(order);
  const when = w.slot(order.slotStartsAt);
  return composeMail(
    order.email,
    mailSubject(w, "payment.completed.subject", order.code),
    [
      greetingOf(order),
      w.t("payment.completed.body", { code: order.code, amount: w.yen(order.total) }),
      order.method === "DELIVERY"
        ? w.t("payment.completed.when.delivery", { when })
        : w.t("payment.completed.when.takeout", { when }),
    ],
    statusAction(statusUrl, w),
  );
}

/** A declined or expired card payment: the order is void; nothing was charged; how to order again. */
export function paymentFailedMail(order: PaymentMailOrder, why: "declined" | "expired", statusUrl: string) {
  order = mailSafe(order);
  const w = wordsOf(order);
  const values = { code: order.code, amount: w.yen(order.total) };
  return composeMail(
    order.email,
    mailSubject(w, "payment.failed.subject", order.code),
    [
      greetingOf(order),
      why === "expired" ? w.t("payment.failed.expired", values) : w.t("payment.failed.declined", values),
      w.t("payment.failed.noCharge"),
      w.t("payment.failed.again"),
      w.t("payment.failed.contact", { shop: SHOP.name, phone: SHOP.phone }),
    ],
    statusAction(statusUrl, w),
  );
}
