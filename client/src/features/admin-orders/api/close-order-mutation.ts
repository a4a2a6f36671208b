import { graphql } from "../../../gql";

/** Closes an order left open: provided (お渡し済み / お届け済み) or no-show. */
export const CloseOrderMutation = graphql(`
  mutation CloseOrder($id: ID!, $outcome: OrderCloseOutcome!) {
    closeOrder(id: $id, outcome: $outcome) {
      ... on MutationCloseOrderSuccess {
        data {
          id
          status
          statusLabel
          providedAt
          cancelledAt
          cancelReason
          cancelReasonLabel
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
