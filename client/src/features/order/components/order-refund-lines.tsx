import { refundLine } from "@shared/refund";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { formatDay } from "../../../lib/tokyo-format";
import "./order-refund-lines.css";

export const OrderRefundLinesFragment = graphql(`
  fragment OrderRefundLines_order on Order {
    id
    refunds {
      id
      amount
      status
      createdAt
    }
  }
`);

/**
 * The customer's refunds on the status page: 「ご返金 1,260円（カード）」, done or under way. A refund
 * the shop's queue is still retrying is, to the customer, under way.
 */
export function OrderRefundLines(props: { order: FragmentType<typeof OrderRefundLinesFragment> }) {
  const { refunds } = useFragment(OrderRefundLinesFragment, props.order);
  if (refunds.length === 0) return null;
  return (
    <div className="order-refund-lines" data-testid="customer-refunds">
      <ul aria-label="ご返金">
        {refunds.map((refund) => (
          <li key={refund.id}>
            <strong>{refundLine(refund.amount)}</strong>
            {refund.status === "SUCCEEDED"
              ? `　${formatDay(String(refund.createdAt))} 返金済み`
              : "　返金の手続き中です"}
          </li>
        ))}
      </ul>
      <p>カード会社により、明細への反映に数日から数週間かかることがあります。</p>
    </div>
  );
}
