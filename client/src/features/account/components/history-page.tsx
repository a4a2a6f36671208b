import { useQuery } from "@apollo/client/react";
import { listCountText } from "@shared/pricing";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { Pager, pageHref } from "../../../components/pager";
import { MyOrdersQuery } from "../api/my-orders-query";
import { HistoryRow } from "./history-row";
import "./history.css";

const HISTORY_PER_PAGE = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /mypage/history: the customer's own orders, newest first, 10 to a page. */
export function HistoryPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const { data, loading, error } = useQuery(MyOrdersQuery, {
    variables: { page, perPage: HISTORY_PER_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.myOrders;
  const pageCount = list ? Math.max(1, Math.ceil(list.totalCount / list.perPage)) : 1;

  return (
    <section className="mypage__section" aria-labelledby="mypage-history-title">
      <div className="mypage__section-head">
        <h2 id="mypage-history-title">注文履歴</h2>
        {list ? (
          <p className="history-count" data-testid="history-count">
            {listCountText({ page: list.page, perPage: list.perPage, total: list.totalCount })}
          </p>
        ) : null}
      </div>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {loading && !data ? (
        <p className="page__note" aria-busy="true">
          読み込んでいます…
        </p>
      ) : null}
      {list && list.totalCount === 0 ? (
        <div className="history-empty">
          <p>まだご注文はありません。</p>
          <Link to="/order" className="button button--primary">
            注文する
          </Link>
        </div>
      ) : null}
      {list && list.totalCount > 0 && list.orders.length === 0 ? (
        <p className="page__note">
          このページにはご注文がありません。<Link to="/mypage/history">最初のページへ</Link>
        </p>
      ) : null}
      {list && list.orders.length > 0 ? (
        <>
          <div className="history-head" aria-hidden="true">
            <span>注文番号</span>
            <span>日時</span>
            <span>受け取り</span>
            <span>状態</span>
            <span>合計</span>
          </div>
          <ul className="history-list" aria-label="ご注文の一覧">
            {list.orders.map((order) => (
              <HistoryRow key={order.id} order={order} />
            ))}
          </ul>
          <Pager
            page={list.page}
            pageCount={pageCount}
            hrefFor={(n) => pageHref("/mypage/history", params, n)}
          />
        </>
      ) : null}
    </section>
  );
}
