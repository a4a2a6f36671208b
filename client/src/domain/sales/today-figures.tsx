// Today's figures above the kitchen's board: orders, items and sales (tax-inclusive, as the server
// summed them) per method and per payment, open and late orders. Read again whenever the board's
// orders change (`version`).
import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { TodayFiguresQuery } from "./api/today-figures-query";
import "./today-figures.css";

const METHOD = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" } as const;
const PAYMENT = { AT_SHOP: "店頭・配達時払い", CARD: "カード決済" } as const;
const yen = (n: number) => `${n.toLocaleString("ja-JP")}円`;

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
          <dt>未提供</dt>
          <dd>{f.openCount}件</dd>
        </div>
        <div className={f.lateCount ? "today-figures__late" : undefined}>
          <dt>遅れ</dt>
          <dd>{f.lateCount}件</dd>
        </div>
      </dl>
      <p className="today-figures__detail">
        {f.byMethod.map((m) => `${METHOD[m.method]} ${m.orderCount}件 ${yen(m.sales)}`).join(" ／ ")}
        {" ／ "}
        {f.byPayment.map((p) => `${PAYMENT[p.paymentMethod]} ${yen(p.sales)}`).join(" ／ ")}
        {f.cancelledCount ? ` ／ キャンセル ${f.cancelledCount}件` : ""}
      </p>
    </section>
  );
}
