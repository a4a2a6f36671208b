import { graphql } from "../../../gql";

/** 元に戻す: お渡し済み・お届け済み or 来店なし taken back within 2 minutes; the customer's held mail is not sent. */
export const UndoOrderActionMutation = graphql(`
  mutation UndoOrderAction($id: ID!) {
    undoOrderAction(id: $id) {
      ... on MutationUndoOrderActionSuccess {
        data {
          id
          status
          statusLabel
          providedAt
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
