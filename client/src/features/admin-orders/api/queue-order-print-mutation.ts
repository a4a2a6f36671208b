import { graphql } from "../../../gql";

/** A ticket of the order to the CloudPRNT printers: the kitchen ticket again, or the receipt. */
export const QueueOrderPrintMutation = graphql(`
  mutation QueueOrderPrint($id: ID!, $kind: PrintJobKind!) {
    queueOrderPrint(id: $id, kind: $kind) {
      __typename
      ... on MutationQueueOrderPrintSuccess {
        data {
          id
          reprint
          state
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
