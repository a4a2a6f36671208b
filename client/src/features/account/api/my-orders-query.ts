import { graphql } from "../../../gql";

/** /mypage/history: one page of the customer's own orders, newest first. */
export const MyOrdersQuery = graphql(`
  query MyOrders($page: Int!, $perPage: Int!) {
    myOrders(page: $page, perPage: $perPage) {
      page
      perPage
      totalCount
      orders {
        id
        ...HistoryRow_order
      }
    }
  }
`);
