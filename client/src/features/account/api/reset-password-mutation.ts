import { graphql } from "../../../gql";

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($uid: String!, $accessToken: String!, $password: String!, $passwordConfirmation: String) {
    resetPassword(uid: $uid, accessToken: $accessToken, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename
      ... on MutationResetPasswordSuccess {
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
