import { allergenText } from "@shared/allergens";
import { SHOP } from "@shared/constants";
import { formatYen } from "@shared/pricing";
import { deliveryAddress } from "../../../domain/order/order-address";
import { OrderLanguageBadge } from "../../../domain/order/order-language";
import { RECEIPT_LINE_HEADING, receiptRows } from "../../../domain/order/receipt-rows";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { formatDay, formatSlot, formatTime } from "../../../lib/tokyo-format";
import { METHOD_LABEL, paymentLabel } from "../order-format";

export const PrintTicketFragment = graphql(`
  fragment PrintTicket_order on Order {
    id
    code
    callNumber
    locale
    method
    paymentMethod
    paymentStatus
    slotStartsAt
    slotEndsAt
    lastName
    firstName
    tel
    postalCode
    prefectureId
    address1
    address2
    shippingPostalCode
    shippingPrefectureId
    shippingAddress1
    shippingAddress2
    useCar
    carColor
    carNumber
    note
    isReceipt
    itemsTotal
    deliveryFee
    total
    createdAt
    receiptName
    invoiceRegistrationNumber
    printedAt
    taxes {
      rate
      amount
      tax
    }
    items {
      id
      productName
      optionName
      quantity
      unitAmount
      amount
      taxRate
      isReducedRate
      allergens
      toppings {
        id
        toppingName
        optionName
      }
    }
  }
`);

/** The 80 mm kitchen ticket and receipt. */
export function PrintTicket(props: { order: FragmentType<typeof PrintTicketFragment>; reprint: boolean }) {
  const order = useFragment(PrintTicketFragment, props.order);
  const totals = receiptRows(order);
  return (
    <article className="ticket" data-testid="print-ticket">
      <p className="ticket__shop">{SHOP.name}</p>
      {props.reprint ? <p className="ticket__reprint">再印刷</p> : null}
      {order.callNumber ? (
        <p className="ticket__call" data-testid="ticket-call-number">
          呼出番号 <strong>{order.callNumber}</strong>
        </p>
      ) : null}
      <p className="ticket__code">
        {order.code} <OrderLanguageBadge locale={order.locale} />
      </p>
      <p className="ticket__slot">{formatSlot(String(order.slotStartsAt), String(order.slotEndsAt))}</p>
      <p className="ticket__method">{METHOD_LABEL[order.method]}</p>
      {order.method === "DELIVERY" ? <p>{deliveryAddress(order)}</p> : null}
      <p>
        {order.lastName} {order.firstName} 様　{order.tel}
      </p>
      {order.useCar ? (
        <p>お車：{[order.carColor, order.carNumber].filter(Boolean).join(" / ") || "あり"}</p>
      ) : null}
      <ul className="ticket__items">
        <li className="ticket__line ticket__line--head">
          <span>品名</span>
          <span>{RECEIPT_LINE_HEADING}</span>
        </li>
        {order.items.map((item) => (
          <li key={item.id}>
            <div className="ticket__line">
              <span>
                {item.productName}
                {item.optionName ? `（${item.optionName}）` : ""}
                {item.isReducedRate ? "※" : ""} {formatYen(item.unitAmount)} × {item.quantity}
              </span>
              <span data-testid="ticket-line-amount">{formatYen(item.amount)}</span>
            </div>
            {item.toppings.map((topping) => (
              <div key={topping.id} className="ticket__topping">
                ＋{topping.toppingName}（{topping.optionName}）
              </div>
            ))}
            {item.allergens.length ? (
              <div className="ticket__topping" data-testid="ticket-allergens">
                アレルゲン：{allergenText(item.allergens)}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {order.note ? <p className="ticket__note">備考：{order.note}</p> : null}
      <dl className="ticket__totals">
        {totals.rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd data-testid={`ticket-${row.key}`}>{formatYen(row.amount)}</dd>
          </div>
        ))}
        <div className="ticket__total">
          <dt>{totals.total.label}</dt>
          <dd data-testid="ticket-total">{formatYen(totals.total.amount)}</dd>
        </div>
        {totals.taxes.map((line) => (
          <div key={line.key} className="ticket__tax">
            <dt>{line.label}</dt>
            <dd data-testid={`ticket-${line.key}`}>
              {formatYen(line.amount)}（内消費税 {formatYen(line.tax)}）
            </dd>
          </div>
        ))}
      </dl>
      <p className="ticket__payment">{paymentLabel(order)}</p>
      {order.items.some((item) => item.isReducedRate) ? <p>※は軽減税率対象</p> : null}
      <p className="ticket__issuer">
        {SHOP.name}
        {order.invoiceRegistrationNumber ? ` 登録番号 ${order.invoiceRegistrationNumber}` : ""}
        <br />
        ご注文 {formatDay(String(order.createdAt))} {formatTime(String(order.createdAt))}
      </p>
      {order.isReceipt ? <p>領収書：希望あり（宛名 {order.receiptName || "上様"}）</p> : null}
      {order.printedAt ? <p className="ticket__printed">印刷 {formatTime(String(order.printedAt))}</p> : null}
    </article>
  );
}
