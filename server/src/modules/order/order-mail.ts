// The confirmation mail: items with options and toppings, the slot in Tokyo time, pickup or
// delivery details, totals per tax rate and the arrival link.
import { prefectureById, SHOP } from "../../../../shared/constants.js";
import { formatYen } from "../../../../shared/pricing.js";
import type { Order, OrderItem, OrderItemTopping } from "../../generated/prisma/client.js";
import { defangFields } from "../../lib/defang.js";
import { composeMail } from "../../mail/mail.js";
import { orderTaxLines, slotLabel, taxLineText } from "./order-format.js";

export type MailOrder = Order & { items: (OrderItem & { toppings: OrderItemTopping[] })[] };

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
  return order.items
    .map((item) => {
      const name = item.optionName ? `${item.productName}（${item.optionName}）` : item.productName;
      const mark = item.taxRate === reducedRate ? "※" : "";
      const price = `${formatYen(item.unitAmount)} × ${item.quantity}　${formatYen(item.amount)}`;
      if (item.toppings.length === 0) return `・${name}${mark}　${price}`;
      const toppings = item.toppings.map((t) => `${t.toppingName}（${t.optionName}）`).join("、");
      return `・${name}${mark}\n　トッピング: ${toppings}\n　${formatYen(item.unitAmount)}（トッピング込み） × ${item.quantity}　${formatYen(item.amount)}`;
    })
    .join("\n");
}

/** 「広島県広島市中区基町6-78 紙屋町ハイツ101」: the building apart from the street address. */
export function addressText(prefectureId: number | null, address1: string | null, address2: string | null) {
  const street = `${prefectureById(prefectureId ?? 0)?.name ?? ""}${address1 ?? ""}`;
  return [street, address2 ?? ""].filter(Boolean).join(" ");
}

/** The 領収書's addressee when one was asked for (宛名 left blank: 上様). */
export function receiptLine(order: Pick<Order, "isReceipt" | "receiptName">): string[] {
  if (!order.isReceipt) return [];
  return [`領収書の宛名: ${order.receiptName?.trim() || "上様"}（商品と一緒にお渡しします）`];
}

export function totals(order: MailOrder, reducedRate?: number): string {
  const lines = [`小計 ${formatYen(order.itemsTotal)}`];
  if (order.method === "DELIVERY") lines.push(`配達料 ${formatYen(order.deliveryFee)}`);
  lines.push(`合計 ${formatYen(order.total)}（税込）`);
  for (const t of orderTaxLines(order)) lines.push(`　${taxLineText(t)}`);
  if (order.items.some((item) => item.taxRate === reducedRate)) lines.push("※は軽減税率対象");
  const issuer = [
    SHOP.name,
    order.invoiceRegistrationNumber ? `登録番号 ${order.invoiceRegistrationNumber}` : "",
  ];
  lines.push(issuer.filter(Boolean).join("　"));
  return lines.join("\n");
}

export function receiving(order: MailOrder): string {
  const when = slotLabel(order.slotStartsAt, order.slotEndsAt);
  if (order.method === "TAKEOUT") {
    const car = order.useCar
      ? `\nお車でお越し: ${[order.carColor, order.carNumber].filter(Boolean).join(" ")}`
      : "";
    return `お受け取り: テイクアウト\n日時: ${when}\n店舗: ${SHOP.name}（${SHOP.address}）${car}`;
  }
  const shipping = Boolean(order.shippingAddress1);
  const postal = (shipping ? order.shippingPostalCode : order.postalCode) ?? "";
  const address = shipping
    ? addressText(order.shippingPrefectureId, order.shippingAddress1, order.shippingAddress2)
    : addressText(order.prefectureId, order.address1, order.address2);
  const to = shipping
    ? `${order.shippingLastName ?? ""} ${order.shippingFirstName ?? ""} 様`
    : `${order.lastName} ${order.firstName} 様`;
  return `お受け取り: デリバリー\nお届け日時: ${when}\nお届け先: 〒${postal.slice(0, 3)}-${postal.slice(3)} ${address}\n${to}`;
}

