import { graphql } from "../../../gql";

/** Today's board, the board from tomorrow on, or a page of the history. */
export const AdminOrdersQuery = graphql(`
  query AdminOrders(
    $period: OrderPeriod!
    $page: Int
    $perPage: Int
    $cursor: String
    $search: OrderSearchInput
  ) {
    adminOrders(period: $period, page: $page, perPage: $perPage, cursor: $cursor, search: $search) {
      __typename
      ... on QueryAdminOrdersSuccess {
        data {
          totalCount
          totalCapped
          nextCursor
          previousCursor
          page
          perPage
          orders {
            id
            code
            method
            slotStartsAt
            status
            undoableUntil
            ...OrderCard_order
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
