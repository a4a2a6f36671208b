import { formatYen } from "@shared/pricing";
import type { OrderTotals } from "../../../domain/checkout/order-totals";

/** 商品合計 / 配達料 / 消費税 / お支払い合計, tax applied once per rate. */
export function TotalsTable({ totals, showShipping }: { totals: OrderTotals; showShipping: boolean }) {
  return (
    <dl className="totals-table">
      <div className="totals-table__row">
        <dt>商品合計（税抜）</dt>
        <dd>{formatYen(totals.subtotal)}</dd>
      </div>
      {showShipping ? (
        <div className="totals-table__row">
          <dt>配達料（税抜）</dt>
          <dd>{formatYen(totals.shippingFee)}</dd>
        </div>
      ) : null}
      {totals.taxes.map((line) => (
        <div className="totals-table__row" key={line.rate}>
          <dt>消費税（{line.rate}%）</dt>
          <dd>{formatYen(line.tax)}</dd>
        </div>
      ))}
      <div className="totals-table__row totals-table__row--total">
        <dt>お支払い合計（税込）</dt>
        <dd data-testid="order-total">{formatYen(totals.total)}</dd>
      </div>
    </dl>
  );
}
