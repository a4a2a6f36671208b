import { SHOP } from "@shared/constants";
import { type FragmentType, graphql, useFragment } from "../../gql";
import type { PaymentStatus } from "../../gql/graphql";
import { type MessageKey, useFormats, useT } from "../../lib/i18n";
import { deliveryAddress } from "./order-address";
import { receiptRows } from "./receipt-rows";
import { useStatusLabel } from "./status-label";
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
      localProductName
      localOptionName
      quantity
      unitAmount
      amount
      taxRate
      isReducedRate
      toppings {
        id
        localToppingName
        localOptionName
      }
    }
  }
`);

/** Whether the money was taken: 支払済み or 未払い (issue 28 point 7; a refund and a failure said so). */
const PAID_LABELS: Record<PaymentStatus, MessageKey> = {
  PAID: "receipt.paid",
  UNPAID: "receipt.unpaid",
  REFUNDED: "receipt.refunded",
  FAILED: "receipt.unpaid",
};

/** The receipt's rows by their keys (receipt-rows.ts names them in Japanese for the staff). */
const ROW_LABEL: Record<string, MessageKey> = {
  subtotal: "quote.subtotal",
  shipping: "quote.deliveryFee",
  total: "quote.total",
};

/** The placed order as the shop recorded it: number, time, lines and the receipt's totals. */
export function OrderReceipt(props: { order: FragmentType<typeof OrderReceiptFragment> }) {
  const t = useT();
  const { yen, day, slot } = useFormats();
  const statusLabel = useStatusLabel();
  const order = useFragment(OrderReceiptFragment, props.order);
  const totals = receiptRows(order);
  return (
    <div className="order-receipt" data-testid="order-receipt">
      <dl className="order-receipt__facts">
        {order.callNumber ? (
          <div className="order-receipt__call">
            <dt>{t("receipt.callNumber")}</dt>
            <dd data-testid="receipt-call-number">{order.callNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("receipt.code")}</dt>
          <dd className="order-receipt__code" data-testid="order-code">
            {order.code}
          </dd>
        </div>
        <div>
          <dt>{order.method === "TAKEOUT" ? t("checkout.pickupTime") : t("checkout.deliveryTime")}</dt>
          <dd>{slot(String(order.slotStartsAt), String(order.slotEndsAt))}</dd>
        </div>
        <div>
          <dt>{t("checkout.method")}</dt>
          <dd>{order.method === "TAKEOUT" ? t("method.takeout") : t("method.delivery")}</dd>
        </div>
        <div>
          <dt>{t("receipt.payment")}</dt>
          <dd data-testid="receipt-payment-method">
            {order.shopPayment
              ? t(`payment.shop.${order.shopPayment}` as MessageKey)
              : order.paymentMethod === "CARD"
                ? t("payment.card")
                : order.method === "TAKEOUT"
                  ? t("payment.atShop")
                  : t("payment.onDelivery")}
          </dd>
        </div>
        <div>
          <dt>{t("receipt.paymentStatus")}</dt>
          <dd data-testid="receipt-paid">{t(PAID_LABELS[order.paymentStatus])}</dd>
        </div>
        {order.method === "DELIVERY" ? (
          <div>
            <dt>{t("checkout.recipient")}</dt>
            <dd>{deliveryAddress(order)}</dd>
          </div>
        ) : null}
        {order.method === "TAKEOUT" && order.useCar ? (
          <div>
            <dt>{t("facts.car")}</dt>
            <dd>{[order.carColor, order.carNumber].filter(Boolean).join(" ") || t("receipt.byCar")}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("receipt.status")}</dt>
          <dd data-testid="receipt-status">{statusLabel(order.status, order.method)}</dd>
        </div>
      </dl>
      <div className="order-receipt__lines">
        <p className="order-receipt__lines-head" aria-hidden="true">
          <span>{t("receipt.items")}</span>
          <span>{t("receipt.amount")}</span>
        </p>
        <ul className="order-receipt__items" aria-label={t("receipt.itemsLabel")}>
          {order.items.map((item) => (
            <li key={item.id}>
              <span>
                {item.localProductName}
                {item.localOptionName ? t("common.aboutName", { name: item.localOptionName }) : ""}
                {item.isReducedRate ? "※" : null}
                {item.toppings
                  .map((topping) =>
                    t("receipt.topping", {
                      topping: topping.localToppingName,
                      choice: topping.localOptionName,
                    }),
                  )
                  .join("")}
                <span className="order-receipt__unit">
                  {yen(item.unitAmount)} × {item.quantity}
                </span>
              </span>
              <span data-testid="receipt-line-amount">{yen(item.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="order-receipt__totals">
        {totals.rows.map((row) => (
          <div key={row.key}>
            <dt>{ROW_LABEL[row.key] ? t(ROW_LABEL[row.key] as MessageKey) : row.label}</dt>
            <dd data-testid={`receipt-${row.key}`}>{yen(row.amount)}</dd>
          </div>
        ))}
        <div className="order-receipt__total">
          <dt>{t("quote.total")}</dt>
          <dd data-testid="receipt-total">{yen(totals.total.amount)}</dd>
        </div>
      </dl>
      {/* A dl holds only dt/dd groups (axe: definition-list), so the note sits between two lists. */}
      {order.items.some((item) => item.isReducedRate) ? (
        <p className="order-receipt__note">{t("receipt.reducedRate")}</p>
      ) : null}
      <dl className="order-receipt__totals">
        {totals.taxes.map((line) => (
          <div key={line.key} className="order-receipt__tax">
            <dt>{t("quote.rateLine", { rate: line.key.replace("tax-", "") })}</dt>
            <dd data-testid={`receipt-${line.key}`}>
              {t("quote.rateAmount", { amount: yen(line.amount), tax: yen(line.tax) })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="order-receipt__issuer" data-testid="receipt-issuer">
        <span className="order-receipt__part">{SHOP.name}</span>
        {order.invoiceRegistrationNumber ? (
          <span className="order-receipt__part">
            {t("receipt.registration", { number: order.invoiceRegistrationNumber })}
          </span>
        ) : null}
        <span className="order-receipt__part">
          {t("receipt.orderedOn", { day: day(String(order.createdAt)) })}
        </span>
        {order.isReceipt ? (
          <span className="order-receipt__part">
            {t("receipt.addressee", { name: order.receiptName || t("facts.receiptDefaultName") })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
