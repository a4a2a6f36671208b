import { graphql } from "../../../gql";

export const SignInAdminMutation = graphql(`
  mutation SignInAdmin($email: String!, $password: String!, $otp: String) {
    signInAdmin(email: $email, password: $password, otp: $otp) {
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
        code
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
