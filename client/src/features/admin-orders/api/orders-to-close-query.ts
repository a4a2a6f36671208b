import { graphql } from "../../../gql";

/** End of the business day: open orders of past days, and today's once the last slot is over. */
export const OrdersToCloseQuery = graphql(`
  query OrdersToClose {
    ordersToClose {
      id
      code
      status
      statusLabel
      method
      slotStartsAt
      lastName
      firstName
      total
    }
  }
`);
