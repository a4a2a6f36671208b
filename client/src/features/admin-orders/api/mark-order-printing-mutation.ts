import { graphql } from "../../../gql";

/** Opening the print view: RECEIVED -> PRINTING, or a reprint that keeps the status. */
export const MarkOrderPrintingMutation = graphql(`
  mutation MarkOrderPrinting($id: ID!) {
    markOrderPrinting(id: $id) {
      __typename
      ... on MutationMarkOrderPrintingSuccess {
        data {
          reprint
          order {
            id
            status
            statusLabel
            printCount
            printedAt
            ...PrintTicket_order
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
