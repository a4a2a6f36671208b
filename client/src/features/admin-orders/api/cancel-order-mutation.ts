import { graphql } from "../../../gql";

/** Cancels the order with the reason staff chose (mailed to the customer); its slot place goes back. */
export const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: ID!, $reason: CancelReason!, $note: String) {
    cancelOrder(id: $id, reason: $reason, note: $note) {
      ... on MutationCancelOrderSuccess {
        data {
          id
          status
          statusLabel
          cancelledAt
          cancelReason
          cancelReasonLabel
          cancelNote
          undoableUntil
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
