import { graphql } from "../../../gql";

/** Staff give part of a card payment back (amount up to what is left, a reason); the job sends it. */
export const RefundOrderPaymentMutation = graphql(`
  mutation RefundOrderPayment($id: ID!, $amount: Int!, $reason: String!) {
    refundOrderPayment(id: $id, amount: $amount, reason: $reason) {
      ... on MutationRefundOrderPaymentSuccess {
        data {
          id
          order {
            id
            ...OrderRefunds_order
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
