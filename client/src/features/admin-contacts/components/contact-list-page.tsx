import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { Pager, pageHref } from "../../../components/pager";
import { formatDay, formatTime } from "../../../lib/tokyo-format";
import { AdminContactsQuery } from "../api/admin-contacts-query";
import "./admin-contacts.css";

export function ContactListPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const page = Math.max(Number(params.get("page")) || 1, 1);
  const unreadOnly = params.get("unread") === "1";
  const { data, error } = useQuery(AdminContactsQuery, {
    variables: { page, unreadOnly },
    fetchPolicy: "cache-and-network",
  });
  const result = data?.adminContacts;
  return (
    <section className="page admin-contacts">
      <PageHeading eyebrow="Contacts">お問い合わせ一覧</PageHeading>
      <p className="admin-contacts__filters">
        <Link
          to="/admin/contact"
          aria-current={unreadOnly ? undefined : "page"}
          className="admin-contacts__filter"
        >
          すべて
        </Link>
        <Link
          to="/admin/contact?unread=1"
          aria-current={unreadOnly ? "page" : undefined}
          className="admin-contacts__filter"
        >
          未読のみ{result ? `（${result.unreadCount}件）` : ""}
        </Link>
      </p>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {result && result.contacts.length === 0 ? (
        <p className="page__note">お問い合わせはありません。</p>
      ) : null}
      <ul className="admin-contacts__list">
        {result?.contacts.map((c) => (
          <li
            key={c.id}
            className={
              c.readAt ? "admin-contacts__item" : "admin-contacts__item admin-contacts__item--unread"
            }
          >
            <Link to={`/admin/contact/${c.id}`} className="admin-contacts__link">
              {c.readAt ? null : <span className="admin-contacts__mark">未読</span>}
              <span className="admin-contacts__subject">{c.subject}</span>
              <span className="admin-contacts__meta">
                {c.name} ／ {formatDay(String(c.createdAt))} {formatTime(String(c.createdAt))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {result ? (
        <Pager
          page={result.page}
          pageCount={Math.ceil(result.totalCount / result.perPage)}
          hrefFor={(n) => pageHref(location.pathname, params, n)}
        />
      ) : null}
    </section>
  );
}
