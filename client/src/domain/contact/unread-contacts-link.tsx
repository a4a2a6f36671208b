// The admin header's link to the contact inbox with the number of unread messages.
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { graphql } from "../../gql";
import "./unread-contacts-link.css";

export const UnreadContactCountQuery = graphql(`
  query UnreadContactCount {
    unreadContactCount
  }
`);

export function UnreadContactsLink() {
  const { data } = useQuery(UnreadContactCountQuery, {
    pollInterval: 60_000,
    fetchPolicy: "cache-and-network",
  });
  const count = data?.unreadContactCount ?? 0;
  return (
    <Link to="/admin/contact" className="unread-contacts-link">
      お問い合わせ
      {count ? <span className="unread-contacts-link__badge">未読{count}件</span> : null}
    </Link>
  );
}
