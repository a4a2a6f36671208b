import { graphql } from "../../../gql";

export const AdminContactsQuery = graphql(`
  query AdminContacts($page: Int, $unreadOnly: Boolean) {
    adminContacts(page: $page, unreadOnly: $unreadOnly) {
      totalCount
      unreadCount
      page
      perPage
      contacts {
        id
        name
        email
        subject
        readAt
        createdAt
      }
    }
  }
`);
