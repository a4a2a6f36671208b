import { SHOP } from "@shared/constants";
import { formatYen } from "@shared/pricing";
import { SHOP_PAYMENT_LABELS } from "@shared/shop-order";
import { type FragmentType, graphql, useFragment } from "../../gql";
import type { PaymentStatus } from "../../gql/graphql";
import { formatDay, formatSlot } from "../../lib/tokyo-format";
import { deliveryAddress } from "./order-address";
import { RECEIPT_LINE_HEADING, receiptRows } from "./receipt-rows";
import "./order-receipt.css";

export const OrderReceiptFragment = graphql(`
  fragment OrderReceipt_order on Order {
    id
    code
    callNumber
    status
    statusLabel
    method
    paymentMethod
    paymentStatus
    shopPayment
    slotStartsAt
    slotEndsAt
    lastName
    firstName
    useCar
    carColor
    carNumber
    postalCode
    prefectureId
    address1
    address2
    shippingPostalCode
    shippingPrefectureId
    shippingAddress1
    shippingAddress2
    itemsTotal
    deliveryFee
    total
    createdAt
    isReceipt
    receiptName
    invoiceRegistrationNumber
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
      toppings {
        id
        toppingName
        optionName
      }
    }
  }
`);

/** Whether the money was taken: 支払済み or 未払い (issue 28 point 7; a refund and a failure said so). */
const PAID_LABELS: Record<PaymentStatus, string> = {
  PAID: "支払済み",
  UNPAID: "未払い",
  REFUNDED: "返金済み",
  FAILED: "未払い",
};

/** The placed order as the shop recorded it: number, time, lines and the receipt's totals. */
export function OrderReceipt(props: { order: FragmentType<typeof OrderReceiptFragment> }) {
  const order = useFragment(OrderReceiptFragment, props.order);
  const totals = receiptRows(order);
  return (
    <div className="order-receipt" data-testid="order-receipt">
      <dl className="order-receipt__facts">
        {order.callNumber ? (
          <div className="order-receipt__call">
            <dt>呼出番号</dt>
            <dd data-testid="receipt-call-number">{order.callNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>ご注文番号</dt>
          <dd className="order-receipt__code" data-testid="order-code">
            {order.code}
          </dd>
        </div>
        <div>
          <dt>{order.method === "TAKEOUT" ? "お受け取り日時" : "お届け日時"}</dt>
          <dd>{formatSlot(String(order.slotStartsAt), String(order.slotEndsAt))}</dd>
        </div>
        <div>
          <dt>受け取り方法</dt>
          <dd>{order.method === "TAKEOUT" ? "テイクアウト" : "デリバリー"}</dd>
        </div>
        <div>
          <dt>お支払い</dt>
          <dd data-testid="receipt-payment-method">
            {order.shopPayment
              ? SHOP_PAYMENT_LABELS[order.shopPayment]
              : order.paymentMethod === "CARD"
                ? "クレジットカード"
                : order.method === "TAKEOUT"
                  ? "店頭でお支払い"
                  : "お届け時にお支払い"}
          </dd>
        </div>
        <div>
          <dt>お支払い状況</dt>
          <dd data-testid="receipt-paid">{PAID_LABELS[order.paymentStatus]}</dd>
        </div>
        {order.method === "DELIVERY" ? (
          <div>
            <dt>お届け先</dt>
            <dd>{deliveryAddress(order)}</dd>
          </div>
        ) : null}
        {order.method === "TAKEOUT" && order.useCar ? (
          <div>
            <dt>お車</dt>
            <dd>{[order.carColor, order.carNumber].filter(Boolean).join(" ") || "お車でご来店"}</dd>
          </div>
        ) : null}
        <div>
          <dt>状態</dt>
          <dd data-testid="receipt-status">{order.statusLabel}</dd>
        </div>
      </dl>
      <div className="order-receipt__lines">
        <p className="order-receipt__lines-head" aria-hidden="true">
          <span>ご注文の品</span>
          <span>{RECEIPT_LINE_HEADING}</span>
        </p>
        <ul className="order-receipt__items" aria-label={`ご注文の品（${RECEIPT_LINE_HEADING}）`}>
          {order.items.map((item) => (
            <li key={item.id}>
              <span>
                {item.productName}
                {item.optionName ? `（${item.optionName}）` : ""}
                {item.isReducedRate ? "※" : null}
                {item.toppings.map((t) => ` ＋${t.toppingName}（${t.optionName}）`).join("")}
                <span className="order-receipt__unit">
                  {formatYen(item.unitAmount)} × {item.quantity}
                </span>
              </span>
              <span data-testid="receipt-line-amount">{formatYen(item.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="order-receipt__totals">
        {totals.rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd data-testid={`receipt-${row.key}`}>{formatYen(row.amount)}</dd>
          </div>
        ))}
        <div className="order-receipt__total">
          <dt>{totals.total.label}</dt>
          <dd data-testid="receipt-total">{formatYen(totals.total.amount)}</dd>
        </div>
      </dl>
      {/* A dl holds only dt/dd groups (axe: definition-list), so the note sits between two lists. */}
      {order.items.some((item) => item.isReducedRate) ? (
        <p className="order-receipt__note">※は軽減税率対象</p>
      ) : null}
      <dl className="order-receipt__totals">
        {totals.taxes.map((line) => (
          <div key={line.key} className="order-receipt__tax">
            <dt>{line.label}</dt>
            <dd data-testid={`receipt-${line.key}`}>
              {formatYen(line.amount)}（内消費税 {formatYen(line.tax)}）
            </dd>
          </div>
        ))}
      </dl>
      <p className="order-receipt__issuer" data-testid="receipt-issuer">
        <span className="order-receipt__part">{SHOP.name}</span>
        {order.invoiceRegistrationNumber ? (
          <span className="order-receipt__part">{`　登録番号 ${order.invoiceRegistrationNumber}`}</span>
        ) : null}
        <span className="order-receipt__part">{`　ご注文日 ${formatDay(String(order.createdAt))}`}</span>
        {order.isReceipt ? (
          <span className="order-receipt__part">{`　領収書宛名：${order.receiptName || "上様"}`}</span>
        ) : null}
      </p>
    </div>
  );
}
