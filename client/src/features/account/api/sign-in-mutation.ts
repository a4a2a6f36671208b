import { graphql } from "../../../gql";

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on MutationSignInSuccess {
        data {
          credentials {
            accessToken
            client
            uid
          }
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
