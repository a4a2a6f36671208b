// The sales page's tables: the rows of the range with their split by tax rate, and the range's
// total split by channel, payment way and method. Every figure and label comes from the server.
const yen = (n: number) => `${n.toLocaleString("ja-JP")}円`;

interface TaxShare {
  rate: number;
  amount: number;
  tax: number;
}
interface Row {
  period: string;
  orderCount: number;
  itemCount: number;
  sales: number;
  byTaxRate: TaxShare[];
}

export function SalesRowsTable({
  rows,
  total,
  periodLabel,
}: {
  rows: Row[];
  total: Row;
  periodLabel: string;
}) {
  const rates = total.byTaxRate.map((t) => t.rate);
  const cells = (r: Row) => [
    <td key="orders">{r.orderCount}件</td>,
    <td key="items">{r.itemCount}点</td>,
    ...rates.flatMap((rate) => {
      const t = r.byTaxRate.find((s) => s.rate === rate) ?? { amount: 0, tax: 0 };
      return [<td key={`a${rate}`}>{yen(t.amount)}</td>, <td key={`t${rate}`}>{yen(t.tax)}</td>];
    }),
    <td key="sales">{yen(r.sales)}</td>,
  ];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="admin-sales__scroll" tabIndex={0} aria-label="売上の一覧">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{periodLabel}</th>
            <th scope="col">注文</th>
            <th scope="col">品数</th>
            {rates.flatMap((rate) => [
              <th scope="col" key={`a${rate}`}>
                {rate}%対象（税込）
              </th>,
              <th scope="col" key={`t${rate}`}>
                {rate}%消費税
              </th>,
            ])}
            <th scope="col">売上（税込）</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.period}>
              <td>{r.period}</td>
              {cells(r)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">合計</th>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

interface Share {
  label: string;
  orderCount: number;
  itemCount: number;
  sales: number;
}

export function ShareTable({ caption, head, shares }: { caption: string; head: string; shares: Share[] }) {
  return (
    <table className="admin-table admin-sales__share">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">注文</th>
          <th scope="col">品数</th>
          <th scope="col">売上（税込）</th>
        </tr>
      </thead>
      <tbody>
        {shares.map((s) => (
          <tr key={s.label}>
            <th scope="row">{s.label}</th>
            <td>{s.orderCount}件</td>
            <td>{s.itemCount}点</td>
            <td>{yen(s.sales)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface Reconciliation {
  cardPayments: number;
  refunds: number;
  netCard: number;
  storeTakings: number;
}

/** Per period: card payments, refunds, net by card, takings at the store or counter. */
export function ReconciliationTable({
  rows,
  total,
  periodLabel,
}: {
  rows: { period: string; reconciliation: Reconciliation }[];
  total: Reconciliation;
  periodLabel: string;
}) {
  const cells = (r: Reconciliation) => [
    <td key="card">{yen(r.cardPayments)}</td>,
    <td key="refunds">{yen(r.refunds)}</td>,
    <td key="net">{yen(r.netCard)}</td>,
    <td key="store">{yen(r.storeTakings)}</td>,
  ];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="admin-sales__scroll" tabIndex={0} aria-label="入金の照合">
      <table className="admin-table" data-testid="reconciliation">
        <caption>入金の照合（カードは決済・返金の日、店頭受取は受取日）</caption>
        <thead>
          <tr>
            <th scope="col">{periodLabel}</th>
            <th scope="col">カード決済</th>
            <th scope="col">返金</th>
            <th scope="col">カード純額</th>
            <th scope="col">店頭受取</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.period}>
              <td>{r.period}</td>
              {cells(r.reconciliation)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">合計</th>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
