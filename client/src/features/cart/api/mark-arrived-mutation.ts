import { graphql } from "../../../gql";

export const MarkArrivedMutation = graphql(`
  mutation MarkArrived($code: String!, $secret: String!) {
    markArrived(code: $code, secret: $secret) {
      __typename
      ... on MutationMarkArrivedSuccess {
        data {
          id
          code
          arrivedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
