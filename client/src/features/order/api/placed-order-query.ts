import { graphql } from "../../../gql";

/** The order just placed, read with its secret (a guest has no other key to it). */
export const PlacedOrderQuery = graphql(`
  query PlacedOrder($code: String!, $secret: String) {
    order(code: $code, secret: $secret) {
      id
      status
      statusLabel
      ...OrderStatusLine_order
      ...OrderRefundLines_order
      ...OrderReceipt_order
    }
  }
`);
