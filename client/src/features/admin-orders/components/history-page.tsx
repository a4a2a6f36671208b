import { useQuery } from "@apollo/client/react";
import type { OrderSearch } from "@shared/order-search";
import { listCountText } from "@shared/pricing";
import { useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { Pager, pageHref } from "../../../components/pager";
import { AdminOrdersQuery } from "../api/admin-orders-query";
import { HistorySearchForm } from "./history-search-form";
import { OrderCard } from "./order-card";
import "./admin-orders.css";

const PER_PAGE = 20;
const KEYS = ["code", "name", "tel", "date"] as const;

/** The count text; past COUNT_CAP the server stops counting and the total reads 「…件以上」. */
function countText(list: { page: number; perPage: number; totalCount: number; totalCapped: boolean }) {
  const text = listCountText({ page: list.page, perPage: list.perPage, total: list.totalCount });
  return list.totalCapped ? `${text}以上` : text;
}

/**
 * /admin/order/history: past orders, newest first, 20 a page; the search and the page's cursor
 * live in the URL (keyset paging, decision 0050: a late page costs what the first does).
 */
export function PastOrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const cursor = params.get("cursor") || undefined;
  const search = Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? ""])) as Record<
    (typeof KEYS)[number],
    string
  >;
  const searchVariables = Object.fromEntries(KEYS.filter((k) => search[k]).map((k) => [k, search[k]]));
  const { data, loading, error } = useQuery(AdminOrdersQuery, {
    variables: {
      period: "PAST",
      page: cursor ? undefined : page,
      cursor,
      perPage: PER_PAGE,
      search: searchVariables,
    },
    fetchPolicy: "cache-and-network",
  });
  const result = data?.adminOrders;
  const list = result?.__typename === "QueryAdminOrdersSuccess" ? result.data : null;

  // A new search starts again at page 1.
  const go = (next: Partial<OrderSearch>) => {
    const query = new URLSearchParams();
    for (const key of KEYS) if (next[key]) query.set(key, String(next[key]));
    setParams(query);
  };

  return (
    <section className="page order-history">
      <PageHeading eyebrow="Orders">過去の注文</PageHeading>
      <HistorySearchForm values={search} onSearch={(values) => go(values)} onClear={() => go({})} />
      {result && "message" in result ? <FormAlert>{result.message}</FormAlert> : null}
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {loading && !list ? (
        <p className="page__note" aria-busy="true">
          読み込んでいます…
        </p>
      ) : null}
      {list ? (
        <>
          <p className="order-history__count" data-testid="list-count">
            {countText(list)}
          </p>
          {list.orders.length === 0 ? <p className="order-board__empty">該当する注文はありません。</p> : null}
          <div className="order-board__grid">
            {list.orders.map((order) => (
              <OrderCard key={order.id} order={order} mode="history" now={new Date()} />
            ))}
          </div>
          <Pager
            page={list.page}
            pageCount={
              list.totalCapped
                ? list.page + (list.nextCursor ? 1 : 0)
                : Math.ceil(list.totalCount / list.perPage)
            }
            pageCountLabel={list.totalCapped ? `${Math.ceil(list.totalCount / list.perPage)}以上` : undefined}
            hrefFor={(n) => {
              const step = n < list.page ? list.previousCursor : list.nextCursor;
              const next = new URLSearchParams(params);
              next.delete("cursor");
              if (step && n > 1) next.set("cursor", step);
              return pageHref("/admin/order/history", next, n);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
