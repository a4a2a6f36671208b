import { graphql } from "../../../gql";

/** The customer's own order as it changes (received, printing, provided…), over graphql-ws. */
export const OrderUpdatedSubscription = graphql(`
  subscription OrderUpdated($code: String!, $secret: String) {
    orderUpdated(code: $code, secret: $secret) {
      id
      kind
      order {
        id
        ...OrderStatusLine_order
        ...OrderRefundLines_order
      }
    }
  }
`);
