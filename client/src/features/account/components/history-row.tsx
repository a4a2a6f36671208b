import { Link } from "react-router";
import { useStatusLabel } from "../../../domain/order/status-label";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { useFormats, useT } from "../../../lib/i18n";

export const HistoryRowFragment = graphql(`
  fragment HistoryRow_order on Order {
    id
    code
    method
    status
    statusLabel
    slotStartsAt
    slotEndsAt
    total
  }
`);

/** One order in the history list: code, slot, method, status and total, linking to its receipt. */
export function HistoryRow(props: { order: FragmentType<typeof HistoryRowFragment> }) {
  const t = useT();
  const { yen, slot } = useFormats();
  const statusLabel = useStatusLabel();
  const order = useFragment(HistoryRowFragment, props.order);
  return (
    <li className="history-row" data-testid="history-row">
      <Link to={`/mypage/history/${order.code}`} className="history-row__link">
        <span className="history-row__code">{order.code}</span>
        <span className="history-row__slot">
          {slot(String(order.slotStartsAt), String(order.slotEndsAt))}
        </span>
        <span className="history-row__method">
          {order.method === "TAKEOUT" ? t("method.takeout") : t("method.delivery")}
        </span>
        <span className={`history-status history-status--${order.status.toLowerCase()}`}>
          {statusLabel(order.status, order.method)}
        </span>
        <span className="history-row__total">{yen(order.total)}</span>
      </Link>
    </li>
  );
}
