// Sales by day or month for a date range, split by tax rate, channel, payment way and method (the
// server sums the orders' tax-inclusive totals), the reconciliation (card payments, refunds, net
// card, store takings), and the range as CSVs for Excel: one row per sale, or one per day.
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { tokyoDay } from "../../../lib/tokyo-format";
import { downloadOrdersCsv } from "../api/download-orders-csv";
import { SalesReportQuery } from "../api/sales-report-query";
import "./admin-sales.css";
import { ReconciliationTable, SalesRowsTable, ShareTable } from "./sales-tables";

const METHOD = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" } as const;

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
          売上明細をCSVで保存
        </button>
        <button
          type="button"
          className="button"
          onClick={async () => setCsvError((await downloadOrdersCsv(from, to, "days")) ?? "")}
        >
          日別集計をCSVで保存
        </button>
      </div>
      <FormAlert>
        {csvError || (error ? messageOfError(error) : result && "message" in result ? result.message : "")}
      </FormAlert>
      {report ? (
        <>
          <SalesRowsTable
            rows={report.rows}
            total={{ period: "合計", ...report.total }}
            periodLabel={groupBy === "DAY" ? "日付" : "月"}
          />
          <h2 className="admin-sales__subheading">入金の照合</h2>
          <ReconciliationTable
            rows={report.rows}
            total={report.total.reconciliation}
            periodLabel={groupBy === "DAY" ? "日付" : "月"}
          />
          <h2 className="admin-sales__subheading">期間の内訳</h2>
          <div className="admin-sales__shares">
            <ShareTable caption="受付経路別" head="受付経路" shares={report.total.byChannel} />
            <ShareTable caption="支払方法別" head="支払方法" shares={report.total.byPayment} />
            <ShareTable
              caption="受取方法別"
              head="受取方法"
              shares={report.total.byMethod.map((m) => ({ ...m, label: METHOD[m.method] }))}
            />
          </div>
          <p className="admin-sales__note">
            キャンセルとお支払い待ちの注文は売上に含みません（本日の注文の集計とCSVも同じです）。
          </p>
        </>
      ) : null}
    </section>
  );
}
