import { graphql } from "../../../gql";

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!, $redirectUrl: String) {
    requestPasswordReset(email: $email, redirectUrl: $redirectUrl) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
    }
  }
`);
