import { formatYen, withTax } from "@shared/pricing";
import { type FragmentType, graphql, useFragment } from "../gql";
import { formatSlot } from "../lib/cart-time";
import { deliveryAddress } from "../lib/order-address";
import "./order-receipt.css";

export const OrderReceiptFragment = graphql(`
  fragment OrderReceipt_order on Order {
    id
    code
    status
    statusLabel
    method
    paymentMethod
    paymentStatus
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
    subtotal
    shippingFee
    total
    taxes {
      rate
      tax
      taxable
    }
    items {
      id
      productName
      optionName
      quantity
      unitPrice
      toppingsPrice
      lineTotal
      taxRate
      toppings {
        id
        toppingName
        optionName
      }
    }
  }
`);

/** The placed order as the shop recorded it: number, time, lines and the receipt's totals. */
export function OrderReceipt(props: { order: FragmentType<typeof OrderReceiptFragment> }) {
  const order = useFragment(OrderReceiptFragment, props.order);
  return (
    <div className="order-receipt" data-testid="order-receipt">
      <dl className="order-receipt__facts">
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
          <dd>
            {order.paymentMethod === "CARD"
              ? "クレジットカード"
              : order.method === "TAKEOUT"
                ? "店頭でお支払い"
                : "お届け時にお支払い"}
          </dd>
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
      <ul className="order-receipt__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.productName}
              {item.optionName ? `（${item.optionName}）` : ""}
              {item.toppings.map((t) => ` ＋${t.toppingName}（${t.optionName}）`).join("")} × {item.quantity}
            </span>
            <span>{formatYen(withTax(item.lineTotal, item.taxRate))}</span>
          </li>
        ))}
      </ul>
      <dl className="order-receipt__totals">
        <div>
          <dt>商品合計（税抜）</dt>
          <dd>{formatYen(order.subtotal)}</dd>
        </div>
        {order.method === "DELIVERY" ? (
          <div>
            <dt>配達料（税抜）</dt>
            <dd>{formatYen(order.shippingFee)}</dd>
          </div>
        ) : null}
        {order.taxes.map((line) => (
          <div key={line.rate}>
            <dt>消費税（{line.rate}%）</dt>
            <dd>{formatYen(line.tax)}</dd>
          </div>
        ))}
        <div className="order-receipt__total">
          <dt>お支払い合計（税込）</dt>
          <dd data-testid="receipt-total">{formatYen(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
