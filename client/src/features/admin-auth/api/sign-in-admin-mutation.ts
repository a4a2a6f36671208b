import { graphql } from "../../../gql";

export const SignInAdminMutation = graphql(`
  mutation SignInAdmin($email: String!, $password: String!) {
    signInAdmin(email: $email, password: $password) {
      __typename
      ... on MutationSignInAdminSuccess {
        data {
          administrator {
            id
            name
            role
          }
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
