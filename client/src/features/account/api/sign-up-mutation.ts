import { graphql } from "../../../gql";

export const SignUpMutation = graphql(`
  mutation SignUp($input: CustomerProfileInput!) {
    signUp(input: $input) {
      __typename
      ... on MutationSignUpSuccess {
        data {
          id
          email
        }
      }
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
