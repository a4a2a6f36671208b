import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { Pager, pageHref } from "../../../components/pager";
import { MyOrdersQuery } from "../api/my-orders-query";
import { HistoryRow } from "./history-row";
import "./history.css";
import { useT } from "../../../lib/i18n";

/** "21-40件表示 / 全57件"'s numbers; an empty list reads 0-0 of 0. */
function listCount(page: number, perPage: number, total: number) {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  return { from: Math.min((page - 1) * perPage + 1, total), to: Math.min(page * perPage, total), total };
}

const HISTORY_PER_PAGE = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /mypage/history: the customer's own orders, newest first, 10 to a page. */
export function HistoryPage() {
  const t = useT();
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
        <h2 id="mypage-history-title">{t("title.history")}</h2>
        {list ? (
          <p className="history-count" data-testid="history-count">
            {t("list.count", listCount(list.page, list.perPage, list.totalCount))}
          </p>
        ) : null}
      </div>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {loading && !data ? (
        <p className="page__note" aria-busy="true">
          {t("common.loading")}
        </p>
      ) : null}
      {list && list.totalCount === 0 ? (
        <div className="history-empty">
          <p>{t("history.empty")}</p>
          <Link to="/order" className="button button--primary">
            {t("history.order")}
          </Link>
        </div>
      ) : null}
      {list && list.totalCount > 0 && list.orders.length === 0 ? (
        <p className="page__note">
          {t("history.emptyPage")} <Link to="/mypage/history">{t("history.firstPage")}</Link>
        </p>
      ) : null}
      {list && list.orders.length > 0 ? (
        <>
          <div className="history-head" aria-hidden="true">
            <span>{t("receipt.code")}</span>
            <span>{t("history.when")}</span>
            <span>{t("history.method")}</span>
            <span>{t("receipt.status")}</span>
            <span>{t("choice.total")}</span>
          </div>
          <ul className="history-list" aria-label={t("history.list")}>
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
