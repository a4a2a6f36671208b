import { graphql } from "../../../gql";

/** After the payment page: the values the payment service put in /confirm/purchase's query. */
export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($code: String!, $trackingId: String!, $amount: Int!, $result: String!, $signature: String!) {
    confirmPayment(code: $code, trackingId: $trackingId, amount: $amount, result: $result, signature: $signature) {
      __typename
      ... on MutationConfirmPaymentSuccess {
        data {
          paid
          message
          order {
            id
            status
            statusLabel
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
