// Sales by day or month for a date range (the server sums the orders' tax-inclusive totals), and
// the orders of that range as a CSV for Excel.
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { tokyoDay } from "../../../lib/tokyo-format";
import { downloadOrdersCsv } from "../api/download-orders-csv";
import { SalesReportQuery } from "../api/sales-report-query";
import "./admin-sales.css";

const yen = (n: number) => `${n.toLocaleString("ja-JP")}円`;

export function SalesPage() {
  const today = tokyoDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [groupBy, setGroupBy] = useState<"DAY" | "MONTH">("DAY");
  const [csvError, setCsvError] = useState("");
  const { data, error } = useQuery(SalesReportQuery, {
    variables: { from, to, groupBy },
    fetchPolicy: "cache-and-network",
  });
  const result = data?.salesReport;
  const report = result?.__typename === "QuerySalesReportSuccess" ? result.data : null;
  return (
    <section className="page admin-sales">
      <PageHeading eyebrow="Sales">売上</PageHeading>
      <div className="admin-sales__controls">
        <label>
          開始日
          <input
            type="date"
            className="field__input"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label>
          終了日
          <input type="date" className="field__input" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          集計単位
          <select
            className="field__input"
            value={groupBy}
            onChange={(e) => setGroupBy(e.target.value as "DAY" | "MONTH")}
          >
            <option value="DAY">日別</option>
            <option value="MONTH">月別</option>
          </select>
        </label>
        <button
          type="button"
          className="button button--primary"
          onClick={async () => setCsvError((await downloadOrdersCsv(from, to)) ?? "")}
        >
          注文をCSVで保存
        </button>
      </div>
      <FormAlert>
        {csvError || (error ? messageOfError(error) : result && "message" in result ? result.message : "")}
      </FormAlert>
      {report ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{groupBy === "DAY" ? "日付" : "月"}</th>
              <th scope="col">注文</th>
              <th scope="col">品数</th>
              <th scope="col">テイクアウト</th>
              <th scope="col">デリバリー</th>
              <th scope="col">売上（税込）</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={r.period}>
                <td>{r.period}</td>
                <td>{r.orderCount}件</td>
                <td>{r.itemCount}点</td>
                <td>{yen(r.takeoutSales)}</td>
                <td>{yen(r.deliverySales)}</td>
                <td>{yen(r.sales)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">合計</th>
              <td>{report.orderCount}件</td>
              <td>{report.itemCount}点</td>
              <td />
              <td />
              <td>{yen(report.sales)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </section>
  );
}
