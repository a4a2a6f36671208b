import { type FragmentType, graphql, useFragment } from "../../../gql";
import "./order-refund-lines.css";
import { useFormats, useT } from "../../../lib/i18n";

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
  const t = useT();
  const { yen, day } = useFormats();
  const { refunds } = useFragment(OrderRefundLinesFragment, props.order);
  if (refunds.length === 0) return null;
  return (
    <div className="order-refund-lines" data-testid="customer-refunds">
      <ul aria-label={t("refund.list")}>
        {refunds.map((refund) => (
          <li key={refund.id}>
            <strong>{t("refund.line", { amount: yen(refund.amount) })}</strong>
            {refund.status === "SUCCEEDED"
              ? t("refund.done", { day: day(String(refund.createdAt)) })
              : t("refund.pending")}
          </li>
        ))}
      </ul>
      <p>{t("refund.note")}</p>
    </div>
  );
}
