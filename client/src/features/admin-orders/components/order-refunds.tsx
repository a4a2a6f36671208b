import { formatYen } from "@shared/pricing";
import { REFUND_STATUS_LABEL, refundLine } from "@shared/refund";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { formatDay, formatTime } from "../../../lib/tokyo-format";
import { RefundAction } from "./refund-action";
import "./order-refunds.css";

export const OrderRefundsFragment = graphql(`
  fragment OrderRefunds_order on Order {
    id
    code
    paymentAttention
    refundableAmount
    refunds {
      id
      amount
      reason
      status
      requestedBy
      lastError
      attempts
      createdAt
      completedAt
    }
  }
`);

const when = (at: unknown) => `${formatDay(String(at))} ${formatTime(String(at))}`;

/**
 * A card order's money for staff (decision 0035): a paid amount that needs them, each refund with
 * who asked, when and how it went (a failed one stays red while the queue retries it), and
 * 返金する while some of the payment is left.
 */
export function OrderRefunds(props: {
  order: FragmentType<typeof OrderRefundsFragment>;
  onAsking?: (open: boolean) => void;
}) {
  const order = useFragment(OrderRefundsFragment, props.order);
  if (!order.paymentAttention && order.refunds.length === 0 && order.refundableAmount <= 0) return null;
  return (
    <div className="order-refunds">
      {order.paymentAttention ? (
        <p className="order-refunds__attention" data-testid="payment-attention">
          要確認（カード決済）：{order.paymentAttention}
        </p>
      ) : null}
      {order.refunds.length > 0 ? (
        <ul className="order-refunds__list" aria-label="返金">
          {order.refunds.map((refund) => (
            <li
              key={refund.id}
              className={`order-refunds__refund order-refunds__refund--${refund.status.toLowerCase()}`}
              data-testid="refund"
              data-status={refund.status}
            >
              <strong>{refundLine(refund.amount)}</strong> {REFUND_STATUS_LABEL[refund.status]}
              <span className="order-refunds__detail">
                {refund.reason}・{refund.requestedBy ?? "システム"}・{when(refund.createdAt)}
                {refund.completedAt ? `（完了 ${formatTime(String(refund.completedAt))}）` : ""}
              </span>
              {refund.status === "FAILED" ? (
                <span className="order-refunds__detail">
                  {refund.attempts}回失敗：{refund.lastError ?? "理由不明"}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {order.refundableAmount > 0 ? (
        <RefundAction
          id={order.id}
          code={order.code}
          left={order.refundableAmount}
          leftText={formatYen(order.refundableAmount)}
          onAsking={props.onAsking}
        />
      ) : null}
    </div>
  );
}
