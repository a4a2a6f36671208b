import { graphql } from "../../../gql";

export const ResendConfirmationMutation = graphql(`
  mutation ResendConfirmation($email: String!) {
    resendConfirmation(email: $email) {
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
