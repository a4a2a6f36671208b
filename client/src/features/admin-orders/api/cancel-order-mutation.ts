import { graphql } from "../../../gql";

/** Cancels the order; its place in the slot goes back to the shop. */
export const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      ... on MutationCancelOrderSuccess {
        data {
          id
          status
          statusLabel
          cancelledAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
