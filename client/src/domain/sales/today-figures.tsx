// Today's figures above the kitchen's board: orders, items and sales (tax-inclusive, as the server
// summed them) per method, channel, payment way and tax rate, in the server's words (the sales page
// and the CSV use the same), open and late orders. Read again whenever the board's
// orders change (`version`).
import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { TodayFiguresQuery } from "./api/today-figures-query";
import "./today-figures.css";

const METHOD = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" } as const;
const yen = (n: number) => `${n.toLocaleString("ja-JP")}円`;
const shares = (list: { label: string; orderCount: number; sales: number }[]) =>
  list
    .filter((s) => s.orderCount > 0)
    .map((s) => `${s.label} ${s.orderCount}件 ${yen(s.sales)}`)
    .join(" ／ ") || "なし";

export function TodayFigures({ version }: { version: string }) {
  const { data, refetch } = useQuery(TodayFiguresQuery, { fetchPolicy: "cache-and-network" });
  useEffect(() => {
    if (version) void refetch();
  }, [version, refetch]);
  const f = data?.todayFigures;
  if (!f) return null;
  return (
    <section className="today-figures" aria-label="本日の集計">
      <dl className="today-figures__main">
        <div>
          <dt>注文</dt>
          <dd>{f.orderCount}件</dd>
        </div>
        <div>
          <dt>品数</dt>
          <dd>{f.itemCount}点</dd>
        </div>
        <div>
          <dt>売上（税込）</dt>
          <dd>{yen(f.sales)}</dd>
        </div>
        <div>
          <dt>未完了</dt>
          <dd>{f.openCount}件</dd>
        </div>
        <div className={f.lateCount ? "today-figures__late" : undefined}>
          <dt>遅れ</dt>
          <dd>{f.lateCount}件</dd>
        </div>
      </dl>
      <p className="today-figures__detail">
        {f.byMethod.map((m) => `${METHOD[m.method]} ${m.orderCount}件 ${yen(m.sales)}`).join(" ／ ")}
        {f.cancelledCount ? ` ／ キャンセル ${f.cancelledCount}件` : ""}
      </p>
      <p className="today-figures__detail">受付：{shares(f.byChannel)}</p>
      <p className="today-figures__detail">支払：{shares(f.byPayment)}</p>
      <p className="today-figures__detail">
        {f.byTaxRate.map((t) => `${t.rate}%対象 ${yen(t.amount)}（内消費税 ${yen(t.tax)}）`).join(" ／ ")}
      </p>
    </section>
  );
}