/** 「注文番号: DKNJGK」 and, for orders that have one, 「呼出番号: 42」 (the number called at the counter). */
export function orderNumbers(order: Pick<Order, "code" | "callNumber">): string {
  return order.callNumber
    ? `注文番号: ${order.code}\n呼出番号: ${order.callNumber}`
    : `注文番号: ${order.code}`;
}

const STATUS_LABEL = "ご注文の状況を見る";

/** Every mail's action: the order's status page (any device, this order alone). */
export const statusAction = (url: string) => ({ label: STATUS_LABEL, url });

export function orderConfirmationMail(
  order: MailOrder,
  arrivalUrl: string,
  statusUrl: string,
  reducedRate?: number,
) {
  order = mailSafe(order);
  const payment =
    order.paymentMethod === "CARD"
      ? "お支払い: クレジットカード（お支払いの完了をもってご注文が確定します）"
      : order.method === "TAKEOUT"
        ? "お支払い: 店頭でお支払いください"
        : "お支払い: お届け時にお支払いください";
  return composeMail(
    order.email,
    `【${SHOP.name}】ご注文を承りました（注文番号 ${order.code}）`,
    [
      `${order.lastName} ${order.firstName} 様`,
      "このたびはご注文いただきありがとうございます。以下の内容で承りました。",
      `${orderNumbers(order)}\n${receiving(order)}`,
      `ご注文内容\n${itemLines(order, reducedRate)}`,
      totals(order, reducedRate),
      [payment, ...receiptLine(order)].join("\n"),
      ...(order.method === "TAKEOUT"
        ? [
            `ご来店の際は、次のリンクから到着をお知らせいただくとスムーズにお渡しできます${order.paymentMethod === "CARD" ? "（お支払いの完了後）" : ""}。\n到着を知らせる: ${arrivalUrl}`,
          ]
        : []),
      "ご注文の状況は、下のリンクからいつでもご確認いただけます。",
    ],
    statusAction(statusUrl),
  );
}

export function paymentCompletedMail(
  order: Pick<Order, "email" | "code" | "lastName" | "firstName" | "total" | "slotStartsAt" | "method">,
  statusUrl: string,
) {
  order = mailSafe(order);
  return composeMail(
    order.email,
    `【${SHOP.name}】お支払いが完了しました（注文番号 ${order.code}）`,
    [
      `${order.lastName} ${order.firstName} 様`,
      `注文番号 ${order.code} のお支払い（${formatYen(order.total)}）を確認しました。ご注文が確定しました。`,
      `${order.method === "DELIVERY" ? "お届け日時" : "お受け取り日時"}: ${slotLabel(order.slotStartsAt)}`,
    ],
    statusAction(statusUrl),
  );
}

/** A declined or expired card payment: the order is void; nothing was charged; how to order again. */
export function paymentFailedMail(
  order: Pick<Order, "email" | "code" | "lastName" | "firstName" | "total" | "slotStartsAt" | "method">,
  why: "declined" | "expired",
  statusUrl: string,
) {
  order = mailSafe(order);
  return composeMail(
    order.email,
    `【${SHOP.name}】お支払いが完了せず、ご注文は無効になりました（注文番号 ${order.code}）`,
    [
      `${order.lastName} ${order.firstName} 様`,
      why === "expired"
        ? `注文番号 ${order.code}（合計 ${formatYen(order.total)}）は、お支払いの期限までにクレジットカードのお支払いが完了しなかったため、無効になりました。`
        : `注文番号 ${order.code}（合計 ${formatYen(order.total)}）は、クレジットカードのお支払いが承認されなかったため、無効になりました。`,
      "代金のご請求はありません。このご注文の商品はご用意しませんので、ご来店・お受け取りはできません。",
      "お手数ですが、あらためてご注文いただくか、別のお支払い方法をお選びください。",
      `ご不明な点は ${SHOP.name}（${SHOP.phone}）までお問い合わせください。`,
    ],
    statusAction(statusUrl),
  );
}
