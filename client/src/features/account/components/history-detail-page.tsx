import { CombinedGraphQLErrors } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { OrderReceipt } from "../../../domain/order/order-receipt";
import { HistoryOrderQuery } from "../api/history-order-query";
import { ReorderButton } from "./reorder-button";
import "../../../components/form/forms.css";
import "./history.css";
import { useT } from "../../../lib/i18n";

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "NOT_FOUND");
}

/** /mypage/history/:id (the order code): the receipt of one of the customer's own orders. */
export function HistoryDetailPage() {
  const t = useT();
  const code = (useParams().id ?? "").toUpperCase();
  const { data, loading, error } = useQuery(HistoryOrderQuery, {
    variables: { code },
    fetchPolicy: "cache-and-network",
    // Someone else's or a mistyped code answers NOT_FOUND: that is not a lost session.
    context: { keepSessionOnNotFound: true },
  });

  return (
    <section className="mypage__section" aria-labelledby="mypage-history-detail-title">
      <div className="mypage__section-head">
        <h2 id="mypage-history-detail-title">{t("title.historyDetail")}</h2>
        <Link to="/mypage/history" className="button button--ghost button--small">
          {t("history.back")}
        </Link>
      </div>
      {loading && !data ? (
        <p className="page__note" aria-busy="true">
          {t("common.loading")}
        </p>
      ) : null}
      {error && !data ? (
        <FormAlert>{isNotFound(error) ? t("history.notFound", { code }) : messageOfError(error)}</FormAlert>
      ) : null}
      {data ? (
        <>
          <ReorderButton method={data.order.method} lines={data.order.items} />
          <OrderReceipt order={data.order} />
        </>
      ) : null}
    </section>
  );
}
