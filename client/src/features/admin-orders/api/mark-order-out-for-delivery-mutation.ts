import { graphql } from "../../../gql";

/** A delivery leaves the shop (配達中). */
export const MarkOrderOutForDeliveryMutation = graphql(`
  mutation MarkOrderOutForDelivery($id: ID!) {
    markOrderOutForDelivery(id: $id) {
      ... on MutationMarkOrderOutForDeliverySuccess {
        data {
          id
          status
          statusLabel
          outForDeliveryAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
