import { graphql } from "../../../gql";

/** A pickup is ready at the counter (the customer is mailed unless the shop switched it off). */
export const MarkOrderReadyMutation = graphql(`
  mutation MarkOrderReady($id: ID!) {
    markOrderReady(id: $id) {
      ... on MutationMarkOrderReadySuccess {
        data {
          id
          status
          statusLabel
          readyAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
